import os from 'node:os';
import path from 'node:path';
import { type App, buildApp } from '../app.ts';
import { type AppConfig, loadConfig } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import type { Logger } from '../platform/logger.ts';
import type { MailDeps } from '../platform/mail/install-mail.ts';
import type { PaymentGateway } from '../platform/payments/payment-gateway.ts';
import { createSandboxGateway } from '../platform/payments/sandbox-gateway.ts';
import { createFakeClock, type FakeClock } from './fake-clock.ts';
import { openTestDatabase, type TestDatabase, type TestDatabaseOptions } from './test-database.ts';

/**
 * The environment every test app starts from: quiet logs, and a web build folder that does not
 * exist (tests that serve the web app pass their own fixture), so the state of apps/web/dist
 * on this machine never changes a result.
 */
const TEST_ENV: Record<string, string> = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  WEB_DIST_DIR: path.join(os.tmpdir(), 'orbit-care-no-web-build'),
  // No outbox timer: tests deliver by calling deliverDueMessages.
  OUTBOX_POLL_INTERVAL_SECONDS: '0',
  // No scheduler timer: tests run what fell due by calling runDue with the time they moved to.
  SCHEDULER_POLL_SECONDS: '0',
  // Every test of a file calls from 127.0.0.1 into one database; tests of these limits set them low.
  SIGN_IN_ATTEMPTS_PER_IP_PER_MINUTE: '10000',
  IDENTITY_LOOKUPS_PER_IP_PER_MINUTE: '10000',
  LOG_MESSAGE_RATE_LIMIT_PER_MINUTE: '10000',
  ANONYMOUS_SESSION_RATE_LIMIT_PER_MINUTE: '10000',
  DEVICE_GRANT_RATE_LIMIT_PER_MINUTE: '10000',
  CARE_SESSION_STARTS_PER_IP_PER_MINUTE: '10000',
  HUMAN_CHECKS_PER_IP_PER_MINUTE: '10000',
  // A human check a test solves in a few milliseconds (solveHumanCheck).
  HUMAN_CHECK_COST: '1',
  HUMAN_CHECK_MAX_COUNTER: '20',
};

export function testConfig(env: Record<string, string> = {}): AppConfig {
  const merged = { ...TEST_ENV, ...env };
  // argon2id at trivial cost (the production parameters are asserted on their own); the config
  // allows it only in test mode, so a test of production mode hashes for real.
  if (merged.NODE_ENV === 'test') merged.PASSWORD_HASHING ??= 'argon2id-test-only';
  return loadConfig(merged);
}

export type TestAppOptions = {
  /** Environment variables on top of TEST_ENV, exactly as an operator would set them. */
  env?: Record<string, string>;
  clock?: FakeClock;
  logger?: Logger;
  /** Mail transports instead of SMTP_URL's (e.g. one that fails, to test retries). */
  mail?: MailDeps;
  /**
   * A database of its own (cloned from the template) instead of the file's shared one, e.g. to
   * close it; on PostgreSQL, optionally reached through another URL (`connectVia`).
   */
  ownDatabase?: boolean | TestDatabaseOptions;
  /** A gateway wrapping the sandbox's (e.g. `countingGateway`, to hold or count charges). */
  gateway?: (sandbox: PaymentGateway) => PaymentGateway;
  /** How the server calls partners over HTTP, given the app (e.g. answered by `app.inject`). */
  partnerFetch?: (app: App) => typeof fetch;
};

export type TestApp = {
  app: App;
  config: AppConfig;
  clock: FakeClock;
  database: Database;
  db: Db;
};

let sharedDatabase: Promise<TestDatabase> | undefined;
const openApps: App[] = [];
const ownDatabases: TestDatabase[] = [];

/** After each test (`setup-test-file.ts`): closes the apps it built and the databases of its own. */
export async function closeTestApps(): Promise<void> {
  await Promise.all(openApps.splice(0).map((app) => app.close()));
  await Promise.all(ownDatabases.splice(0).map((database) => database.dispose()));
}

/** After each file (`setup-test-file.ts`): the next file starts from a new clone of the template. */
export async function closeFileDatabase(): Promise<void> {
  const database = sharedDatabase;
  sharedDatabase = undefined;
  if (database) await (await database).dispose();
}

/**
 * Builds the real app on a migrated, seeded database (one per test file, cloned from the
 * template made by global-setup) with a fake clock. Call `app.inject(...)`; apps are closed
 * after each test.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = testConfig(options.env);
  const clock = options.clock ?? createFakeClock();
  let testDatabase: TestDatabase;
  if (options.ownDatabase) {
    testDatabase = await openTestDatabase(options.ownDatabase === true ? {} : options.ownDatabase);
    ownDatabases.push(testDatabase);
  } else {
    sharedDatabase ??= openTestDatabase();
    testDatabase = await sharedDatabase;
  }
  const { database } = testDatabase;
  let built: App | undefined;
  const { partnerFetch } = options;
  const app = await buildApp(config, {
    ...(partnerFetch
      ? {
          partnerFetch: ((input: string | URL | Request, init?: RequestInit) => {
            if (!built) throw new Error('the app is not built yet');
            return partnerFetch(built)(input, init);
          }) as typeof fetch,
        }
      : {}),
    database,
    clock: clock.now,
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.gateway
      ? {
          paymentGateway: options.gateway(
            createSandboxGateway({ db: database.db, clock: clock.now }),
          ),
        }
      : {}),
    ...options.mail,
  });
  built = app;
  openApps.push(app);
  return { app, config, clock, database, db: database.db };
}
