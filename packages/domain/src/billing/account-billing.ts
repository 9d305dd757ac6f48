import * as z from 'zod/mini';
import { accountCreditCardSchema, billingStatusSchema } from '../account/care-account.ts';
import { moneySchema } from '../catalog/money.ts';
import {
  cardInfoSchema,
  checkoutGiftCardSchema,
  purchaseAddressSchema,
} from '../checkout/purchase.ts';
import { calendarDateSchema } from '../validation/calendar-date.ts';
import { orderedDateRange } from '../validation/date-range.ts';

/**
 * The account area's billing calls on the care API (flows §7.1 billing, §7.2 make-payment;
 * spec 001 §3 Bill item, Invoice, Gift card; §5 date range and gift-card rules). Every call is
 * the caller's own account (signed-in owner; paying and gift cards also an identified session
 * that proved last name, phone and zip).
 */

/** Digits, optionally with hyphens; the caller's own account when omitted. */
const accountNumber = z.optional(z.string().check(z.trim(), z.maxLength(20)));

/** `POST /services/billing/activity`: both dates optional, start <= end when both are given. */
export const billingActivityRequestSchema = /* @__PURE__ */ z
  .strictObject({
    startDate: z.optional(calendarDateSchema),
    endDate: z.optional(calendarDateSchema),
    numItems: z.optional(z.number().check(z.int(), z.gte(1), z.lte(200))),
    transactionType: z.optional(z.enum(['subscription', 'payment'])),
    accountNumber,
  })
  .check(z.superRefine(orderedDateRange('startDate', 'endDate')));
export type BillingActivityRequest = z.infer<typeof billingActivityRequestSchema>;

/** Spec 001 §3 Bill item: a charge (from an invoice line) or a payment, credit or refund. */
export const billItemSchema = /* @__PURE__ */ z.object({
  /** YYYY-MM-DD. */
  transactionDate: z.string(),
  /** The invoice number for charges. */
  billNumber: z.nullable(z.string()),
  invoiceId: z.nullable(z.string()),
  eventType: z.enum(['charge', 'payment', 'credit', 'refund']),
  startDate: z.nullable(z.string()),
  endDate: z.nullable(z.string()),
  /** Who or what it was for: a radio (****1234), streaming, or the account. */
  serviceFor: z.string(),
  description: z.string(),
  /** Positive for charges, negative for payments, credits and refunds. */
  amount: moneySchema,
  radioId: z.nullable(z.string()),
  planLabel: z.nullable(z.string()),
  packageName: z.nullable(z.string()),
  planType: z.nullable(z.string()),
  term: z.nullable(z.string()),
  feeLabel: z.nullable(z.string()),
});
export type BillItem = z.infer<typeof billItemSchema>;

export const billingActivitySchema = /* @__PURE__ */ z.object({ items: z.array(billItemSchema) });
export type BillingActivity = z.infer<typeof billingActivitySchema>;

/**
 * One fee of an invoice line. `code` is one of the quote's FEE_CODES (MRF, ACTIVATION) for a
 * client to show in its reader's language; `name` is its English name, for callers that show
 * it as is and for a code a client does not know yet (a string, not an enum, so that a new
 * code never makes an older client refuse the whole invoice).
 */
const invoiceFeeSchema = z.object({ code: z.string(), name: z.string(), amount: moneySchema });

/**
 * One tax of an invoice line: `code` one of TAX_CODES (GST, HST, PST, RST, QST, SALES), `name`
 * its English name (as for fees), `rate` a fraction (0.05 for 5%).
 */
const invoiceTaxSchema = z.object({
  code: z.string(),
  name: z.string(),
  rate: z.number(),
  amount: moneySchema,
});

/** Spec 001 §3 Invoice, shared by the care and service APIs. */
export const invoiceSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  number: z.string(),
  /** YYYY-MM-DD. */
  issuedDate: z.string(),
  dueDate: z.string(),
  amountTotal: moneySchema,
  amountPaid: moneySchema,
  amountDue: moneySchema,
  appliedBalance: moneySchema,
  subscriptionId: z.nullable(z.string()),
  paymentMethodId: z.nullable(z.string()),
  serviceAddress: z.object({ state: z.string(), zip: z.string(), country: z.optional(z.string()) }),
  lines: z.array(
    z.object({
      description: z.string(),
      offerId: z.nullable(z.string()),
      productId: z.nullable(z.string()),
      subscriptionId: z.nullable(z.string()),
      amountAllocation: z.object({
        amount: moneySchema,
        tax: moneySchema,
        proration: moneySchema,
        fees: moneySchema,
      }),
      fees: z.array(invoiceFeeSchema),
      taxes: z.array(invoiceTaxSchema),
    }),
  ),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** `POST /services/billing/invoice`: one invoice of the caller's account, with its lines. */
export const careInvoiceRequestSchema = /* @__PURE__ */ z.strictObject({
  invoiceId: z.string().check(z.minLength(1), z.maxLength(64)),
  accountNumber,
});
export type CareInvoiceRequest = z.infer<typeof careInvoiceRequestSchema>;

/**
 * `POST /services/payment/make-payment` (flows §7.2). `transactionId` (OAC-<uuid>) is the
 * idempotency key: the same id and body answer the same; a new one after a card failure.
 * The charge agreement must be accepted. Paying the whole amount due reactivates subscriptions
 * suspended for non-payment.
 */
