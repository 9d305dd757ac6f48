import * as z from 'zod/mini';
import { VEHICLE_LIFECYCLE_STATES } from '../devices/vehicle-lifecycle.ts';
import { careRflzRequestSchema } from '../identification/customer-lookups.ts';
import { LOCALES } from '../locale/locales.ts';
import { careCaptchaFields } from '../platform/captcha-fields.ts';
import {
  CORP_ID_PATTERN,
  DEALER_BRANDING_TYPES,
  TRIAL_PROGRAMS,
  USED_CAR_BRANDING_TYPES,
  USED_CAR_OFFER_TYPES,
} from './trial-programs.ts';
import { TRIAL_STATES } from './trial-state.ts';

/**
 * The care API's trial-activation calls (flows §1.4, §3.1–§3.5, §3.7). A radio is named by a
 * link's token (an emailed activation link, an AST or service-lane one-click link, a dealer's
 * `tkn`) or by the `deviceRef` a lookup gave this care session (find-your-radio, the used-car
 * eligibility check): never by a radio id a stranger typed into a claim.
 */
const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const transactionId = () => z.string().check(z.minLength(8), z.maxLength(100));
const locale = () => z.enum(LOCALES);

const vehicleSchema = z.object({
  year: z.nullable(z.number().check(z.int())),
  make: z.string(),
  model: z.string(),
});

/** Where a claimed trial's service is: the customer's address (flows §3.2 one-step form). */
export const trialServiceAddressSchema = /* @__PURE__ */ z.strictObject({
  streetAddress: text(100),
  city: text(60),
  state: text(2),
  postalCode: text(10),
});
export type TrialServiceAddress = z.infer<typeof trialServiceAddressSchema>;

/** Who the trial is for, as the activation forms ask it. Rules: flows §0 shared field rules. */
export const trialCustomerSchema = /* @__PURE__ */ z.strictObject({
  firstName: text(50),
  lastName: text(50),
  email: text(254),
  /** Ten digits (typed with or without separators). */
  phone: text(20),
  serviceAddress: trialServiceAddressSchema,
});
export type TrialCustomer = z.infer<typeof trialCustomerSchema>;

/** The radio a trial call is about: exactly one of a link's token and a lookup's deviceRef. */
const radioNamedBy = {
  token: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(1000))),
  deviceRef: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
};
const exactlyOneRadio = (body: { token?: string | undefined; deviceRef?: string | undefined }) =>
  (body.token === undefined) !== (body.deviceRef === undefined);
const EXACTLY_ONE_RADIO = {
  message: 'exactly one of token and deviceRef',
  path: ['deviceRef'],
};

// ---------------------------------------------------------------------------------------------
// Used-car eligibility (RFLZ, flows §1.4)

/**
 * `POST /trial/used-car-eligibility-check`: the RFLZ form's radio id or VIN, first name, last
 * name and zip. The box is read first: malformed, or a VIN whose check digit fails, is 3494 with
 * no lookup made.
 */
export const careUsedCarEligibilityRequestSchema = /* @__PURE__ */ careRflzRequestSchema;
export type CareUsedCarEligibilityRequest = z.infer<typeof careUsedCarEligibilityRequestSchema>;

/** SUCCESS: the radio may take a used-car trial; the RTP flow names it by `deviceRef` from here. */
export const careUsedCarEligibilityResultSchema = /* @__PURE__ */ z.object({
  status: z.literal('SUCCESS'),
  deviceRef: z.string(),
  last4DigitsOfRadioId: z.string(),
  usedCarBrandingType: z.enum(USED_CAR_BRANDING_TYPES),
  /** The program code whose offer the RTP flow presents, and that offer's type. */
  programCode: z.string(),
  offerTypeForProgramCode: z.enum(USED_CAR_OFFER_TYPES),
  vehicle: z.nullable(vehicleSchema),
});
export type CareUsedCarEligibilityResult = z.infer<typeof careUsedCarEligibilityResultSchema>;

// ---------------------------------------------------------------------------------------------
// Dealers (SL2C, flows §3.3)

export const careDealerParamsSchema = /* @__PURE__ */ z.strictObject({
  corpId: z.string().check(z.regex(CORP_ID_PATTERN)),
});

