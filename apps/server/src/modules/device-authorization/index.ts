/**
 * The device-authorization capability's public face: its routes, the purge of finished
 * ceremonies, and the user-code steps onboarding's 10-foot activation reuses.
 */
export { asActivationCode, countActivationCodeAttempt } from './activation-codes.ts';
export { purgeCeremonyRows } from './ceremony-purge.ts';
export { registerDeviceAuthorizationRoutes } from './device-authorization.service-routes.ts';
export {
  type DeviceAuthorizationDeps,
  decideUserCode,
  generateDeviceCode,
  inspectUserCode,
} from './device-authorization-service.ts';
