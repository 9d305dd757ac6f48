export * from './care/index.ts';
export * from './clients/billing/index.ts';
export * from './clients/card-tokenizer/index.ts';
export * from './clients/content-management/index.ts';
export * from './clients/device-authorization/index.ts';
export * from './clients/eligibility/index.ts';
export * from './clients/gift-cards/index.ts';
export * from './clients/identity/index.ts';
export * from './clients/orchestration/index.ts';
export * from './clients/orders/index.ts';
export * from './clients/partner-entitlements/index.ts';
export * from './clients/passkeys/index.ts';
export * from './clients/sign-ins/index.ts';
export * from './clients/subscriptions/index.ts';
export * from './clients/vehicle-links/index.ts';
export * from './clock/index.ts';
export { DOMAIN_CONFIG_MISSING, DomainConfigStore } from './config/domain-config-store.ts';
export { loadApplicationConfig } from './config/load-application-config.ts';
export {
  DEVICE_GRANT_REFRESH_TOO_SOON,
  DEVICE_ID_UNAVAILABLE,
  DEVICE_INFO_MISSING,
  DeviceGrantManager,
} from './device/device-grant-manager.ts';
export { browserFromUserAgent, deviceMetadata } from './device/device-metadata.ts';
export * from './events/index.ts';
export { retryWithBackoff } from './http/generic-retry.ts';
export * from './http/human-check-required.ts';
export { DEFAULT_RETRY, retryDelayMs, shouldRetry } from './http/retry-policy.ts';
export * from './http/sdk-errors.ts';
export type { CallOptions, ServiceCaller } from './http/service-caller.ts';
export {
  CONFIG_MAX_AGE_MS,
  createOrbitSdk,
  type OrbitSdk,
  type OrbitSdkOptions,
} from './orbit-sdk.ts';
export { defaultRuntime } from './runtime/default-runtime.ts';
export { randomId } from './runtime/random-id.ts';
export { type FetchLike, globalTimers, type SdkRuntime, type Timers } from './runtime/runtime.ts';
export {
  REFRESH_TOKEN_EXPIRED,
  SESSION_NOT_INITIALISED,
  SESSION_PURGE_TOO_SOON,
} from './session/session-errors.ts';
export type { SessionEvent, SessionListener } from './session/session-events.ts';
export type { RefreshOutcome, SessionManager, SignInOptions } from './session/session-manager.ts';
export { type CookieJar, documentCookieJar, memoryCookieJar } from './storage/cookie-jar.ts';
export {
  browserStorage,
  type KeyValueStorage,
  memoryStorage,
} from './storage/key-value-storage.ts';
export { COOKIE_NAMES, STORAGE_KEYS } from './storage/storage-keys.ts';