/** A dealer's page branding: its name, colour and the brandings it may use. */
export const careDealerSchema = /* @__PURE__ */ z.object({
  corpId: z.string(),
  name: z.string(),
  country: z.enum(['US', 'CA']),
  brandingTypes: z.array(z.enum(DEALER_BRANDING_TYPES)),
  /** `#rrggbb`, contrast-checked against white text when the dealer was set up. */
  accentColor: z.string().check(z.regex(/^#[0-9a-f]{6}$/)),
  /** Shown under the dealer's name ("Service department", "Pre-owned sales"). */
  tagline: z.nullable(z.string()),
});
export type CareDealer = z.infer<typeof careDealerSchema>;

export const careSltcTokenParamsSchema = /* @__PURE__ */ z.strictObject({
  token: z.string().check(z.trim(), z.minLength(1), z.maxLength(1000)),
});

/**
 * `GET /trial/sltc-token/:token`: what a dealer's `tkn` link prefills. EXISTING_CUSTOMER_VALIDATED:
 * the radio's trial is already on an account (the page goes to confirmation). A bad or expired
 * token: 400 INVALID_TOKEN (the page goes to /error).
 */
export const careSltcTokenResultSchema = /* @__PURE__ */ z.object({
  prefillStatus: z.enum(['PREFILLED', 'EXISTING_CUSTOMER_VALIDATED']),
  corpId: z.string(),
  brandingType: z.enum(DEALER_BRANDING_TYPES),
  /** The VIN in full when the dealer's record has one (the customer is at the dealer's). */
  vin: z.nullable(z.string()),
  last4DigitsOfRadioId: z.string(),
  vehicle: z.nullable(vehicleSchema),
});
export type CareSltcTokenResult = z.infer<typeof careSltcTokenResultSchema>;

// ---------------------------------------------------------------------------------------------
// The trial a radio may claim (one-step, two-step, targeted, targeted OEM: flows §3.2)

export const careTrialOfferRequestSchema = /* @__PURE__ */ z
  .strictObject({ ...radioNamedBy, locale: z.optional(locale()) })
  .check(z.refine(exactlyOneRadio, EXACTLY_ONE_RADIO));
export type CareTrialOfferRequest = z.infer<typeof careTrialOfferRequestSchema>;

/** The trial itself: its plan (from the catalog), package and length. */
export const careClaimableTrialSchema = /* @__PURE__ */ z.object({
  planCode: z.string(),
  packageName: z.string(),
  months: z.number().check(z.int(), z.positive()),
  program: z.enum(TRIAL_PROGRAMS),
  /** Set when the trial already runs (a car sold with it): it ends then whoever claims it. */
  endsOn: z.nullable(z.iso.date()),
  /** The last day it may be claimed. */
  claimableUntil: z.iso.date(),
  /** The car maker's brand the page wears (targeted OEM), when the radio has one. */
  oemBranding: z.nullable(z.string()),
});
export type CareClaimableTrial = z.infer<typeof careClaimableTrialSchema>;

const stateFields = {
  lifecycleState: z.enum(VEHICLE_LIFECYCLE_STATES),
  trialState: z.enum(TRIAL_STATES),
};

/**
 * `POST /trial-activation/offer`: which page the radio's trial goes to (flows §3.1), decided by
 * its vehicle lifecycle (spec 001 §4):
 * - CLAIMABLE (TRIAL_ELIGIBLE, TRIAL_NOT_CLAIMED): "your {vehicle} is eligible for a
 *   complimentary N-month trial"; `prefill` only from a link's token (the buyer's record of sale,
 *   sent to the buyer), never for a typed radio;
 * - ALREADY_CLAIMED (TRIAL_CLAIMED, TRIAL_WITH_FOLLOW_ON): the trial runs on an account already;
 * - TRIAL_EXPIRED: the link's offer can no longer be claimed (the trial-expired overlay);
 * - ALREADY_ACTIVE_SELF_PAY, NOT_ELIGIBLE (INACTIVE, no trial offered), CANT_BE_COMPLETED_ONLINE
 *   (a demo car, no car-maker program, not audio capable): the three error pages.
 * A bad or expired token: 400 INVALID_TOKEN; a deviceRef not of this session: 404 DEVICE_NOT_FOUND.
 */
export const careTrialOfferResultSchema = /* @__PURE__ */ z.discriminatedUnion('outcome', [
  z.object({
    outcome: z.literal('CLAIMABLE'),
    /** Names the radio in the claim that follows (a token's radio gets one too). */
    deviceRef: z.string(),
    radioIdLastFour: z.string(),
    vehicle: z.nullable(vehicleSchema),
    trial: careClaimableTrialSchema,
    prefill: z.nullable(z.partial(trialCustomerSchema)),
    ...stateFields,
  }),
  z.object({
    outcome: z.literal('ALREADY_CLAIMED'),
    radioIdLastFour: z.string(),
    vehicle: z.nullable(vehicleSchema),
    trialEndsOn: z.nullable(z.iso.date()),
    ...stateFields,
  }),
  z.object({ outcome: z.literal('TRIAL_EXPIRED') }),
  z.object({
    outcome: z.enum(['ALREADY_ACTIVE_SELF_PAY', 'NOT_ELIGIBLE', 'CANT_BE_COMPLETED_ONLINE']),
  }),
]);
export type CareTrialOfferResult = z.infer<typeof careTrialOfferResultSchema>;

// ---------------------------------------------------------------------------------------------
// Claims

/** What every claim answers (flows §3.2 success object, §3.3, §3.5). */
export const careTrialActivationSchema = /* @__PURE__ */ z.object({
  status: z.literal('SUCCESS'),
  accountNumber: z.string(),
  subscriptionId: z.string(),
  radioIdLastFour: z.string(),
  vehicle: z.nullable(vehicleSchema),
  /** Where the confirmation and the trial's emails go. */
  email: z.nullable(z.string()),
  planCode: z.string(),
  packageName: z.string(),
  trialEndDate: z.iso.date(),
  /** The account has no sign-in yet: the thanks page offers to create one. */
  isEligibleForRegistration: z.boolean(),
  /** The package includes listening in the app. */
  isOfferStreamingEligible: z.boolean(),
  isUserNameSameAsEmail: z.boolean(),
});
export type CareTrialActivation = z.infer<typeof careTrialActivationSchema>;

/**
 * `POST /trial-activation/new-account`: the trial on a new account (flows §3.2 one-step form).
 * `planCode` must be the trial `trial-activation/offer` answered (else INVALID_ACTIVATION_CODE).
 * A password creates the account's sign-in with the email as username; without one the account
 * is eligible for registration. Idempotency-Key = `transactionId`: a double submit answers the
 * same; another claim of a claimed trial: 409 SUB_ALREADY_EXISTS_FOR_IDENTITY.
 */
export const careTrialNewAccountRequestSchema = /* @__PURE__ */ z
  .strictObject({
    ...radioNamedBy,
    planCode: text(60),
    customer: trialCustomerSchema,
    password: z.optional(z.string().check(z.maxLength(128))),
    languagePreference: locale(),
    agreementAccepted: z.literal(true),
    transactionId: transactionId(),
    ...careCaptchaFields,
  })
  .check(z.refine(exactlyOneRadio, EXACTLY_ONE_RADIO));
export type CareTrialNewAccountRequest = z.infer<typeof careTrialNewAccountRequestSchema>;

/**
 * `POST /trial-activation/add-subscription`: the trial onto an account the signed-in customer
 * owns (the existing-customer variant, after signing in). Someone else's account:
 * 403 CLAIMING_WITH_UNAUTHORIZED_USER.
 */
export const careTrialAddSubscriptionRequestSchema = /* @__PURE__ */ z
  .strictObject({
    ...radioNamedBy,
    planCode: text(60),
    accountNumber: text(20),
    languagePreference: locale(),
    agreementAccepted: z.literal(true),
    transactionId: transactionId(),
  })
  .check(z.refine(exactlyOneRadio, EXACTLY_ONE_RADIO));
export type CareTrialAddSubscriptionRequest = z.infer<typeof careTrialAddSubscriptionRequestSchema>;

/**
 * `POST /trial-activation/account-consolidate`: a trial claimed on an account of its own moves,
 * radio and subscription, onto another account of the same signed-in customer. Either account
 * not the caller's: 403 CLAIMING_WITH_UNAUTHORIZED_USER.
 */
export const careTrialConsolidateRequestSchema = /* @__PURE__ */ z
  .strictObject({
    ...radioNamedBy,
    accountNumber: text(20),
    transactionId: transactionId(),
  })
  .check(z.refine(exactlyOneRadio, EXACTLY_ONE_RADIO));
export type CareTrialConsolidateRequest = z.infer<typeof careTrialConsolidateRequestSchema>;

/**
 * `POST /trial-activation/service-lane-two-click` (flows §3.3): a dealer's customer claims the
 * radio's trial with the SL2C form. The radio by exactly one of `radioId`, `vin` (17 characters,
 * check digit) and the dealer link's `sltcToken`; email and phone optional.
 */
export const careServiceLaneTwoClickRequestSchema = /* @__PURE__ */ z
  .strictObject({
    corpId: z.string().check(z.regex(CORP_ID_PATTERN)),
    brandingType: z.enum(DEALER_BRANDING_TYPES),
    radioId: z.optional(text(14)),
    vin: z.optional(text(17)),
    sltcToken: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(1000))),
    firstName: text(50),
    lastName: text(50),
    email: z.optional(text(254)),
    phone: z.optional(text(20)),
    serviceAddress: trialServiceAddressSchema,
    languagePreference: locale(),
    agreementAccepted: z.literal(true),
    transactionId: transactionId(),
    ...careCaptchaFields,
  })
  .check(
    z.refine(
      (body) =>
        [body.radioId, body.vin, body.sltcToken].filter((value) => value !== undefined).length ===
        1,
      { message: 'exactly one of radioId, vin and sltcToken', path: ['radioId'] },
    ),
  );
