import * as z from 'zod/mini';
import { presentedOfferSchema } from '../catalog/care-offers.ts';
import { moneySchema } from '../catalog/money.ts';
import { careCaptchaFields } from '../platform/captcha-fields.ts';
import { careQuoteRequestSchema } from './customer-checks.ts';
import { paymentInfoSchema, purchaseAddressSchema } from './purchase.ts';

/**
 * Roll-to-choice renewal (flows §4.1): a renewal campaign's link names a program code (whose
 * offer is the "N more months for $X" promo) and a renewal code (the three packages the customer
 * may choose to follow it). The promo starts when the radio's running trial or promo ends; the
 * chosen package follows it at full price (ADR 039).
 */
const code = z.string().check(z.trim(), z.minLength(1), z.maxLength(40));
const planCodeField = z.string().check(z.trim(), z.minLength(1), z.maxLength(60));
const localeField = z.enum(['en-US', 'en-CA', 'fr-CA']);

/**
 * Why a radio cannot take a choice: it cannot play the package, it is closed (no subscription
 * running), it is on the other market, it is already on that package at full price, it was
 * already renewed, or nothing of it ends (a full-price plan renews by itself).
 */
export const RENEWAL_UNAVAILABLE_REASONS = [
  'RADIO_NOT_CAPABLE',
  'RADIO_CLOSED',
  'OTHER_MARKET',
  'ALREADY_ON_PLAN',
  'ALREADY_RENEWED',
  'NOTHING_ENDING',
] as const;
export type RenewalUnavailableReason = (typeof RENEWAL_UNAVAILABLE_REASONS)[number];

/** The radio, as the caller identified it: the find-your-account `deviceRef`, or a signed-in owner's radio id. */
const renewalRadioFields = {
  /** The handle radio-info or account-info lookup gave this care session. */
  deviceRef: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))),
  /** A radio of the signed-in owner's accounts (anyone else: 404 DEVICE_NOT_FOUND). */
  radioId: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(12))),
};

/** `POST /services/offers/renewal`. */
export const careRenewalOffersRequestSchema = /* @__PURE__ */ z.strictObject({
  /** The renewal promo: the first offer `offers {programCode}` answered. */
  planCode: planCodeField,
  renewalCode: code,
  streaming: z.literal(false),
  ...renewalRadioFields,
  locale: z.optional(localeField),
  ...careCaptchaFields,
});
export type CareRenewalOffersRequest = z.infer<typeof careRenewalOffersRequestSchema>;

/**
 * `POST /services/offers/renewal` for a streaming roll-to-drop trial (flows §3.6, ADR 060): what
 * the trial may roll into — the market's paid streaming plans, at their prices. No renewal code
 * and no radio: the answer's `renewalCode` is empty, `radio` null.
 */
export const careStreamingRenewalOffersRequestSchema = /* @__PURE__ */ z.strictObject({
  /** The trial: the first offer `offers {programCode}` answered. */
  planCode: planCodeField,
  streaming: z.literal(true),
  locale: z.optional(localeField),
});
export type CareStreamingRenewalOffersRequest = z.infer<
  typeof careStreamingRenewalOffersRequestSchema
>;

export const renewalGenreSchema = /* @__PURE__ */ z.object({
  genreId: z.string(),
  /** In the request's locale. */
  name: z.string(),
});
export type RenewalGenre = z.infer<typeof renewalGenreSchema>;

export const renewalChoiceSchema = /* @__PURE__ */ z.object({
  /** The full-price plan that follows the promo when this choice is taken. */
  planCode: z.string(),
  packageId: z.string(),
  packageName: z.string(),
  /** The full (retail) price per month, for the comparison grid. */
  retailPrice: moneySchema,
  /** A genre must be chosen with it (`genreId` of the purchase, one of `genres`). */
  needsGenre: z.boolean(),
  genres: z.array(renewalGenreSchema),
  /** Null when no radio was named; otherwise whether that radio can take it, and why not. */
  availability: z.nullable(
    z.object({
      available: z.boolean(),
      reason: z.nullable(z.enum(RENEWAL_UNAVAILABLE_REASONS)),
    }),
  ),
});
export type RenewalChoice = z.infer<typeof renewalChoiceSchema>;

export const careRenewalOffersResultSchema = /* @__PURE__ */ z.object({
  /** Empty for a streaming trial's follow-on plans (no renewal code names them). */
  renewalCode: z.string(),
  /** The "N more months for $X" promo, presented like `offers` presents it. */
  renewalOffer: presentedOfferSchema,
  /** The promo's months and what each costs, for the hero. */
  promoMonths: z.number().check(z.int(), z.positive()),
  promoPrice: moneySchema,
  /** Three, in the campaign's order; a streaming trial's: its market's paid streaming plans. */
  choices: z.array(renewalChoiceSchema),
  /** The choice to preselect (0-based). */
  defaultIndex: z.number().check(z.int(), z.gte(0)),
  /** The named radio (null when none was named): what the page may show of it. */
  radio: z.nullable(
    z.object({
      radioIdLastFour: z.string(),
      /** When its running trial or promo ends: the renewal starts then. Null when nothing ends. */
      renewsAt: z.nullable(z.iso.datetime()),
    }),
  ),
});
export type CareRenewalOffersResult = z.infer<typeof careRenewalOffersResultSchema>;

/** What a renewal quote and a renewal purchase share: the campaign, the choice and the radio. */
const renewalOrderFields = {
  planCode: planCodeField,
  renewalCode: code,
  /** One of the renewal code's choices (`choices[].planCode`). */
  choicePlanCode: planCodeField,
  ...renewalRadioFields,
};

/**
 * `POST /services/quotes/renewal`: the renewal priced by the checkout's quote engine, from the
 * day the radio's running phase ends; what `purchase/renewal` then charges.
 */
export const careRenewalQuoteRequestSchema = /* @__PURE__ */ z.strictObject({
  ...renewalOrderFields,
  /** Where the radio is, for a caller who is not the signed-in owner (taxes follow it). */
  serviceAddress: z.optional(careQuoteRequestSchema.shape.serviceAddress),
  locale: z.optional(localeField),
});
export type CareRenewalQuoteRequest = z.infer<typeof careRenewalQuoteRequestSchema>;

/**
 * `POST /services/purchase/renewal`: the renewal bought. `Idempotency-Key` =
 * `paymentInfo.transactionId`.
 */
export const purchaseRenewalRequestSchema = /* @__PURE__ */ z.strictObject({
  ...renewalOrderFields,
  /** Required when the choice `needsGenre`: one of its `genres`. */
  genreId: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(40))),
  programCode: z.optional(code),
  paymentInfo: paymentInfoSchema,
  serviceAddress: purchaseAddressSchema,
  billingAddress: z.optional(purchaseAddressSchema),
  languagePreference: localeField,
  /** The charge agreement (auto-renewal, customer agreement, privacy policy) was ticked. */
  agreementAccepted: z.literal(true),
  ...careCaptchaFields,
});
export type PurchaseRenewalRequest = z.infer<typeof purchaseRenewalRequestSchema>;
