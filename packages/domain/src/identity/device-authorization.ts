import * as z from 'zod/mini';

/**
 * Device authorization (RFC 8628) for TVs, car-like devices and speakers: the device shows a short
 * user code, a signed-in customer types it on the web, the device polls until it gets a grant it
 * trades at session/v1/sessions/device. Speakers (Sonos-like) show a *link code* instead: the same
 * code, authorized at link-codes/authorize, which also makes the speaker a device of the identity.
 */
export const DEVICE_AUTHORIZATION_FLOWS = ['tv', 'car', 'speaker'] as const;
export type DeviceAuthorizationFlow = (typeof DEVICE_AUTHORIZATION_FLOWS)[number];

/**
 * 20 consonants: no vowels (so no words), no Y, no digits (0/O and 1/I never confused). Eight of
 * them give 20⁸ ≈ 2.6 × 10¹⁰ codes (RFC 8628 §6.1 suggests this alphabet).
 */
export const USER_CODE_ALPHABET = 'BCDFGHJKLMNPQRSTVWXZ';
export const USER_CODE_LENGTH = 8;

export const DEVICE_AUTHORIZATION_LIMITS = {
  /** How long a device code and its user code live. */
  codeTtlSeconds: 600,
  /** The first polling interval the device is told. */
  pollIntervalSeconds: 5,
  /** Added to the interval each time the device polls too early (RFC 8628 §3.5). */
  slowDownStepSeconds: 5,
  /** Wrong guesses at one code (the first half right, the second wrong) before it is dead. */
  maxWrongGuessesPerCode: 5,
} as const;

/** What the customer typed, reduced to the alphabet: upper-cased, separators and spaces dropped. */
export function normaliseUserCode(input: string): string {
  const upper = input.toUpperCase();
  let out = '';
  for (const char of upper) {
    if (USER_CODE_ALPHABET.includes(char)) out += char;
    if (out.length === USER_CODE_LENGTH) break;
  }
  return out;
}

/** `BCDF-GHJK` as it is shown and typed; a partial code gets its dash once the first half is there. */
export function formatUserCode(input: string): string {
  const code = normaliseUserCode(input);
  return code.length > 4 ? `${code.slice(0, 4)}-${code.slice(4)}` : code;
}

export function isCompleteUserCode(input: string): boolean {
  return normaliseUserCode(input).length === USER_CODE_LENGTH;
}

export const userCodeGenerateQuerySchema = z.object({
  flow: z._default(z.enum(DEVICE_AUTHORIZATION_FLOWS), 'tv'),
});

/** `POST device-authorization/v1/user-codes/generate?flow=` (RFC 8628 §3.2 names). */
export const deviceAuthorizationResponseSchema = z.object({
  device_code: z.string(),
  /** Shown as XXXX-XXXX. */
  user_code: z.string(),
  verification_uri: z.string(),
  verification_uri_complete: z.string(),
  expires_in: z.number().check(z.int(), z.positive()),
  interval: z.number().check(z.int(), z.positive()),
  flow: z.enum(DEVICE_AUTHORIZATION_FLOWS),
});
export type DeviceAuthorizationResponse = z.infer<typeof deviceAuthorizationResponseSchema>;

const typedCode = z.string().check(z.minLength(1), z.maxLength(32));

/** `POST device-authorization/v1/user-codes/authorize` from a signed-in browser. */
export const userCodeAuthorizeRequestSchema = z.strictObject({
  userCode: typedCode,
  /** The customer refused the device: it gets access_denied. */
  deny: z.optional(z.boolean()),
});

/** `POST device-authorization/v1/link-codes/authorize`: a speaker's link code. */
export const linkCodeAuthorizeRequestSchema = z.strictObject({
  linkCode: typedCode,
  deny: z.optional(z.boolean()),
});

export const deviceAuthorizationDecisionSchema = z.object({
  status: z.enum(['APPROVED', 'DENIED']),
  flow: z.enum(DEVICE_AUTHORIZATION_FLOWS),
  /** The device now linked to the identity (link codes only). */
  deviceId: z.nullable(z.string()),
});
export type DeviceAuthorizationDecision = z.infer<typeof deviceAuthorizationDecisionSchema>;

/** `POST device-authorization/v1/user-codes/authenticate`, polled by the device. */
export const deviceCodeAuthenticateRequestSchema = z.strictObject({
  deviceCode: z.string().check(z.minLength(1), z.maxLength(256)),
});

/** Success: a `device-authorization` grant for session/v1/sessions/device. */
export const deviceAuthorizationGrantSchema = z.object({
  identityId: z.string(),
  grant: z.string(),
  grantExpiresAt: z.string(),
});
export type DeviceAuthorizationGrant = z.infer<typeof deviceAuthorizationGrantSchema>;

/** The service codes of the polling answer (RFC 8628 §3.5) and of the authorize call. */
export const DEVICE_AUTHORIZATION_CODES = {
  authorizationPending: 'authorization_pending',
  slowDown: 'slow_down',
  expiredToken: 'expired_token',
  accessDenied: 'access_denied',
  invalidGrant: 'invalid_grant',
  userCodeInvalid: 'USER_CODE_INVALID',
  userCodeExpired: 'USER_CODE_EXPIRED',
} as const;

export const DEVICE_AUTHORIZATION_ERRORS = {
  DEVICE_AUTHORIZATION_PENDING: {
    status: 400,
    propKey: 'error.device.authorization.pending',
    type: 'BUSINESS',
    description: 'The customer has not approved this device yet; poll again after the interval.',
  },
  DEVICE_AUTHORIZATION_SLOW_DOWN: {
    status: 400,
    propKey: 'error.device.authorization.slow.down',
    type: 'BUSINESS',
    description:
      'Polling faster than the interval; the interval grew by 5 seconds (extras.interval).',
  },
  DEVICE_CODE_EXPIRED: {
    status: 400,
    propKey: 'error.device.code.expired',
    type: 'BUSINESS',
    description: 'The device code has expired; start again with a new code.',
  },
  DEVICE_ACCESS_DENIED: {
    status: 400,
    propKey: 'error.device.access.denied',
    type: 'BUSINESS',
    description: 'The device was refused; start again with a new code.',
  },
  DEVICE_CODE_INVALID: {
    status: 400,
    propKey: 'error.device.code.invalid',
    type: 'BUSINESS',
    description: 'The device code is unknown or was already used.',
  },
  USER_CODE_INVALID: {
    status: 400,
    propKey: 'error.device.user.code.invalid',
    type: 'BUSINESS',
    description: 'This code is not right. Check the code on the device screen.',
  },
  USER_CODE_EXPIRED: {
    status: 400,
    propKey: 'error.device.user.code.expired',
    type: 'BUSINESS',
    description: 'This code can no longer be used; get a new code on the device.',
  },
} as const;
