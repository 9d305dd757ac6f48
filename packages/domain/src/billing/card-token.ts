import * as z from 'zod/mini';

/**
 * The payment gateway's tokenizer (spec: the card number never reaches our tables or logs). The
 * browser posts the card straight to it and gets back a token with what the customer needs to
 * recognise the card; every call of ours carries the token, never the number. The embedded sandbox
 * gateway answers at `POST /payments/sandbox/v1/tokens`; a real gateway's hosted tokenizer plugs in
 * behind the same shapes (app setting `paymentTokenizerUrl`).
 */
export const cardTokenRequestSchema = /* @__PURE__ */ z.strictObject({
  number: z.string().check(z.minLength(1), z.maxLength(23)),
  expMonth: z.number().check(z.int(), z.gte(1), z.lte(12)),
  /** Four digits. */
  expYear: z.number().check(z.int(), z.gte(2000), z.lte(2099)),
  cvc: z.string().check(z.regex(/^\d{3,4}$/)),
  name: z.optional(z.string().check(z.maxLength(100))),
  postalCode: z.optional(z.string().check(z.maxLength(10))),
});
export type CardTokenRequest = z.infer<typeof cardTokenRequestSchema>;

export const TOKENIZED_CARD_BRANDS = [
  'visa',
  'mastercard',
  'amex',
  'discover',
  'diners',
  'jcb',
  'unionpay',
] as const;
export type TokenizedCardBrand = (typeof TOKENIZED_CARD_BRANDS)[number];

export const cardTokenSchema = /* @__PURE__ */ z.object({
  /** `ctok_…`: single-use until attached to a billing profile as a payment method. */
  token: z.string().check(z.minLength(1)),
  brand: z.enum(TOKENIZED_CARD_BRANDS),
  last4: z.string().check(z.regex(/^\d{4}$/)),
  expMonth: z.number().check(z.int(), z.gte(1), z.lte(12)),
  expYear: z.number().check(z.int()),
  /** A prepaid card (its BIN says so): the checkout may ask for another card for a trial. */
  prepaid: z.boolean(),
});
export type CardToken = z.infer<typeof cardTokenSchema>;

/** The tokenizer's refusals, shaped like a gateway's: `{ error: { code, message, param } }`, 400. */
export const CARD_TOKEN_ERROR_CODES = [
  'invalid_number',
  'incorrect_number',
  'invalid_expiry_month',
  'invalid_expiry_year',
  'expired_card',
  'invalid_cvc',
  'unsupported_brand',
  'rate_limited',
] as const;
export type CardTokenErrorCode = (typeof CARD_TOKEN_ERROR_CODES)[number];

export const cardTokenErrorSchema = /* @__PURE__ */ z.object({
  error: z.object({
    code: z.enum(CARD_TOKEN_ERROR_CODES),
    message: z.string(),
    param: z.optional(z.string()),
  }),
});
export type CardTokenError = z.infer<typeof cardTokenErrorSchema>;
