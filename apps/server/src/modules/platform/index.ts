/**
 * The platform capability's public face: care env-info, log-message and captcha/new, static config, config
 * service and time routes, and the static config app.ts checks at start.
 */
export { registerConfigServiceRoutes } from './config-service/application-config.service-routes.ts';
export { buildEnvInfo } from './env-info.ts';
export { registerCareHumanCheckRoutes } from './human-check.care-routes.ts';
export { registerSchedulerCareRoutes, schedulerJobCounts } from './scheduler.care-routes.ts';
export { buildStaticConfig, type StaticConfigSet } from './static-config/build-static-config.ts';
export { registerStaticConfigRoutes } from './static-config/static-config.platform-routes.ts';
export { loadVariantConfigs } from './static-config/variant-configs.ts';
export { registerTimeRoutes } from './time/metronome.service-routes.ts';
export { registerCarePlatformRoutes } from './utility.care-routes.ts';
