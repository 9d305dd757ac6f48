/**
 * The error codes of sign-up, sign-in, one-time passcodes, magic links and credential changes
 * (spec 001 §8, flows §1.6 and §7.3). PRODUCT_ERRORS includes this table, so each code travels
 * with one HTTP status and, on the care API, one message key. `description` is what the service
 * error shape says: safe for a developer to read, never naming a customer.
 *
 * Where the spec fixes a different code on the wire for one service (the OTP service answers
 * `EXPIRED`, the session codes `userServices.identity.locked`), the server sends it as the service
 * code beside the product code; SERVICE_CODES below lists them.
 */
export const IDENTITY_ERRORS = {
  // Sign-up (identities create v1 and v2).
  IDENTITY_ALREADY_EXISTS_ERROR: {
    status: 409,
    propKey: 'error.identity.already.exists',
    type: 'BUSINESS',
    description: 'An identity already uses this email address; sign in instead.',
  },
  WAITING_ON_ONE_TIME_PASSWORD_ERROR: {
    status: 428,
    propKey: 'error.identity.waiting.on.one.time.password',
    type: 'BUSINESS',
    description: 'The identity was created; a one-time passcode was sent to finish signing in.',
  },
  INVALID_EMAIL_ERROR: {
    status: 400,
    propKey: 'error.identity.invalid.email',
    type: 'BUSINESS',
    description: 'The email address is not valid.',
  },
  IDENTITY_NOT_ELIGIBLE_ERROR: {
    status: 403,
    propKey: 'error.identity.not.eligible',
    type: 'BUSINESS',
    description: 'This identity cannot do this.',
  },
  // Password rules (spec 001 §5).
  PASSWORD_POLICY_NOT_MET: {
    status: 400,
    propKey: 'error.purchase.service.invalid.password',
    type: 'BUSINESS',
    description: 'The password does not meet the password policy.',
  },
  PASSWORD_DISALLOWED_WORDS: {
    status: 400,
    propKey: 'error.purchase.service.invalid.password',
    type: 'BUSINESS',
    description: 'The password contains a word that is not allowed (see extras.word).',
  },
  PASSWORD_HAS_PERSONAL_DATA: {
    status: 400,
    propKey: 'error.purchase.service.password.has.pii.data',
    type: 'BUSINESS',
    description: 'The password contains personal data (a name, the email, username or phone).',
  },
  PASSWORD_TOO_COMMON: {
    status: 400,
    propKey: 'error.purchase.service.invalid.password',
    type: 'BUSINESS',
    description: 'The password is one of the most common passwords.',
  },
  USERNAME_IN_USE: {
    status: 409,
    propKey: 'error.identity.username.in.use',
    type: 'BUSINESS',
    description: 'Another identity uses this username.',
  },
  // Sign-in.
  INVALID_CREDENTIALS: {
    status: 400,
    propKey: 'error.identity.invalid.credentials',
    type: 'BUSINESS',
    description: 'The handle or the password is not right.',
  },
  INVALID_HANDLE: {
    status: 400,
    propKey: 'error.identity.invalid.handle',
    type: 'BUSINESS',
    description: 'The handle must be an email address or a username of 6 to 20 letters and digits.',
  },
  SIGN_IN_DELAYED: {
    status: 429,
    propKey: 'error.authenticate.sign.in.delayed',
    type: 'BUSINESS',
    description:
      'Wrong passwords for this handle from this address: wait before the next try (Retry-After, ' +
      'extras.retryAfterSeconds). Other addresses, and the owner, are not held up.',
  },
  REAUTHENTICATION_REQUIRED: {
    status: 403,
    propKey: 'error.identity.reauthentication.required',
    type: 'BUSINESS',
    description:
      'Confirm it is you: send currentPassword or a reauthenticationGrant, or sign in again.',
  },
  // One-time passcodes.
  OTP_BAD_REQUEST: {
    status: 400,
    propKey: 'error.otp.bad.request',
    type: 'BUSINESS',
    description: 'A passcode cannot be sent this way.',
  },
  OTP_EXPIRED: {
    status: 410,
    propKey: 'error.otp.expired',
    type: 'BUSINESS',
    description: 'The passcode has expired; ask for a new one.',
  },
  OTP_INVALID: {
    status: 400,
    propKey: 'error.otp.invalid',
    type: 'BUSINESS',
    description: 'The passcode is not right.',
  },
  OTP_NOT_FOUND: {
    status: 404,
    propKey: 'error.otp.not.found',
    type: 'BUSINESS',
    description: 'No passcode is waiting; ask for a new one.',
  },
  OTP_ATTEMPTS_EXCEEDED: {
    status: 429,
    propKey: 'error.otp.attempts.exceeded',
    type: 'BUSINESS',
    description: 'Too many wrong passcodes; ask for a new one.',
  },
  // Magic links.
  MAGIC_LINK_NOT_FOUND: {
    status: 404,
    propKey: 'error.magic.link.not.found',
    type: 'BUSINESS',
    description: 'The sign-in link is not valid or was already used.',
  },
  MAGIC_LINK_EXPIRED: {
    status: 410,
    propKey: 'error.magic.link.expired',
    type: 'BUSINESS',
    description: 'The sign-in link has expired; ask for a new one.',
  },
  // Credential changes.
  HANDLE_ALREADY_IN_USE: {
    status: 409,
    propKey: 'error.identity.handle.already.in.use',
    type: 'BUSINESS',
    description: 'Another identity uses this email address or username.',
  },
  EMAIL_INVALID: {
    status: 400,
    propKey: 'error.identity.email.invalid',
    type: 'BUSINESS',
    description: 'The email address is not valid.',
  },
  INVALID_PHONE_NUMBER: {
    status: 400,
    propKey: 'error.identity.invalid.phone.number',
    type: 'BUSINESS',
    description: 'The phone number must have 10 digits.',
  },
  INVALID_VERIFICATION_GRANT: {
    status: 400,
    propKey: 'error.identity.invalid.verification.grant',
    type: 'BUSINESS',
    description: 'The verification grant is not valid, has expired or proves another value.',
  },
  // Legacy care login (flows §1.6) and the "Login SMS" codes (spec 001 §8).
  INVALID_USERNAME_OR_PASSWORD: {
    status: 400,
    propKey: 'error.authenticate.invalid.username.or.password',
    type: 'BUSINESS',
    description: 'The username or the password is not right.',
  },
  ACCOUNT_IN_DIFFERENT_COUNTRY: {
    status: 403,
    propKey: 'error.authenticate.account.in.different.country',
    type: 'BUSINESS',
    description: 'The account belongs to the other country; sign in on its site.',
  },
  ACCOUNT_TYPE_NOT_SUPPORTED: {
    status: 403,
    propKey: 'error.authenticate.account.type.not.supported',
    type: 'BUSINESS',
    description: 'This is a streaming login; it cannot manage an account here.',
  },
  PROSPECT_ACCOUNT_TYPE_NOT_SUPPORTED: {
    status: 403,
    propKey: 'error.authenticate.prospect.account.type.not.supported',
    type: 'BUSINESS',
    description: 'This is a streaming-trial login; register to manage an account.',
  },
  CUSTOMER_TYPE_NOT_SUPPORTED: {
    status: 403,
    propKey: 'error.authenticate.customer.type.not.supported',
    type: 'BUSINESS',
    description: 'This account cannot be managed online.',
  },
  // Credential recovery (flows §7.3).
  INVALID_RESET_KEY: {
    status: 400,
    propKey: 'error.credential.recovery.invalid.reset.key',
    type: 'BUSINESS',
    description: 'The reset link is not valid or was already used.',
  },
  RESET_KEY_EXPIRED: {
    status: 410,
    propKey: 'error.credential.recovery.reset.key.expired',
    type: 'BUSINESS',
    description: 'The reset link has expired; ask for a new one.',
  },
} as const satisfies Record<
  string,
  { status: number; propKey: string; type: 'BUSINESS' | 'SYSTEM'; description: string }
