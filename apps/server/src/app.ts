import cookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { registerAccountCapability } from './modules/account/index.ts';
import { registerAccountPreferencesCapability } from './modules/account-preferences/index.ts';
import { registerBillingCapability } from './modules/billing/index.ts';
import { createMarketSelections, registerCatalogCapability } from './modules/catalog/index.ts';
import {
  registerCheckoutQuoteRoutes,
  registerListenCapability,
  registerOrderCapability,
  registerSandboxPlayerRoute,
} from './modules/checkout/index.ts';
import { registerDeviceAuthorizationRoutes } from './modules/device-authorization/index.ts';
import { registerDevicesCapability, type SatelliteUplink } from './modules/devices/index.ts';
import { registerEventRoutes } from './modules/events/index.ts';
import { registerHealthRoutes } from './modules/health/index.ts';
import { registerIdentificationCapability } from './modules/identification/index.ts';
import { registerIdentityCapability } from './modules/identity/index.ts';
import { registerInfoCollectionCapability } from './modules/info-collection/index.ts';
import { registerOnboardingCapability } from './modules/onboarding/index.ts';
import { registerPartnerApi } from './modules/partner-api/index.ts';
import { registerPasskeyRoutes } from './modules/passkeys/index.ts';
import {
  buildStaticConfig,
  loadVariantConfigs,
  registerCareHumanCheckRoutes,
  registerCarePlatformRoutes,
  registerConfigServiceRoutes,
  registerSchedulerCareRoutes,
  registerStaticConfigRoutes,
  registerTimeRoutes,
  type StaticConfigSet,
  schedulerJobCounts,
} from './modules/platform/index.ts';
import { registerPromotionCapability } from './modules/promotion/index.ts';
import { registerSessionCapability } from './modules/session/index.ts';
import { registerStudentCapability } from './modules/student/index.ts';
import {
  installDunningAndNotices,
  installSubscriptionClock,
  planChanges,
  registerChangeOfferRoutes,
  registerEntitlementRoutes,
  registerSubscriptionCapability,
  registerTransferCareRoutes,
  subscriptionChangeOrders,
} from './modules/subscription/index.ts';
import { registerTrialCapability, usedCarTrialChecks } from './modules/trials/index.ts';
import { registerUpgradeCapability } from './modules/upgrades/index.ts';
import { registerWebApp } from './modules/web-app/index.ts';
import { installCareSessions } from './platform/care-session/install-care-sessions.ts';
import { type Clock, systemClock } from './platform/clock.ts';
import {
  createDemoClock,
  type DemoClock,
  registerDemoClockRoutes,
} from './platform/demo-clock/index.ts';
import { handleError } from './platform/errors/error-handler.ts';
import type { App } from './platform/http/app-instance.ts';
import { installOriginCheck } from './platform/http/origin-check.ts';
import { installRequestEdge, requestEdgeOptions } from './platform/http/request-edge.ts';
import { REQUEST_ID_HEADER, requestIdFor } from './platform/http/request-id.ts';
import { RequestLogController } from './platform/http/request-log.ts';
import { registerResponseCompression } from './platform/http/response-compression.ts';
import { responseSerializerCompiler } from './platform/http/response-serializer.ts';
import { validatorCompiler } from './platform/http/validator-compiler.ts';
import { installHumanChecks } from './platform/human-check/index.ts';
import { installIdempotency } from './platform/idempotency/install-idempotency.ts';
import { createLogger, type Logger } from './platform/logger.ts';
import { installMail, type MailDeps } from './platform/mail/install-mail.ts';
import { installMetrics } from './platform/metrics/index.ts';
import { installMoneyLocks } from './platform/money-locks/index.ts';
import { registerOpenApi, registerOpenApiDocumentRoute } from './platform/openapi.ts';
import { installPayments } from './platform/payments/install-payments.ts';
import type { PaymentGateway } from './platform/payments/payment-gateway.ts';
import { type RateLimitStore, registerRateLimits } from './platform/rate-limits.ts';
import { installScheduler } from './platform/scheduler/index.ts';
import { registerSecurityHeaders } from './platform/security-headers.ts';
import { databaseRateLimitStore } from './platform/throttle/database-rate-limit-store.ts';

