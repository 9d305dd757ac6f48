import * as z from 'zod/mini';
import { answeredAddressSchema } from '../geography/address.ts';
import { TOKENIZED_CARD_BRANDS } from './card-token.ts';

/**
 * `billing/v1` payment methods (spec 001 §3 Payment method card): a card known by the gateway's
 * token, shown by brand, last 4 and expiry. Created from a card token (`ctok_…`), never from a
 * card number.
 */

export const paymentMethodSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  billingProfileId: z.string(),
  type: z.literal('card'),
  card: z.object({
    brand: z.enum(TOKENIZED_CARD_BRANDS),
    last4: z.string().check(z.regex(/^\d{4}$/)),
    expiryDate: z.object({
      year: z.number().check(z.int()),
      month: z.number().check(z.int(), z.gte(1), z.lte(12)),
    }),
    wallet: z.object({ applePay: z.boolean() }),
    /** A prepaid card (its BIN says so). */
    prepaid: z.boolean(),
  }),
  billingAddress: z.nullable(answeredAddressSchema),
  nameOnCard: z.nullable(z.string()),
  isDefault: z.boolean(),
  /** `active`; `expired` once the expiry month is over (kept, but not charged). */
  status: z.enum(['active', 'expired']),
  created: z.iso.datetime(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const paymentMethodListSchema = /* @__PURE__ */ z.object({
  paymentMethods: z.array(paymentMethodSchema),
});

export const createPaymentMethodRequestSchema = /* @__PURE__ */ z.strictObject({
  /** The gateway's token for the card; one token becomes one payment method, once. */
  cardToken: z.string().check(z.minLength(1), z.maxLength(200)),
  /** The caller's own profile when omitted (its default, i.e. only, billing profile). */
  billingProfileId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  nameOnCard: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
  billingAddress: z.optional(
    z.strictObject({
      addressLine1: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
      addressLine2: z.optional(z.string().check(z.trim(), z.maxLength(100))),
      city: z.string().check(z.trim(), z.minLength(1), z.maxLength(60)),
      state: z.string().check(z.trim(), z.length(2)),
      zip: z.string().check(z.trim(), z.minLength(5), z.maxLength(10)),
      country: z.enum(['US', 'CA']),
    }),
  ),
  /** Make it the profile's default (the first card always is). */
  setAsDefault: z.optional(z.boolean()),
});
export type CreatePaymentMethodRequest = z.infer<typeof createPaymentMethodRequestSchema>;
