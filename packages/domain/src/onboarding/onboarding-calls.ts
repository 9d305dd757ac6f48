import * as z from 'zod/mini';
import { careFlepzRequestSchema } from '../identification/customer-lookups.ts';
import { LOCALES } from '../locale/locales.ts';
import { careCaptchaFields } from '../platform/captcha-fields.ts';
import { EMAIL_MAX_LENGTH } from '../validation/email.ts';
import { ONBOARDING_ROUTING_REASONS } from './routing-reasons.ts';

const PASSWORD_MAX_TYPED = 128;
const USERNAME_MAX_TYPED = 254;
const CODE_MAX_TYPED = 40;
const TOKEN_MAX_LENGTH = 1000;

/**
 * One subscription an onboarding lookup matched, as a stranger may see it: the radio's last
 * four, the plan's name and the email masked (j******@example.com) — never a name, a whole
 * radio id or an account number. `matchRef` names it in `account/onboarding/update-streaming`; it is bound
 * to this care session for 30 minutes and means nothing elsewhere.
 */
export const careOnboardingMatchSchema = /* @__PURE__ */ z.object({
  matchRef: z.string(),
  reason: z.enum(ONBOARDING_ROUTING_REASONS),
  /** Null for a streaming-only subscription (no radio). */
  radioIdLastFour: z.nullable(z.string()),
  /** `****1234`, as the page shows it; null with no radio. */
  maskedRadioId: z.nullable(z.string()),
  vehicle: z.nullable(
    z.object({ year: z.nullable(z.number().check(z.int())), make: z.string(), model: z.string() }),
  ),
  /** Null when no plan runs on it (InActive). */
  planName: z.nullable(z.string()),
  /** The account's email, masked; null when the account has none. */
  maskedEmail: z.nullable(z.string()),
  /** Only for `existingCredentials`: the streaming sign-in, masked. */
  maskedUsername: z.nullable(z.string()),
  /**
   * The match was made by a radio id, VIN or plate only: before `account/onboarding/update-streaming` the
   * page proves last name, phone and zip with `authenticate/verify-pii-data` (ADR 056).
   */
  verificationRequired: z.boolean(),
});
export type CareOnboardingMatch = z.infer<typeof careOnboardingMatchSchema>;

/**
 * The answer of every onboarding lookup (flepz, device, token): 0, 1 or many matches, each with
 * its routing reason. `onboardingPageOf(matches)` names the page.
 */
export const careOnboardingMatchesSchema = /* @__PURE__ */ z.object({
  matchesFound: z.number().check(z.int(), z.gte(0)),
  matches: z.array(careOnboardingMatchSchema),
});
export type CareOnboardingMatches = z.infer<typeof careOnboardingMatchesSchema>;

/** `POST /services/identity/streaming/flepz`: the customer flepz fields (flows §0 rules). */
export const careStreamingFlepzRequestSchema = careFlepzRequestSchema;
export type CareStreamingFlepzRequest = z.infer<typeof careStreamingFlepzRequestSchema>;

/**
 * `POST /services/identity/streaming/device`: the find-account page's other tabs — exactly one
 * of a radio id, a VIN, or a plate with its state and the customer's consent.
 */
export const careStreamingDeviceRequestSchema = /* @__PURE__ */ z.strictObject({
  radioId: z.optional(z.string().check(z.trim(), z.maxLength(12))),
  vin: z.optional(z.string().check(z.trim(), z.maxLength(17))),
  licensePlate: z.optional(z.string().check(z.trim(), z.maxLength(8))),
  state: z.optional(z.string().check(z.trim(), z.maxLength(2))),
  consent: z.optional(z.boolean()),
  locale: z.optional(z.enum(LOCALES)),
  ...careCaptchaFields,
});
export type CareStreamingDeviceRequest = z.infer<typeof careStreamingDeviceRequestSchema>;

/** `POST /services/account/token/onboarding`: the `tkn` of a `tkn-lookup` link. */
export const careOnboardingTokenRequestSchema = /* @__PURE__ */ z.strictObject({
  token: z.string().check(z.trim(), z.minLength(1), z.maxLength(TOKEN_MAX_LENGTH)),
  locale: z.optional(z.enum(LOCALES)),
});
export type CareOnboardingTokenRequest = z.infer<typeof careOnboardingTokenRequestSchema>;

/**
 * `POST /services/account/onboarding/update-streaming` (the onboarding form of the legacy `account/update-streaming`, whose path the account owner's edit already serves; ADR 056): the streaming credentials of a subscription this
 * care session matched. `matchRef` (from the lookup's answer) or `radioId` (whole, a radio the
 * session matched) names it. `synchronizeAccountEmail`: the account's email becomes `email`.
 */
export const careUpdateStreamingRequestSchema = /* @__PURE__ */ z.strictObject({
  matchRef: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  radioId: z.optional(z.string().check(z.trim(), z.maxLength(12))),
  username: z.string().check(z.trim(), z.maxLength(USERNAME_MAX_TYPED)),
  password: z.string().check(z.maxLength(PASSWORD_MAX_TYPED)),
  email: z.string().check(z.trim(), z.maxLength(EMAIL_MAX_LENGTH)),
  synchronizeAccountEmail: z._default(z.boolean(), false),
});
export type CareUpdateStreamingRequest = z.input<typeof careUpdateStreamingRequestSchema>;

export const careUpdateStreamingResultSchema = /* @__PURE__ */ z.object({
  /** The new sign-in, masked: what `setup-login-confirmation` shows. */
  maskedUsername: z.string(),
  accountEmailUpdated: z.boolean(),
});
export type CareUpdateStreamingResult = z.infer<typeof careUpdateStreamingResultSchema>;