export { type AppConfig, loadConfig } from './config.ts';
export { type Database, openDatabase } from './db/client.ts';
export type { App } from './platform/http/app-instance.ts';

export type AppDeps = {
  /** An open, migrated database. Without one, buildApp opens and migrates the configured one and closes it with the app. */
  database?: Database;
  clock?: Clock;
  logger?: Logger;
  rateLimitStore?: RateLimitStore;
  /** A real gateway, or a test's wrapper; without one the embedded sandbox gateway is used. */
  paymentGateway?: PaymentGateway;
  /** A test's uplink; without one, the partner at SATELLITE_UPLINK_URL or the sandbox uplink. */
  satelliteUplink?: SatelliteUplink;
  /** How the server calls partners over HTTP (Amazon, ADR 076); a test's answers in-process. */
  partnerFetch?: typeof fetch;
} & MailDeps;

/**
 * Builds the whole server without listening: main.ts listens on it, tests call `app.inject`.
 * Everything it needs comes from `config` and `deps`; it reads no environment itself.
 */
export async function buildApp(config: AppConfig, deps: AppDeps = {}): Promise<App> {
  // Static config is checked before anything opens, so a bad setting fails fast and cleanly.
  const staticConfig = buildStaticConfig(config, loadVariantConfigs(config.variantsDir));
  const database = deps.database ?? (await openMigratedDatabase(config));
  // Development runs on the demo clock (ADR 074): system time plus an offset kept in the
  // database; production and tests never (tests inject their own clock).
  const demoClock =
    !deps.clock && config.mode === 'development' ? createDemoClock(database.db) : undefined;
  const clock = deps.clock ?? demoClock?.clock ?? systemClock;

  try {
    const app = await assemble(config, { ...deps, clock, database, demoClock }, staticConfig);
    // A database buildApp opened is buildApp's to close.
    if (!deps.database) app.addHook('onClose', () => database.close());
    return app;
  } catch (error) {
    if (!deps.database) await database.close();
    throw error;
  }
}