export const makePaymentRequestSchema = /* @__PURE__ */ z.strictObject({
  paymentInfo: z.strictObject({
    useCardOnfile: z.boolean(),
    paymentType: z.enum(['creditCard', 'giftCard']),
    paymentAmount: moneySchema,
    transactionId: z.string().check(z.minLength(8), z.maxLength(100)),
    cardInfo: z.optional(cardInfoSchema),
    giftCard: z.optional(checkoutGiftCardSchema),
    /** Keep a new card as the account's card on file. */
    saveCard: z.optional(z.boolean()),
  }),
  billingAddress: z.optional(
    z.strictObject(
      z.pick(purchaseAddressSchema, {
        streetAddress: true,
        city: true,
        state: true,
        postalCode: true,
        country: true,
        avsvalidated: true,
      }).shape,
    ),
  ),
  chargeAgreementAccepted: z.boolean(),
  accountNumber,
});
export type MakePaymentRequest = z.infer<typeof makePaymentRequestSchema>;

export const paymentReceiptSchema = /* @__PURE__ */ z.object({
  paymentId: z.string(),
  amountPaid: moneySchema,
  /** YYYY-MM-DDTHH:mm:ssZ. */
  paidAt: z.string(),
  method: z.object({ kind: z.enum(['card', 'giftCard']), last4: z.string() }),
  billingStatus: billingStatusSchema,
  reactivatedSubscriptionIds: z.array(z.string()),
});
export type PaymentReceipt = z.infer<typeof paymentReceiptSchema>;

/** `POST /services/payment/update-payment-info`: replace the card on file, nothing charged. */
export const updatePaymentInfoRequestSchema = /* @__PURE__ */ z.strictObject({
  cardInfo: cardInfoSchema,
  transactionId: z.string().check(z.minLength(8), z.maxLength(100)),
  billingAddress: makePaymentRequestSchema.shape.billingAddress,
  accountNumber,
});
export type UpdatePaymentInfoRequest = z.infer<typeof updatePaymentInfoRequestSchema>;

/** What `update-payment-info` answers: the new card on file and the account's billing status. */
export const paymentInfoUpdatedSchema = /* @__PURE__ */ z.object({
  creditCard: accountCreditCardSchema,
  billingStatus: billingStatusSchema,
});
export type PaymentInfoUpdated = z.infer<typeof paymentInfoUpdatedSchema>;

/** `POST /services/payment/update-ebill-enrollment` (flows §7.1 billing). */
export const ebillEnrollmentRequestSchema = /* @__PURE__ */ z.strictObject({
  ebillEnrollment: z.boolean(),
  email: z.optional(z.string().check(z.trim(), z.maxLength(254))),
  accountNumber,
});
export type EbillEnrollmentRequest = z.infer<typeof ebillEnrollmentRequestSchema>;
export const ebillEnrollmentSchema = /* @__PURE__ */ z.object({
  isEBill: z.boolean(),
  /** Masked for display. */
  email: z.nullable(z.string()),
});
export type EbillEnrollment = z.infer<typeof ebillEnrollmentSchema>;

/**
 * `POST /services/payment/giftcard/info` and `.../redeem`: the card as typed (spec 001 §5: an
 * incomm card by its number alone; a BlackHawk-style card with its security code and MM/YY).
 * The number is read loosely here so that an empty one answers GIFT CARD NUMBER REQUIRED and a
 * malformed one GIFT CARD NUMBER INVALID (spec 001 §8 Info) rather than a generic refusal.
 */
export const giftCardLookupRequestSchema = /* @__PURE__ */ z.strictObject({
  number: z.string().check(z.maxLength(30)),
  securityCode: checkoutGiftCardSchema.shape.securityCode,
  expiry: checkoutGiftCardSchema.shape.expiry,
  accountNumber,
});
export type GiftCardLookupRequest = z.infer<typeof giftCardLookupRequestSchema>;
export const giftCardInfoSchema = /* @__PURE__ */ z.object({
  last4: z.string(),
  vendor: z.enum(['incomm', 'blackhawk']),
  balance: moneySchema,
});
export type GiftCardInfo = z.infer<typeof giftCardInfoSchema>;
export const giftCardRedemptionSchema = /* @__PURE__ */ z.object({
  amountRedeemed: moneySchema,
  /** What the redemption paid of amounts due right away. */
  appliedToBalance: moneySchema,
  billingStatus: billingStatusSchema,
  reactivatedSubscriptionIds: z.array(z.string()),
});
export type GiftCardRedemption = z.infer<typeof giftCardRedemptionSchema>;

export const reactivationQuoteRequestSchema = /* @__PURE__ */ z.strictObject({ accountNumber });
export type ReactivationQuoteRequest = z.infer<typeof reactivationQuoteRequestSchema>;

/** `POST /services/quotes/reactivation-quote`: what paying the total brings back. */
export const reactivationQuoteSchema = /* @__PURE__ */ z.object({
  amountDue: moneySchema,
  suspendedSubscriptions: z.array(
    z.object({
      subscriptionId: z.string(),
      planName: z.string(),
      last4DigitsOfRadioId: z.nullable(z.string()),
    }),
  ),
});
export type ReactivationQuote = z.infer<typeof reactivationQuoteSchema>;
