import { fileURLToPath } from 'node:url';
import {
  APP_MODES,
  type AppMode,
  FEATURE_FLAGS,
  type FeatureFlag,
  SERVICE_DOMAINS,
} from '@orbit/domain';
import {
  directory,
  type EnvOf,
  endpointNames,
  flagOverrides,
  integer,
  oneOf,
  optionalHttpUrl,
  optionalPostgresUrl,
  text,
  trustProxy,
} from './env-vars.ts';

/** The server process: where it listens, its database, its build, its log, what it switches off. */

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * `worker` runs PGlite on a thread of its own, so requests that need no database are answered
 * while a statement runs (ADR 088); `main` (the default until the whole server suite passes on
 * the worker, see the ADR) keeps it on the event loop's thread.
 */
export const PGLITE_THREADS = ['worker', 'main'] as const;
export type PgliteThreadSetting = (typeof PGLITE_THREADS)[number];

/** `session.refresh`, `telemetry.actions`, …: every endpoint the service-domain table knows. */
const KNOWN_ENDPOINTS = Object.entries(SERVICE_DOMAINS).flatMap(([domain, { endPoints }]) =>
  Object.keys(endPoints).map((endpoint) => `${domain}.${endpoint}`),
);

/**
 * Folders that belong to the repository, found from this file so the server runs from any cwd
 * (the server's build keeps each source's own `import.meta.url`, ADR 087).
 */
const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../../../web/dist', import.meta.url));
const DEFAULT_VARIANTS_DIR = fileURLToPath(new URL('../../../config/variants', import.meta.url));

/** Relative folders (DATA_DIR, WEB_DIST_DIR, VARIANTS_DIR) are resolved against `cwd`. */
export function serverEnv(cwd: string) {
  return {
    NODE_ENV: oneOf(APP_MODES, 'development'),
    PORT: integer(1, 65535, 8080),
    HOST: text('0.0.0.0'),
    PUBLIC_URL: optionalHttpUrl(),
    DATA_DIR: directory('./.data', cwd),
    DATABASE_URL: optionalPostgresUrl(),
    PGLITE_THREAD: oneOf(PGLITE_THREADS, 'main'),
    LOG_LEVEL: oneOf(LOG_LEVELS, 'info'),
    WEB_DIST_DIR: directory(DEFAULT_WEB_DIST_DIR, cwd),
    VARIANTS_DIR: directory(DEFAULT_VARIANTS_DIR, cwd),
    BUILD_TAG: text('dev'),
    TRUST_PROXY: trustProxy(),
    DISABLED_ENDPOINTS: endpointNames(KNOWN_ENDPOINTS),
    FEATURE_FLAG_OVERRIDES: flagOverrides(FEATURE_FLAGS),
  };
}

export type ServerEnv = EnvOf<ReturnType<typeof serverEnv>>;

export type ServerSettings = {
  mode: AppMode;
  host: string;
  port: number;
  publicUrl: string;
  trustProxy: boolean | string[];
  logLevel: (typeof LOG_LEVELS)[number];
  /** Where the embedded database (and its lock file) live when no DATABASE_URL is given. */
  dataDir: string;
  databaseUrl: string | undefined;
  /** Where the embedded database runs: its own worker thread, or the main thread (default). */
  pgliteThread: PgliteThreadSetting;
  webDistDir: string;
  variantsDir: string;
  buildTag: string;
  /** `domain.endpoint` names the config service reports as disabled. */
  disabledEndpoints: readonly string[];
  featureFlagOverrides: Partial<Record<FeatureFlag, 'true' | 'false'>>;
};

/** PUBLIC_URL, else this machine at PORT: the origin other settings default from. */
export function publicUrlOf(env: Pick<ServerEnv, 'PUBLIC_URL' | 'PORT'>): string {
  return env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
}

export function serverSettingsOf(env: ServerEnv): ServerSettings {
  return {
    mode: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    publicUrl: publicUrlOf(env),
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    pgliteThread: env.PGLITE_THREAD,
    webDistDir: env.WEB_DIST_DIR,
    variantsDir: env.VARIANTS_DIR,
    buildTag: env.BUILD_TAG,
    disabledEndpoints: env.DISABLED_ENDPOINTS,
    featureFlagOverrides: env.FEATURE_FLAG_OVERRIDES,
  };
}
