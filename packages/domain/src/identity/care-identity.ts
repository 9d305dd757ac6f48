import * as z from 'zod/mini';
import { HUMAN_CHECK_LIMITS } from '../human-check/human-check.ts';

/**
 * The care API's sign-in, validation and credential-recovery calls (`/services/...`, spec 001 §7
 * legacy backend, flows §1.6, §2.1 step 3, §7.1, §7.3). Shapes follow what the web app sends.
 */

/**
 * A solved human check (ADR 024): the answer and the token of `utility/captcha/new`, sent once
 * the server answered CAPTCHA_REQUIRED. Kept here rather than taken from `platform/captcha-fields`:
 * that is a chunk of its own, and the credentials pages loading one more chunk lengthens the
 * entry route's preload map (measured +51 B gzip).
 */
const captchaProofFields = {
  captchaAnswer: z.optional(z.string().check(z.maxLength(HUMAN_CHECK_LIMITS.answerMaxLength))),
  captchaToken: z.optional(z.string().check(z.maxLength(HUMAN_CHECK_LIMITS.tokenMaxLength))),
};

/** `POST /services/authenticate/login`: `token.username` is the handle (email or username). */
export const careLoginRequestSchema = z.strictObject({
  token: z.strictObject({
    username: z.string().check(z.maxLength(254)),
    password: z.string().check(z.maxLength(128)),
  }),
  environmentData: z.optional(z.looseObject({})),
  keepMeSignedIn: z.optional(z.boolean()),
  ...captchaProofFields,
});
export type CareLoginRequest = z.infer<typeof careLoginRequestSchema>;

/**
 * No access or refresh token: the care session (its cookie, rotated by this call) is the care
 * API's credential, and the SDK signs in to the service APIs on its own.
 */
export const careLoginResultSchema = z.object({
  accountNum: z.nullable(z.string()),
  identityId: z.string(),
  thirdPartyPartnerName: z.nullable(z.string()),
  thirdPartyPartnerType: z.nullable(z.string()),
});
export type CareLoginResult = z.infer<typeof careLoginResultSchema>;

export const careLogoutRequestSchema = z.strictObject({
  source: z.optional(z.string().check(z.maxLength(16))),
});
export const careLogoutResultSchema = z.object({ loggedOut: z.literal(true) });

/** `POST /services/authenticate/validate-login`: is this care session signed in, and as whom. */
export const careValidateLoginResultSchema = z.object({
  loggedIn: z.boolean(),
  identityId: z.nullable(z.string()),
  accountNum: z.nullable(z.string()),
  maskedHandle: z.nullable(z.string()),
});
export type CareValidateLoginResult = z.infer<typeof careValidateLoginResultSchema>;

/** `POST /services/validate/password`: the value plus whatever personal data the form has so far. */
export const careValidatePasswordRequestSchema = z.strictObject({
  value: z.string().check(z.maxLength(128)),
  firstName: z.optional(z.string().check(z.maxLength(50))),
  lastName: z.optional(z.string().check(z.maxLength(50))),
  email: z.optional(z.string().check(z.maxLength(254))),
  username: z.optional(z.string().check(z.maxLength(254))),
  phoneNumber: z.optional(z.string().check(z.maxLength(32))),
});
export type CareValidatePasswordRequest = z.infer<typeof careValidatePasswordRequestSchema>;

/** The keys the checkout's credentials step switches on (flows §2.1 step 3a), plus the newer rules. */
export const PASSWORD_VALIDATION_KEYS = {
  PASSWORD_DISALLOWED_WORDS: 'validation.password.new.dictionaryWords',
  PASSWORD_POLICY_NOT_MET: 'validation.password.new.charsAllowed',
  PASSWORD_HAS_PERSONAL_DATA: 'validation.password.new.personalData',
  PASSWORD_TOO_COMMON: 'validation.password.new.commonPassword',
} as const;

export const careValidatePasswordResultSchema = z.object({
  valid: z.boolean(),
  validationErrorKey: z.union([z.literal(''), z.enum(Object.values(PASSWORD_VALIDATION_KEYS))]),
  /** The reserved or common word found, for "cannot include the word X"; '' otherwise. */
  validationErrorFailedWord: z.string(),
  /** Which rule failed, by its code; '' when valid. */
  validationErrorCode: z.string(),
  /** The message key of the failure: invalid password, or password has personal data. */
  errorPropKey: z.string(),
});
export type CareValidatePasswordResult = z.infer<typeof careValidatePasswordResultSchema>;

/** `POST /services/validate/unique-login`: may this username be used (one's own may be reused)? */
export const careUniqueLoginRequestSchema = z.strictObject({
  userName: z.string().check(z.maxLength(254)),
  reuseUserName: z.optional(z.boolean()),
});
export const careUniqueLoginResultSchema = z.object({
  valid: z.boolean(),
  validationErrorKey: z.enum(['', 'validation.username.invalid', 'validation.username.inUse']),
});
export type CareUniqueLoginResult = z.infer<typeof careUniqueLoginResultSchema>;

/** `POST /services/account-mgmt/update-account-login` (flows §7.1 edit-account-login). */
export const careUpdateAccountLoginRequestSchema = z.strictObject({
  userName: z.string().check(z.maxLength(254)),
  password: z.optional(z.string().check(z.maxLength(128))),
  oldPassword: z.string().check(z.maxLength(128)),
});

/** `POST /services/account-mgmt/update-account-password` */
export const careUpdateAccountPasswordRequestSchema = z.strictObject({
  oldPassword: z.string().check(z.maxLength(128)),
  password: z.string().check(z.maxLength(128)),
});

export const careAccountLoginResultSchema = z.object({
  userName: z.string(),
  passwordChanged: z.boolean(),
});

// Credential recovery (flows §7.3); the answers are in care-recovery-results.ts.

export const carePasswordSendEmailRequestSchema = z.strictObject({
  /** The email or username typed on forgot-password. */
  username: z.string().check(z.maxLength(254)),
  subscriptionId: z.optional(z.string().check(z.maxLength(64))),
  accountLoginCredentials: z.optional(z.boolean()),
  prospectUser: z.optional(z.boolean()),
  setResetKey: z.optional(z.boolean()),
  queryParam: z.optional(z.string().check(z.maxLength(256))),
  langPref: z.optional(z.string().check(z.maxLength(8))),
  ...captchaProofFields,
});

export const carePasswordSendTextRequestSchema = z.strictObject({
  phoneNo: z.string().check(z.maxLength(32)),
  username: z.optional(z.string().check(z.maxLength(254))),
  langPref: z.optional(z.string().check(z.maxLength(8))),
  ...captchaProofFields,
});

export const careValidateResetKeyRequestSchema = z.strictObject({
  resetKey: z.string().check(z.minLength(1), z.maxLength(256)),
});

export const careUpdatePasswordRequestSchema = z.strictObject({
  password: z.string().check(z.maxLength(128)),
  resetKey: z.string().check(z.minLength(1), z.maxLength(256)),
  accountLoginCredentials: z.optional(z.boolean()),
});

export const careUsernameSendEmailRequestSchema = z.strictObject({
  email: z.string().check(z.maxLength(254)),
  subscriptionId: z.optional(z.string().check(z.maxLength(64))),
  prospectUser: z.optional(z.boolean()),
  accountLoginCredentials: z.optional(z.boolean()),
  langPref: z.optional(z.string().check(z.maxLength(8))),
  ...captchaProofFields,
});