/** `POST /services/offers/free-listen-promo`. */
export const careFreeListenPromoRequestSchema = /* @__PURE__ */ z.strictObject({
  promoCode: z.string().check(z.trim(), z.minLength(1), z.maxLength(CODE_MAX_TYPED)),
});
export type CareFreeListenPromoRequest = z.infer<typeof careFreeListenPromoRequestSchema>;

export const careFreeListenPromoResultSchema = /* @__PURE__ */ z.object({
  promoCode: z.string(),
  /** False: the code exists but is not a free-listen promo (or is unknown): the page says so. */
  freeListen: z.boolean(),
  /** How long the free listening lasts; null when not a free-listen promo. */
  days: z.nullable(z.number().check(z.int(), z.positive())),
  planCode: z.nullable(z.string()),
  planName: z.nullable(z.string()),
});
export type CareFreeListenPromoResult = z.infer<typeof careFreeListenPromoResultSchema>;

/** `POST /services/account/prospect/create-streaming-trial`. */
export const careCreateStreamingTrialRequestSchema = /* @__PURE__ */ z.strictObject({
  email: z.string().check(z.trim(), z.maxLength(EMAIL_MAX_LENGTH)),
  promoCode: z.string().check(z.trim(), z.minLength(1), z.maxLength(CODE_MAX_TYPED)),
  locale: z.optional(z.enum(LOCALES)),
  ...careCaptchaFields,
});
export type CareCreateStreamingTrialRequest = z.infer<typeof careCreateStreamingTrialRequestSchema>;

/** The same answer whatever the email (ADR 025): the page says "check your email". */
export const careCreateStreamingTrialResultSchema = /* @__PURE__ */ z.object({
  emailSent: z.literal(true),
  maskedEmail: z.string(),
  days: z.number().check(z.int(), z.positive()),
});
export type CareCreateStreamingTrialResult = z.infer<typeof careCreateStreamingTrialResultSchema>;

/** `POST /services/account/prospect/streaming-password-reset-token`. */
export const careStreamingResetTokenRequestSchema = /* @__PURE__ */ z.strictObject({
  resetToken: z.string().check(z.trim(), z.minLength(1), z.maxLength(TOKEN_MAX_LENGTH)),
});
export type CareStreamingResetTokenRequest = z.infer<typeof careStreamingResetTokenRequestSchema>;

export const careStreamingResetTokenResultSchema = /* @__PURE__ */ z.object({
  /** What `create-streaming-password` takes as `resetKey` (also remembered on this session). */
  resetKey: z.string(),
  /** The prospect's sign-in, masked. */
  maskedEmail: z.string(),
  planName: z.nullable(z.string()),
  expiresAt: z.string(),
});
export type CareStreamingResetTokenResult = z.infer<typeof careStreamingResetTokenResultSchema>;

/**
 * `POST /services/account/prospect/create-streaming-password`: `resetKey` from the token check,
 * or, left out, the one this care session checked last.
 */
export const careCreateStreamingPasswordRequestSchema = /* @__PURE__ */ z.strictObject({
  newPassword: z.string().check(z.maxLength(PASSWORD_MAX_TYPED)),
  resetKey: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(TOKEN_MAX_LENGTH))),
});
export type CareCreateStreamingPasswordRequest = z.infer<
  typeof careCreateStreamingPasswordRequestSchema
>;

export const careCreateStreamingPasswordResultSchema = /* @__PURE__ */ z.object({
  /** The handle to sign in with, masked. */
  maskedEmail: z.string(),
});
export type CareCreateStreamingPasswordResult = z.infer<
  typeof careCreateStreamingPasswordResultSchema
>;

/** `POST /services/10footdevice/validate-code`: the code a TV shows (XXXX-XXXX, any case). */
export const careActivationCodeRequestSchema = /* @__PURE__ */ z.strictObject({
  activationCode: z.string().check(z.trim(), z.minLength(1), z.maxLength(32)),
});
export type CareActivationCodeRequest = z.infer<typeof careActivationCodeRequestSchema>;

export const careActivationCodeResultSchema = /* @__PURE__ */ z.object({
  /** XXXX-XXXX, as the TV shows it. */
  activationCode: z.string(),
  expiresAt: z.string(),
});
export type CareActivationCodeResult = z.infer<typeof careActivationCodeResultSchema>;

/** `POST /services/10footdevice/register`: sign in and authorize the TV in one call. */
export const careTenFootRegisterRequestSchema = /* @__PURE__ */ z.strictObject({
  activationCode: z.string().check(z.trim(), z.minLength(1), z.maxLength(32)),
  username: z.string().check(z.trim(), z.minLength(1), z.maxLength(USERNAME_MAX_TYPED)),
  password: z.string().check(z.minLength(1), z.maxLength(PASSWORD_MAX_TYPED)),
  ...careCaptchaFields,
});
export type CareTenFootRegisterRequest = z.infer<typeof careTenFootRegisterRequestSchema>;

export const careTenFootRegisterResultSchema = /* @__PURE__ */ z.object({
  activated: z.literal(true),
});
export type CareTenFootRegisterResult = z.infer<typeof careTenFootRegisterResultSchema>;

/** What `GET /services/geolocation/country` answers: a site's market, or no market of ours. */
export const CALLER_COUNTRIES = ['us', 'ca', 'unknown'] as const;
export type CallerCountry = (typeof CALLER_COUNTRIES)[number];

/** `GET /services/geolocation/country`: the caller's country, from the address they call from. */
export const careCallerCountryResultSchema = /* @__PURE__ */ z.object({
  country: z.enum(CALLER_COUNTRIES),
});
export type CareCallerCountryResult = z.infer<typeof careCallerCountryResultSchema>;