export type CareServiceLaneTwoClickRequest = z.infer<typeof careServiceLaneTwoClickRequestSchema>;

/** The one-click answers' refusals, each its own page (flows §3.5). */
const ONE_CLICK_REFUSALS = [
  'CANT_BE_COMPLETED_ONLINE',
  'ALREADY_ACTIVE_SELF_PAY',
  'NOT_ELIGIBLE',
] as const;

/**
 * `POST /trial-activation/last-one-click {token}` (flows §3.5 AST): the ad-supported tier's link
 * activates the radio's trial on the account of its record of sale. The same link again answers
 * the same activation (nothing is written twice). A bad or expired token: 400 INVALID_TOKEN.
 */
export const careLastOneClickRequestSchema = /* @__PURE__ */ z.strictObject({
  token: z.string().check(z.trim(), z.minLength(1), z.maxLength(1000)),
});
export const careLastOneClickResultSchema = /* @__PURE__ */ z.discriminatedUnion('outcome', [
  z.extend(careTrialActivationSchema, { outcome: z.literal('ACTIVATED') }),
  z.object({ outcome: z.enum(ONE_CLICK_REFUSALS) }),
]);
export type CareLastOneClickResult = z.infer<typeof careLastOneClickResultSchema>;

/**
 * `POST /trial-activation/service-lane-one-click {cnaId}` (flows §3.5 SLOC; a POST, not the legacy
 * GET, because it activates): the service lane's link (`cna_id`: the dealer's record of the
 * customer's name and address) activates the radio's trial. CLOSED_RADIO: the radio's service
 * ended, the page offers a plan; ACTIVE_TRIAL_REGISTERED: the trial runs on an account with a
 * sign-in (the page sends the customer to sign in and refresh the radio);
 * ACTIVE_TRIAL_UNREGISTERED: activated (now or by an earlier click), thanks with registration.
 */
