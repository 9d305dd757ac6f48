import * as z from 'zod/mini';

/**
 * Passkeys (WebAuthn, spec 001 §3 and §7): the server hands out creation or request options with a
 * *passkey start grant* naming the ceremony's challenge; the client runs the browser ceremony and
 * sends the credential back with that grant. Signing in with a passkey ends in an identity grant,
 * like every other sign-in.
 */

/** base64 (`+/=`) or base64url in, base64url out: the credential fields travel in this form. */
export function toBase64url(value: string): string {
  return value.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const base64url = z.pipe(
  z.pipe(z.string().check(z.maxLength(16_384)), z.transform(toBase64url)),
  z.string().check(z.regex(/^[A-Za-z0-9_-]*$/, 'not base64url')),
);

/** The credential fields spec 001 §3 says are sent base64url-normalised. */
export const PASSKEY_BINARY_FIELDS = [
  'rawId',
  'attestationObject',
  'clientDataJSON',
  'authenticatorData',
  'signature',
  'userHandle',
] as const;

const credentialBase = {
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  clientExtensionResults: z._default(z.record(z.string(), z.unknown()), {}),
  authenticatorAttachment: z.optional(z.enum(['platform', 'cross-platform'])),
};

/** What `navigator.credentials.create()` produced, as JSON (RegistrationResponseJSON). */
export const passkeyRegistrationCredentialSchema = z.object({
  ...credentialBase,
  response: z.object({
    clientDataJSON: base64url,
    attestationObject: base64url,
    authenticatorData: z.optional(base64url),
    transports: z.optional(z.array(z.string().check(z.maxLength(32))).check(z.maxLength(10))),
    publicKeyAlgorithm: z.optional(z.number().check(z.int())),
    publicKey: z.optional(base64url),
  }),
});
export type PasskeyRegistrationCredential = z.output<typeof passkeyRegistrationCredentialSchema>;

/** What `navigator.credentials.get()` produced, as JSON (AuthenticationResponseJSON). */
export const passkeyAuthenticationCredentialSchema = z.object({
  ...credentialBase,
  response: z.object({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: z.nullish(base64url),
  }),
});
export type PasskeyAuthenticationCredential = z.output<
  typeof passkeyAuthenticationCredentialSchema
>;

/**
 * A ceremony's start: the options for the browser (PublicKeyCredentialCreationOptionsJSON or
 * …RequestOptionsJSON, kept as the server made them) and the passkey start grant.
 */
export const passkeyCeremonyStartSchema = z.object({
  grant: z.string(),
  grantExpiresAt: z.string(),
  options: z.record(z.string(), z.unknown()),
});
export type PasskeyCeremonyStart = z.infer<typeof passkeyCeremonyStartSchema>;

const startGrant = z.string().check(z.minLength(1), z.maxLength(256));

export const passkeyRegistrationFinishRequestSchema = z.strictObject({
  grant: startGrant,
  credential: passkeyRegistrationCredentialSchema,
});
export const passkeyAuthenticationFinishRequestSchema = z.strictObject({
  grant: startGrant,
  credential: passkeyAuthenticationCredentialSchema,
});

/** A registered passkey, as its owner sees it. */
export const passkeySchema = z.object({
  id: z.string(),
  credentialId: z.string(),
  transports: z.array(z.string()),
  deviceType: z.enum(['singleDevice', 'multiDevice']),
  backedUp: z.boolean(),
  createdAt: z.string(),
  lastUsedAt: z.nullable(z.string()),
});
export type Passkey = z.infer<typeof passkeySchema>;

export const PASSKEY_ERRORS = {
  PASSKEY_DISABLED: {
    status: 403,
    propKey: 'error.passkey.disabled',
    type: 'BUSINESS',
    description: 'Passkeys are not enabled.',
  },
  PASSKEY_CHALLENGE_INVALID: {
    status: 400,
    propKey: 'error.passkey.challenge.invalid',
    type: 'BUSINESS',
    description: 'The passkey start grant is unknown, expired or already used; start again.',
  },
  PASSKEY_VERIFICATION_FAILED: {
    status: 400,
    propKey: 'error.passkey.verification.failed',
    type: 'BUSINESS',
    description: 'The passkey could not be verified.',
  },
  PASSKEY_NOT_FOUND: {
    status: 400,
    propKey: 'error.passkey.not.found',
    type: 'BUSINESS',
    description: 'This passkey is not registered.',
  },
  PASSKEY_ALREADY_REGISTERED: {
    status: 409,
    propKey: 'error.passkey.already.registered',
    type: 'BUSINESS',
    description: 'This passkey is already registered.',
  },
} as const;

/** Analytics events of the passkey prompt (spec 001 §4). */
export const PASSKEY_PROMPT_EVENTS = ['shown', 'accepted', 'denied', 'notShown'] as const;
export type PasskeyPromptEvent = (typeof PASSKEY_PROMPT_EVENTS)[number];
