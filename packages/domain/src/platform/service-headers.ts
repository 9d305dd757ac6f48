/** Headers of the service APIs. Values in endpoint configs may be templates the SDK fills. */
export const SERVICE_HEADERS = {
  authorization: 'Authorization',
  deviceGrant: 'X-Device-Grant',
  refreshToken: 'X-Refresh-Token',
  /**
   * `cookie` from a browser SDK: the refresh token stays in the server's HttpOnly cookie and is
   * left out of session answers (ADR 023). Browsers that send `Sec-Fetch-Site` get that anyway.
   */
  refreshTokenDelivery: 'X-Refresh-Token-Delivery',
  convergenceToken: 'X-Convergence-Token',
  logicalClock: 'X-Logical-Clock',
  traceId: 'X-Trace-Id',
  platform: 'X-Platform',
  tenantId: 'X-Tenant-Id',
  clientVersion: 'X-Client-Version',
  test: 'X-Orbit-Test',
  preview: 'X-Orbit-Preview',
  idempotencyKey: 'Idempotency-Key',
  anonymousId: 'X-Anonymous-Id',
} as const;

/** Placeholders the SDK replaces in header templates; an unknown or empty one drops the header. */
export const HEADER_TEMPLATE_VARIABLES = [
  'accessToken',
  'deviceGrant',
  'refreshToken',
  'convergenceToken',
  'anonymousId',
] as const;
export type HeaderTemplateVariable = (typeof HEADER_TEMPLATE_VARIABLES)[number];
