import { z } from 'zod';
import { moneySchema } from '../catalog/money.ts';
import { checkoutGiftCardSchema } from '../checkout/purchase.ts';
import { orderedDateRange } from '../validation/date-range.ts';
import { invoiceSchema } from './account-billing.ts';

/**
 * The service API's billing calls beyond profiles and payment methods (spec 001 §7 Commerce):
 * balance due and paying it, the next bill, payment history and invoices over a required date
 * range, a payment method's history, and gift cards (register, then redeem to the balance).
 * Every call is the signed-in caller's own account.
 */

export const balanceDueSchema = /* @__PURE__ */ z.object({
  amountDue: moneySchema,
  credit: moneySchema,
  /** YYYY-MM-DD of the earliest unpaid invoice; null when nothing is due. */
  dueDate: z.string().nullable(),
  isPastDue: z.boolean(),
});
export type BalanceDue = z.infer<typeof balanceDueSchema>;

/** `POST balance-due/pay` (with Idempotency-Key): the card on file unless one is named. */
export const payBalanceRequestSchema = /* @__PURE__ */ z
  .object({
    paymentMethodId: z.string().min(1).max(64).optional(),
    giftCardId: z.string().min(1).max(64).optional(),
  })
  .strict();
export type PayBalanceRequest = z.infer<typeof payBalanceRequestSchema>;
export const balancePaymentSchema = /* @__PURE__ */ z.object({
  paymentId: z.string(),
  amountPaid: moneySchema,
  paidAt: z.iso.datetime(),
  balanceDue: balanceDueSchema,
  reactivatedSubscriptionIds: z.array(z.string()),
});
export type BalancePayment = z.infer<typeof balancePaymentSchema>;

export const nextBillSchema = /* @__PURE__ */ z.object({
  /** YYYY-MM-DD; null when nothing renews. */
  date: z.string().nullable(),
  amount: moneySchema,
  subscriptions: z.array(z.object({ subscriptionId: z.string(), amount: moneySchema })),
});
export type NextBill = z.infer<typeof nextBillSchema>;

const dateTime = z.iso.datetime({ offset: true });

/** Payment history and invoices: start and end are required, start <= end. */
export const billingHistoryQuerySchema = /* @__PURE__ */ z
  .object({
    startDateTime: dateTime,
    endDateTime: dateTime,
    paymentMethodId: z.string().max(64).optional(),
    subscriptionId: z.string().max(64).optional(),
    pageSize: z.coerce.number().int().min(1).max(100).optional(),
    nextToken: z.string().max(200).optional(),
    orderBy: z.enum(['asc', 'desc']).optional(),
    entryType: z.enum(['payment', 'balance', 'refund']).optional(),
  })
  .strict()
  .superRefine(orderedDateRange('startDateTime', 'endDateTime'));
export type BillingHistoryQuery = z.infer<typeof billingHistoryQuerySchema>;

/** `GET payment-methods/{id}/history`: the charges and payments of one card, newest first by default. */
export const paymentMethodHistoryQuerySchema = /* @__PURE__ */ z
  .object({
    pageSize: billingHistoryQuerySchema.shape.pageSize,
    nextToken: billingHistoryQuerySchema.shape.nextToken,
    orderBy: billingHistoryQuerySchema.shape.orderBy,
  })
  .strict();
export type PaymentMethodHistoryQuery = z.infer<typeof paymentMethodHistoryQuerySchema>;

/** Spec 001 §3 Payment history item. */
export const paymentHistoryItemSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  entryType: z.enum(['payment', 'balance', 'refund']),
  amount: moneySchema,
  paidAt: z.iso.datetime(),
  invoiceIds: z.array(z.string()),
  paymentMethodId: z.string().nullable(),
});
export type PaymentHistoryItem = z.infer<typeof paymentHistoryItemSchema>;
export const paymentHistorySchema = /* @__PURE__ */ z.object({
  items: z.array(paymentHistoryItemSchema),
  nextToken: z.string().nullable(),
});
export type PaymentHistory = z.infer<typeof paymentHistorySchema>;
export const invoiceListSchema = /* @__PURE__ */ z.object({
  invoices: z.array(invoiceSchema),
  nextToken: z.string().nullable(),
});
export type InvoiceList = z.infer<typeof invoiceListSchema>;

/** `PATCH payment-methods/{id}`: what a customer may change on a kept card. */
export const updatePaymentMethodRequestSchema = /* @__PURE__ */ z
  .object({
    expiryDate: z
      .object({
        year: z.number().int().min(2000).max(2100),
        month: z.number().int().min(1).max(12),
      })
      .strict()
      .optional(),
    nameOnCard: z.string().trim().min(1).max(100).optional(),
  })
  .strict();
export type UpdatePaymentMethodRequest = z.infer<typeof updatePaymentMethodRequestSchema>;

/** `POST giftcard/v1/giftcards?country=`: register a card; redeem it with its token. */
export const registerGiftCardRequestSchema = checkoutGiftCardSchema;
/** The market the card is registered for: a card of the other one is GIFT_CARD_COUNTRY_ERROR. */
export const registerGiftCardQuerySchema = /* @__PURE__ */ z
  .object({ country: z.enum(['us', 'ca']) })
  .strict();
export type RegisterGiftCardQuery = z.infer<typeof registerGiftCardQuerySchema>;
export const giftCardRegistrationSchema = /* @__PURE__ */ z.object({
  giftCardTokenId: z.string(),
  actualBalance: moneySchema,
  last4: z.string(),
  expiresAt: z.iso.datetime(),
});
export type GiftCardRegistration = z.infer<typeof giftCardRegistrationSchema>;
export const redeemGiftCardRequestSchema = /* @__PURE__ */ z
  .object({ giftCardTokenId: z.string().min(1).max(64) })
  .strict();
export type RedeemGiftCardRequest = z.infer<typeof redeemGiftCardRequestSchema>;
export const giftCardBalanceRedemptionSchema = /* @__PURE__ */ z.object({
  amountRedeemed: moneySchema,
  balanceDue: balanceDueSchema,
  reactivatedSubscriptionIds: z.array(z.string()),
});
export type GiftCardBalanceRedemption = z.infer<typeof giftCardBalanceRedemptionSchema>;
