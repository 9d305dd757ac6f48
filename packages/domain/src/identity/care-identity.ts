import { z } from 'zod';
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
  captchaAnswer: z.string().max(HUMAN_CHECK_LIMITS.answerMaxLength).optional(),
  captchaToken: z.string().max(HUMAN_CHECK_LIMITS.tokenMaxLength).optional(),
};

/** `POST /services/authenticate/login`: `token.username` is the handle (email or username). */
export const careLoginRequestSchema = z
  .object({
    token: z.object({ username: z.string().max(254), password: z.string().max(128) }).strict(),
    environmentData: z.looseObject({}).optional(),
    keepMeSignedIn: z.boolean().optional(),
    ...captchaProofFields,
  })
  .strict();
export type CareLoginRequest = z.infer<typeof careLoginRequestSchema>;

/**
 * No access or refresh token: the care session (its cookie, rotated by this call) is the care
 * API's credential, and the SDK signs in to the service APIs on its own.
 */
export const careLoginResultSchema = z.object({
  accountNum: z.string().nullable(),
  identityId: z.string(),
  thirdPartyPartnerName: z.string().nullable(),
  thirdPartyPartnerType: z.string().nullable(),
});
export type CareLoginResult = z.infer<typeof careLoginResultSchema>;

export const careLogoutRequestSchema = z.object({ source: z.string().max(16).optional() }).strict();
export const careLogoutResultSchema = z.object({ loggedOut: z.literal(true) });

/** `POST /services/authenticate/validate-login`: is this care session signed in, and as whom. */
export const careValidateLoginResultSchema = z.object({
  loggedIn: z.boolean(),
  identityId: z.string().nullable(),
  accountNum: z.string().nullable(),
  maskedHandle: z.string().nullable(),
});
export type CareValidateLoginResult = z.infer<typeof careValidateLoginResultSchema>;

/** `POST /services/validate/password`: the value plus whatever personal data the form has so far. */
export const careValidatePasswordRequestSchema = z
  .object({
    value: z.string().max(128),
    firstName: z.string().max(50).optional(),
    lastName: z.string().max(50).optional(),
    email: z.string().max(254).optional(),
    username: z.string().max(254).optional(),
    phoneNumber: z.string().max(32).optional(),
  })
  .strict();
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
export const careUniqueLoginRequestSchema = z
  .object({ userName: z.string().max(254), reuseUserName: z.boolean().optional() })
  .strict();
export const careUniqueLoginResultSchema = z.object({
  valid: z.boolean(),
  validationErrorKey: z.enum(['', 'validation.username.invalid', 'validation.username.inUse']),
});
export type CareUniqueLoginResult = z.infer<typeof careUniqueLoginResultSchema>;

/** `POST /services/account-mgmt/update-account-login` (flows §7.1 edit-account-login). */
export const careUpdateAccountLoginRequestSchema = z
  .object({
    userName: z.string().max(254),
    password: z.string().max(128).optional(),
    oldPassword: z.string().max(128),
  })
  .strict();

/** `POST /services/account-mgmt/update-account-password` */
export const careUpdateAccountPasswordRequestSchema = z
  .object({ oldPassword: z.string().max(128), password: z.string().max(128) })
  .strict();

export const careAccountLoginResultSchema = z.object({
  userName: z.string(),
  passwordChanged: z.boolean(),
});

// Credential recovery (flows §7.3); the answers are in care-recovery-results.ts.

export const carePasswordSendEmailRequestSchema = z
  .object({
    /** The email or username typed on forgot-password. */
    username: z.string().max(254),
    subscriptionId: z.string().max(64).optional(),
    accountLoginCredentials: z.boolean().optional(),
    prospectUser: z.boolean().optional(),
    setResetKey: z.boolean().optional(),
    queryParam: z.string().max(256).optional(),
    langPref: z.string().max(8).optional(),
    ...captchaProofFields,
  })
  .strict();

export const carePasswordSendTextRequestSchema = z
  .object({
    phoneNo: z.string().max(32),
    username: z.string().max(254).optional(),
    langPref: z.string().max(8).optional(),
    ...captchaProofFields,
  })
  .strict();

export const careValidateResetKeyRequestSchema = z
  .object({ resetKey: z.string().min(1).max(256) })
  .strict();

export const careUpdatePasswordRequestSchema = z
  .object({
    password: z.string().max(128),
    resetKey: z.string().min(1).max(256),
    accountLoginCredentials: z.boolean().optional(),
  })
  .strict();

export const careUsernameSendEmailRequestSchema = z
  .object({
    email: z.string().max(254),
    subscriptionId: z.string().max(64).optional(),
    prospectUser: z.boolean().optional(),
    accountLoginCredentials: z.boolean().optional(),
    langPref: z.string().max(8).optional(),
    ...captchaProofFields,
  })
  .strict();