export const careServiceLaneOneClickRequestSchema = /* @__PURE__ */ z.strictObject({
  cnaId: z.string().check(z.trim(), z.minLength(1), z.maxLength(1000)),
});
export const careServiceLaneOneClickResultSchema = /* @__PURE__ */ z.discriminatedUnion('outcome', [
  z.object({
    outcome: z.literal('CLOSED_RADIO'),
    radioIdLastFour: z.string(),
    /** Names the radio for the satellite checkout's offers. */
    deviceRef: z.string(),
  }),
  z.object({
    outcome: z.literal('ACTIVE_TRIAL_REGISTERED'),
    radioIdLastFour: z.string(),
    email: z.nullable(z.string()),
  }),
  z.extend(careTrialActivationSchema, { outcome: z.literal('ACTIVE_TRIAL_UNREGISTERED') }),
  z.object({ outcome: z.enum(ONE_CLICK_REFUSALS) }),
]);
export type CareServiceLaneOneClickResult = z.infer<typeof careServiceLaneOneClickResultSchema>;

// ---------------------------------------------------------------------------------------------
// Email check (flows §3.2, §3.3)

/**
 * `POST /validate/email`: is this an address we can deliver to (shape, a domain that can receive
 * mail, not a disposable one)? It never says whether an account uses it (ADR 025).
 */
export const careValidateEmailRequestSchema = /* @__PURE__ */ z.strictObject({ email: text(254) });
export const careValidateEmailResultSchema = /* @__PURE__ */ z.object({
  valid: z.boolean(),
  /** '' when valid. */
  reason: z.enum(['', 'FORMAT', 'DOMAIN']),
});
export type CareValidateEmailResult = z.infer<typeof careValidateEmailResultSchema>;
