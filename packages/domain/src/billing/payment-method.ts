import { z } from 'zod';
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
    last4: z.string().regex(/^\d{4}$/),
    expiryDate: z.object({
      year: z.number().int(),
      month: z.number().int().min(1).max(12),
    }),
    wallet: z.object({ applePay: z.boolean() }),
    /** A prepaid card (its BIN says so). */
    prepaid: z.boolean(),
  }),
  billingAddress: answeredAddressSchema.nullable(),
  nameOnCard: z.string().nullable(),
  isDefault: z.boolean(),
  /** `active`; `expired` once the expiry month is over (kept, but not charged). */
  status: z.enum(['active', 'expired']),
  created: z.iso.datetime(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const paymentMethodListSchema = /* @__PURE__ */ z.object({
  paymentMethods: z.array(paymentMethodSchema),
});

export const createPaymentMethodRequestSchema = /* @__PURE__ */ z
  .object({
    /** The gateway's token for the card; one token becomes one payment method, once. */
    cardToken: z.string().min(1).max(200),
    /** The caller's own profile when omitted (its default, i.e. only, billing profile). */
    billingProfileId: z.string().min(1).max(64).optional(),
    nameOnCard: z.string().trim().min(1).max(100).optional(),
    billingAddress: z
      .object({
        addressLine1: z.string().trim().min(1).max(100),
        addressLine2: z.string().trim().max(100).optional(),
        city: z.string().trim().min(1).max(60),
        state: z.string().trim().length(2),
        zip: z.string().trim().min(5).max(10),
        country: z.enum(['US', 'CA']),
      })
      .strict()
      .optional(),
    /** Make it the profile's default (the first card always is). */
    setAsDefault: z.boolean().optional(),
  })
  .strict();
export type CreatePaymentMethodRequest = z.infer<typeof createPaymentMethodRequestSchema>;
