import * as z from 'zod/mini';
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
  dueDate: z.nullable(z.string()),
  isPastDue: z.boolean(),
});
export type BalanceDue = z.infer<typeof balanceDueSchema>;

/** `POST balance-due/pay` (with Idempotency-Key): the card on file unless one is named. */
export const payBalanceRequestSchema = /* @__PURE__ */ z.strictObject({
  paymentMethodId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  giftCardId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
});
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
  date: z.nullable(z.string()),
  amount: moneySchema,
  subscriptions: z.array(z.object({ subscriptionId: z.string(), amount: moneySchema })),
});
export type NextBill = z.infer<typeof nextBillSchema>;

const dateTime = z.iso.datetime({ offset: true });

/** Payment history and invoices: start and end are required, start <= end. */
export const billingHistoryQuerySchema = /* @__PURE__ */ z
  .strictObject({
    startDateTime: dateTime,
    endDateTime: dateTime,
    paymentMethodId: z.optional(z.string().check(z.maxLength(64))),
    subscriptionId: z.optional(z.string().check(z.maxLength(64))),
    pageSize: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(100))),
    nextToken: z.optional(z.string().check(z.maxLength(200))),
    orderBy: z.optional(z.enum(['asc', 'desc'])),
    entryType: z.optional(z.enum(['payment', 'balance', 'refund'])),
  })
  .check(z.superRefine(orderedDateRange('startDateTime', 'endDateTime')));
export type BillingHistoryQuery = z.infer<typeof billingHistoryQuerySchema>;

/** `GET payment-methods/{id}/history`: the charges and payments of one card, newest first by default. */
export const paymentMethodHistoryQuerySchema = /* @__PURE__ */ z.strictObject({
  pageSize: billingHistoryQuerySchema.shape.pageSize,
  nextToken: billingHistoryQuerySchema.shape.nextToken,
  orderBy: billingHistoryQuerySchema.shape.orderBy,
});
export type PaymentMethodHistoryQuery = z.infer<typeof paymentMethodHistoryQuerySchema>;

/** Spec 001 §3 Payment history item. */
export const paymentHistoryItemSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  entryType: z.enum(['payment', 'balance', 'refund']),
  amount: moneySchema,
  paidAt: z.iso.datetime(),
  invoiceIds: z.array(z.string()),
  paymentMethodId: z.nullable(z.string()),
});
export type PaymentHistoryItem = z.infer<typeof paymentHistoryItemSchema>;
export const paymentHistorySchema = /* @__PURE__ */ z.object({
  items: z.array(paymentHistoryItemSchema),
  nextToken: z.nullable(z.string()),
});
export type PaymentHistory = z.infer<typeof paymentHistorySchema>;
export const invoiceListSchema = /* @__PURE__ */ z.object({
  invoices: z.array(invoiceSchema),
  nextToken: z.nullable(z.string()),
});
export type InvoiceList = z.infer<typeof invoiceListSchema>;

/** `PATCH payment-methods/{id}`: what a customer may change on a kept card. */
export const updatePaymentMethodRequestSchema = /* @__PURE__ */ z.strictObject({
  expiryDate: z.optional(
    z.strictObject({
      year: z.number().check(z.int(), z.gte(2000), z.lte(2100)),
      month: z.number().check(z.int(), z.gte(1), z.lte(12)),
    }),
  ),
  nameOnCard: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
});
export type UpdatePaymentMethodRequest = z.infer<typeof updatePaymentMethodRequestSchema>;

/** `POST giftcard/v1/giftcards?country=`: register a card; redeem it with its token. */
export const registerGiftCardRequestSchema = checkoutGiftCardSchema;
/** The market the card is registered for: a card of the other one is GIFT_CARD_COUNTRY_ERROR. */
export const registerGiftCardQuerySchema = /* @__PURE__ */ z.strictObject({
  country: z.enum(['us', 'ca']),
});
export type RegisterGiftCardQuery = z.infer<typeof registerGiftCardQuerySchema>;
export const giftCardRegistrationSchema = /* @__PURE__ */ z.object({
  giftCardTokenId: z.string(),
  actualBalance: moneySchema,
  last4: z.string(),
  expiresAt: z.iso.datetime(),
});
export type GiftCardRegistration = z.infer<typeof giftCardRegistrationSchema>;
export const redeemGiftCardRequestSchema = /* @__PURE__ */ z.strictObject({
  giftCardTokenId: z.string().check(z.minLength(1), z.maxLength(64)),
});
export type RedeemGiftCardRequest = z.infer<typeof redeemGiftCardRequestSchema>;
export const giftCardBalanceRedemptionSchema = /* @__PURE__ */ z.object({
  amountRedeemed: moneySchema,
  balanceDue: balanceDueSchema,
  reactivatedSubscriptionIds: z.array(z.string()),
});
export type GiftCardBalanceRedemption = z.infer<typeof giftCardBalanceRedemptionSchema>;