async function assemble(
  config: AppConfig,
  deps: AppDeps & { clock: Clock; database: Database; demoClock: DemoClock | undefined },
  staticConfig: StaticConfigSet,
): Promise<App> {
  const { clock, database } = deps;
  // Typed as Fastify's logger interface so route and plugin types stay the default ones.
  const logger: FastifyBaseLogger = deps.logger ?? createLogger(config);
  const app = Fastify({
    loggerInstance: logger,
    genReqId: requestIdFor,
    logController: new RequestLogController({ requestIdLogLabel: 'requestId' }),
    trustProxy: config.trustProxy,
    ...requestEdgeOptions,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  app.setErrorHandler(handleError);
  // The APIs take JSON only: a text/plain body is refused with 415 instead of reaching a handler.
  app.removeContentTypeParser('text/plain');
  installRequestEdge(app);
  installOriginCheck(app);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });

  registerSecurityHeaders(app, config);
  await registerResponseCompression(app);
  await app.register(cookie);
  await registerRateLimits(app, {
    store: deps.rateLimitStore ?? databaseRateLimitStore(database.db, clock),
  });
  await registerOpenApi(app, config);
  // Before the routes, so every one of them is timed.
  await installMetrics(app, {
    config,
    database,
    schedulerJobCounts: () => schedulerJobCounts(database.db),
  });
  // Before the modules: they define their jobs (purges, sweeps) on it.
  const scheduler = await installScheduler(app, {
    config,
    database,
    clock,
    ...(deps.demoClock ? { beforePoll: deps.demoClock.refresh } : {}),
  });
  if (deps.demoClock) {
    const { demoClock } = deps;
    // The `npm run clock` command may have moved it since: each request reads the offset.
    app.addHook('onRequest', async () => demoClock.refresh());
    registerDemoClockRoutes(app, { demoClock, scheduler });
  }
  installCareSessions(app, { db: database.db, clock, config });

  registerHealthRoutes(app, database, config);
  registerStaticConfigRoutes(app, staticConfig);
  const startedAt = clock();
  registerCarePlatformRoutes(app, { config, db: database.db, clock, startedAt });
  registerCareHumanCheckRoutes(app, { config, db: database.db, clock });
  registerSchedulerCareRoutes(app, { config, db: database.db, clock });
  registerSessionCapability(app, { config, db: database.db, clock });
  registerConfigServiceRoutes(app, { config });
  registerTimeRoutes(app, { config, clock });
  registerEventRoutes(app, { db: database.db, clock });
  registerIdentityCapability(app, { config, db: database.db, clock });
  registerPasskeyRoutes(app, { config, db: database.db, clock });
  registerDeviceAuthorizationRoutes(app, { config, db: database.db, clock });
  // The visitors' offers kept in memory (ADR 092), shared by the care route and the landings.
  const marketSelections = createMarketSelections();
  registerCatalogCapability(app, { config, db: database.db, clock, marketSelections });
  registerCheckoutQuoteRoutes(app, { config, db: database.db, clock, planChanges });
  registerChangeOfferRoutes(app, { config, db: database.db, clock });
  registerIdentificationCapability(app, { config, db: database.db, clock });
  registerAccountPreferencesCapability(app, { config, db: database.db, clock });
  registerDevicesCapability(app, {
    config,
    db: database.db,
    clock,
    uplink: deps.satelliteUplink,
    partnerFetch: deps.partnerFetch,
  });
  registerInfoCollectionCapability(app, { config, db: database.db, clock });
  installMail(app, { config, db: database.db, clock, ...mailDepsOf(deps) });
  installIdempotency(app, { config, db: database.db, clock });
  installMoneyLocks(app, { config, db: database.db, clock });
  installHumanChecks(app, { config, db: database.db, clock });
  const paymentGateway = installPayments(app, {
    db: database.db,
    clock,
    gateway: deps.paymentGateway,
  });
  const commerceDeps = { config, db: database.db, clock, gateway: paymentGateway };
  registerBillingCapability(app, commerceDeps);
  registerOrderCapability(
    app,
    {
      ...commerceDeps,
      subscriptionChanges: subscriptionChangeOrders(commerceDeps),
      usedCarTrials: usedCarTrialChecks(),
    },
    planChanges,
  );
  registerSubscriptionCapability(app, commerceDeps);
  installSubscriptionClock(app, commerceDeps);
  installDunningAndNotices(app, {
    config,
    retryPeriodCharge: (attempt) => app.subscriptionClock.retryPeriodCharge(attempt),
  });
  registerTransferCareRoutes(app, { config, db: database.db, clock });
  registerEntitlementRoutes(app, { config, db: database.db, clock });
  registerTrialCapability(app, commerceDeps);
  registerUpgradeCapability(app, { config, db: database.db, clock });
  registerPromotionCapability(app, commerceDeps);
  registerListenCapability(app, { config, db: database.db, clock });
  registerPartnerApi(app, { config, db: database.db, clock });
  registerSandboxPlayerRoute(app, { config, db: database.db, clock });
  registerAccountCapability(app, { config, db: database.db, clock });
  registerOnboardingCapability(app, { config, db: database.db, clock });
  registerStudentCapability(app, { config, db: database.db, clock });
  registerOpenApiDocumentRoute(app);
  await registerWebApp(app, {
    config,
    staticConfig,
    clock,
    startedAt,
    db: database.db,
    marketSelections,
  });

  // Not made ready here: tests may still add routes (e.g. one guarded by requireCareSession).
  return app;
}

async function openMigratedDatabase(config: AppConfig): Promise<Database> {
  const database = await openDatabase(config);
  try {
    await database.migrate();
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}

function mailDepsOf(deps: AppDeps): MailDeps {
  return {
    ...(deps.emailTransport ? { emailTransport: deps.emailTransport } : {}),
    ...(deps.smsGateway ? { smsGateway: deps.smsGateway } : {}),
  };
}
