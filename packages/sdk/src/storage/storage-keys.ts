/** Cookie names: shared by every site of the service, at path `/`. */
export const COOKIE_NAMES = {
  authToken: 'AUTH_TOKEN',
  deviceGrant: 'DEVICE_GRANT',
  logicalClock: 'LOGICAL_CLOCK',
  anonymousId: 'ANONYMOUS_ID',
} as const;

/** Keys in long-lived storage. */
export const STORAGE_KEYS = {
  playbackEvents: 'orbit.events.playback',
  userEvents: 'orbit.events.user',
  lastDeviceGrantRefresh: 'orbit.deviceGrant.lastRefreshAt',
  applicationConfig: 'orbit.config.application',
} as const;

/** Far-future expiry of the anonymous id cookie (ten years). */
export const ANONYMOUS_ID_MAX_AGE_SECONDS = 10 * 365 * 24 * 60 * 60;