>;

export type IdentityErrorCode = keyof typeof IDENTITY_ERRORS;

/**
 * Codes the spec fixes on the wire for one service; the server sends them as the service error's
 * `code` (the product code still decides the status and the care API's key).
 */
export const IDENTITY_SERVICE_CODES = {
  /** Password sign-in while locked out: a session code that stops the SDK's refresh retries. */
  locked: 'userServices.identity.locked',
  otpExpired: 'EXPIRED',
  otpInvalid: 'INVALID',
  otpNotFound: 'NOT_FOUND',
  otpRateLimitExceeded: 'RATE_LIMIT_EXCEEDED',
  otpBadRequest: 'BAD_REQUEST',
} as const;

/** The errors the SDK's sign-up reports (spec 001 §8), whatever the service answered. */
export const SIGN_UP_ERROR_CODES = [
  'IDENTITY_ALREADY_EXISTS_ERROR',
  'WAITING_ON_ONE_TIME_PASSWORD_ERROR',
  'INVALID_EMAIL_ERROR',
  'INVALID_PASSWORD_ERROR',
  'IDENTITY_NOT_ELIGIBLE_ERROR',
  'INVALID_CREDENTIALS_ERROR',
  'SYSTEM',
] as const;
export type SignUpErrorCode = (typeof SIGN_UP_ERROR_CODES)[number];

const SIGN_UP_ERROR_BY_SERVICE_CODE: Record<string, SignUpErrorCode> = {
  IDENTITY_ALREADY_EXISTS_ERROR: 'IDENTITY_ALREADY_EXISTS_ERROR',
  WAITING_ON_ONE_TIME_PASSWORD_ERROR: 'WAITING_ON_ONE_TIME_PASSWORD_ERROR',
  INVALID_EMAIL_ERROR: 'INVALID_EMAIL_ERROR',
  IDENTITY_NOT_ELIGIBLE_ERROR: 'IDENTITY_NOT_ELIGIBLE_ERROR',
  PASSWORD_POLICY_NOT_MET: 'INVALID_PASSWORD_ERROR',
  PASSWORD_DISALLOWED_WORDS: 'INVALID_PASSWORD_ERROR',
  PASSWORD_HAS_PERSONAL_DATA: 'INVALID_PASSWORD_ERROR',
  PASSWORD_TOO_COMMON: 'INVALID_PASSWORD_ERROR',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS_ERROR',
  [IDENTITY_SERVICE_CODES.locked]: 'INVALID_CREDENTIALS_ERROR',
};

/**
 * The sign-up error the SDK reports for a code the identities-create call answered: the four
 * password codes are all INVALID_PASSWORD_ERROR (the precise one stays in the service error for
 * the form's message); anything unknown is SYSTEM.
 */
export function signUpErrorFor(serviceCode: string): SignUpErrorCode {
  return SIGN_UP_ERROR_BY_SERVICE_CODE[serviceCode] ?? 'SYSTEM';
}

/** The legacy sign-in codes the care login page switches on (flows §1.6). */
export const LOGIN_SMS_ERROR_CODES = [
  'ACCOUNT_IN_DIFFERENT_COUNTRY',
  'ACCOUNT_TYPE_NOT_SUPPORTED',
  'PROSPECT_ACCOUNT_TYPE_NOT_SUPPORTED',
  'CUSTOMER_TYPE_NOT_SUPPORTED',
] as const satisfies readonly IdentityErrorCode[];
