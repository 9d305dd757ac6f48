import * as z from 'zod/mini';

/** A session starts anonymous; signing in makes it authenticated; `refresh` is a refreshed one. */
export const SESSION_TYPES = ['anonymous', 'refresh', 'authenticated'] as const;
export type SessionType = (typeof SESSION_TYPES)[number];

/** What a session says besides its access token. */
const sessionFacts = {
  sessionType: z.enum(SESSION_TYPES),
  /** Public id of the access token; user events carry it as `eventTokenId`. */
  accessTokenId: z.string().check(z.minLength(1)),
  /**
   * Absent for a browser: its refresh token is only in the server's HttpOnly cookie (ADR 023).
   * Clients without cookies get it here and send it back in X-Refresh-Token.
   */
  refreshToken: z.optional(z.string().check(z.minLength(1))),
  accessTokenExpiresAt: z.string(),
  refreshTokenExpiresAt: z.string(),
  /** Changes whenever what the session is entitled to changes. */
  entitlementHash: z.string(),
  location: z._default(
    z.nullable(z.object({ country: z.optional(z.string()), region: z.optional(z.string()) })),
    null,
  ),
  /** Present when the server wants the client to re-authenticate with it on the next refresh. */
  convergenceToken: z.optional(z.string()),
};

/** What `session/v1/sessions/*` answers: the tokens and when each stops working. */
export const sessionSchema = z.object({
  ...sessionFacts,
  accessToken: z.string().check(z.minLength(1)),
});
export type Session = z.infer<typeof sessionSchema>;

/**
 * A session as a browser's SDK stores it where scripts can read it (ADR 023): no token at all, so
 * the access token is optional here (and the refresh token is never written).
 */
export const storedSessionSchema = z.object({
  ...sessionFacts,
  accessToken: z.optional(z.string().check(z.minLength(1))),
});
export type StoredSession = z.infer<typeof storedSessionSchema>;

export const locationSchema = z.strictObject({
  country: z.optional(z.string().check(z.maxLength(2))),
  region: z.optional(z.string().check(z.maxLength(10))),
  latitude: z.optional(z.number().check(z.gte(-90), z.lte(90))),
  longitude: z.optional(z.number().check(z.gte(-180), z.lte(180))),
});
export type SessionLocation = z.infer<typeof locationSchema>;

/**
 * `POST session/v1/sessions/refresh`: the body carries only the location; the refresh token (and a
 * convergence token, when one is pending) travel in headers, and there is no Authorization header.
 */
export const refreshSessionRequestSchema = z.strictObject({
  location: z.optional(locationSchema),
});
export type RefreshSessionRequest = z.infer<typeof refreshSessionRequestSchema>;

/** `POST session/v1/sessions/migrate`: exchanges an earlier client's stored session. */
export const migrateSessionRequestSchema = z.strictObject({
  sxmData: z.string().check(z.minLength(1), z.maxLength(4096)),
});
export type MigrateSessionRequest = z.infer<typeof migrateSessionRequestSchema>;

/** `POST session/v1/sessions/anonymous`: the body is optional; the device grant travels in X-Device-Grant. */
export const anonymousSessionRequestSchema = z.strictObject({
  location: z.optional(locationSchema),
});
export type AnonymousSessionRequest = z.infer<typeof anonymousSessionRequestSchema>;

/** `POST session/v1/sessions/authenticated`: trades a sign-in grant for an authenticated session. */
export const authenticatedSessionRequestSchema = z.strictObject({
  grant: z.string().check(z.minLength(1), z.maxLength(4096)),
  location: z.optional(locationSchema),
});
export type AuthenticatedSessionRequest = z.infer<typeof authenticatedSessionRequestSchema>;

/** `POST session/v1/sessions/device`: trades a device-authorization grant (TVs, car-like devices) for a session. */
export const deviceSessionRequestSchema = authenticatedSessionRequestSchema;
export type DeviceSessionRequest = z.infer<typeof deviceSessionRequestSchema>;

/**
 * What `sxmData` decodes to (base64url of this JSON): the stored user info of an earlier client.
 * Only the session's refresh token matters to the server; other fields are kept as they were.
 */
export const storedUserInfoSchema = z.looseObject({
  session: z.looseObject({ refreshToken: z.string().check(z.minLength(1), z.maxLength(1024)) }),
});
export type StoredUserInfo = z.infer<typeof storedUserInfoSchema>;

/** `POST session/v1/sessions/revoke/all`: how many session families stopped working. */
export const revokeAllSessionsResultSchema = z.object({
  revokedSessions: z.number().check(z.int(), z.gte(0)),
});
export type RevokeAllSessionsResult = z.infer<typeof revokeAllSessionsResultSchema>;

/**
 * Single-use grants another service hands out for `sessions/authenticated` (`identity`: a sign-in
 * finished) or `sessions/device` (`device-authorization`: a user code was approved for a device).
 */
export const SIGN_IN_GRANT_KINDS = ['identity', 'device-authorization'] as const;
export type SignInGrantKind = (typeof SIGN_IN_GRANT_KINDS)[number];

/** Codes of the session service that the client reacts to (spec 001 §8). */
export const SESSION_ERROR_CODES = {
  invalidRefreshToken: 'tokenServicesTeam.sessionService.invalid-refresh-token',
  invalidAuthHeaders: 'tokenServicesTeam.sessionService.invalid-auth-headers',
  authorizationPending: 'tokenServicesTeam.sessionService.authorization-pending',
  invalidCredentials: 'userServices.identity.invalidCredentials',
  identityLocked: 'userServices.identity.locked',
  invalidConvergenceToken: 'invalid-convergence-token',
} as const;

/** Codes after which a failed refresh is not retried. */
export const REFRESH_STOP_CODES: readonly string[] = [
  SESSION_ERROR_CODES.invalidCredentials,
  SESSION_ERROR_CODES.identityLocked,
  SESSION_ERROR_CODES.authorizationPending,
];
