/**
 * The numbers of spec 001 §9 that the SDK and the services share. Units are in the names.
 */
export const HTTP_LIMITS = {
  /** The catalogue (offers, packages) is abandoned after 15 s. */
  catalogueTimeoutMs: 15_000,
  catalogueRetryDelayMs: 2_000,
  catalogueRetryCount: 3,
  /** Everything else waits as long as the platform lets it. */
  defaultTimeoutMs: 0,
  defaultRetryCount: 3,
  defaultRetryBaseDelayMs: 1_000,
} as const;

/** The generic retry helper for work outside HTTP requests. */
export const GENERIC_RETRY = { attempts: 5, baseDelayMs: 100, maxDelayMs: 10_000 } as const;

export const PLAYBACK_TELEMETRY_LIMITS = {
  flushAtCount: 10,
  minFlushIntervalMs: 10_000,
  maxBatchSize: 20,
} as const;

export const USER_EVENT_LIMITS = {
  flushAtCount: 300,
  minFlushIntervalMs: 30 * 60_000,
  maxBatchSize: 1024,
} as const;

/** Default batch size when the config gives no `maxEventBatchCount`. */
export const DEFAULT_MAX_EVENT_BATCH_COUNT = 20;
export const EVENT_PERSIST_DEBOUNCE_MS = 500;

export const CLOCK_LIMITS = {
  initialPollMs: 5_000,
  pollMs: 30 * 60_000,
  maxDiscrepancyMs: 5_000,
  latencySamples: 3,
  /** Weights of the latency samples, oldest to newest. */
  latencyWeights: [0.2, 0.6, 1] as const,
  driftRetryBaseMs: 10_000,
  driftRetryMaxMs: 30_000,
  driftRetryCount: 10,
  initialFillMaxDelayMs: 60_000,
} as const;

export const STORAGE_LIMITS = {
  randomIdLength: 20,
  anonymousIdLength: 16,
  clockCookieMaxAgeSeconds: 365 * 24 * 60 * 60,
  cookiePollMs: 300,
} as const;

export const DEVICE_GRANT_LIMITS = {
  /** Two refreshes of the device grant are at least this far apart, so a warm start within the hour makes no call. */
  minRefreshIntervalMs: 60 * 60_000,
} as const;

/** Fixed values every request carries. */
export const SERVICE_CONSTANTS = {
  platformName: 'browser',
  tenantId: 'orbit-radio',
  clientLibraryVersion: '1.12.2',
} as const;
