import {
  type BillingActivity,
  type BillingActivityRequest,
  billingActivitySchema,
  type CareInvoiceRequest,
  type EbillEnrollment,
  type EbillEnrollmentRequest,
  ebillEnrollmentSchema,
  type GiftCardInfo,
  type GiftCardLookupRequest,
  type GiftCardRedemption,
  giftCardInfoSchema,
  giftCardRedemptionSchema,
  type Invoice,
  invoiceSchema,
  type MakePaymentRequest,
  type PaymentInfoUpdated,
  type PaymentReceipt,
  paymentInfoUpdatedSchema,
  paymentReceiptSchema,
  type ReactivationQuote,
  type ReactivationQuoteRequest,
  reactivationQuoteSchema,
  type UpdatePaymentInfoRequest,
} from '@orbit/domain';
import type { CareRequester, RequestOptions } from './care-transport.ts';
import { carePost } from './care-transport.ts';
import { IDEMPOTENCY_KEY_HEADER } from './purchase-calls.ts';

/**
 * The account area's billing and payment calls (flows §7.1 billing, §7.2 make-payment). The
 * account is the caller's own (`accountNumber` picks one of theirs): the signed-in owner, and
 * for paying, gift cards and the reactivation quote also a session that identified the account
 * and proved last name, phone and zip. Anyone else's account answers 404 ACCOUNT_NOT_FOUND.
 */
export interface BillingCalls {
  /**
   * `POST /billing/activity`: charges, payments, credits and refunds, newest first
   * (`startDate`/`endDate` YYYY-MM-DD in order: START_AFTER_END on endDate otherwise).
   */
  getBillingActivity(
    input?: BillingActivityRequest,
    options?: RequestOptions,
  ): Promise<BillingActivity>;
  /** `POST /billing/invoice`: one invoice with lines, taxes and fees (INVOICE_NOT_FOUND). */
  getBillingInvoice(input: CareInvoiceRequest, options?: RequestOptions): Promise<Invoice>;
  /**
   * `POST /payment/make-payment`, with `Idempotency-Key` = `paymentInfo.transactionId`: the
   * same id answers the first payment again instead of charging twice; take a new id after a
   * card refusal (402 CARD_DECLINED, INSUFFICIENT_FUNDS, FRAUD_REJECT, CREDIT_CARD_ERROR) or
   * any other failure. Also CHARGE_AGREEMENT_REQUIRED, NO_BALANCE_DUE (409),
   * INVALID_PAYMENT_AMOUNT, NO_CARD_ON_ACCOUNT, CARD_INFO_REQUIRED, CARD_TOKEN_INVALID and the
   * gift card codes.
   */
  makePayment(input: MakePaymentRequest, options?: RequestOptions): Promise<PaymentReceipt>;
  /**
   * `POST /payment/update-payment-info` (owner only), with `Idempotency-Key` = `transactionId`:
   * the new card replaces the card on file; nothing is charged.
   */
  updatePaymentInfo(
    input: UpdatePaymentInfoRequest,
    options?: RequestOptions,
  ): Promise<PaymentInfoUpdated>;
  /** `POST /payment/update-ebill-enrollment` (owner only): bills by email, or back to paper. */
  updateEbillEnrollment(
    input: EbillEnrollmentRequest,
    options?: RequestOptions,
  ): Promise<EbillEnrollment>;
  /** `POST /payment/giftcard/info`: a gift card's balance, last 4 and kind. */
  getGiftCardInfo(input: GiftCardLookupRequest, options?: RequestOptions): Promise<GiftCardInfo>;
  /** `POST /payment/giftcard/redeem`: the card's balance to the account (bills, then credit). */
  redeemGiftCard(
    input: GiftCardLookupRequest,
    options?: RequestOptions,
  ): Promise<GiftCardRedemption>;
  /** `POST /quotes/reactivation-quote`: the amount due and what paying it all brings back. */
  getReactivationQuote(
    input?: ReactivationQuoteRequest,
    options?: RequestOptions,
  ): Promise<ReactivationQuote>;
}

export function billingCalls(request: CareRequester): BillingCalls {
  const post = carePost(request);
  return {
    getBillingActivity: (input = {}, options) =>
      post('/billing/activity', billingActivitySchema, input, options),
    getBillingInvoice: (input, options) => post('/billing/invoice', invoiceSchema, input, options),
    makePayment: (input, options) =>
      post('/payment/make-payment', paymentReceiptSchema, input, options, {
        [IDEMPOTENCY_KEY_HEADER]: input.paymentInfo.transactionId,
      }),
    updatePaymentInfo: (input, options) =>
      post('/payment/update-payment-info', paymentInfoUpdatedSchema, input, options, {
        [IDEMPOTENCY_KEY_HEADER]: input.transactionId,
      }),
    updateEbillEnrollment: (input, options) =>
      post('/payment/update-ebill-enrollment', ebillEnrollmentSchema, input, options),
    getGiftCardInfo: (input, options) =>
      post('/payment/giftcard/info', giftCardInfoSchema, input, options),
    redeemGiftCard: (input, options) =>
      post('/payment/giftcard/redeem', giftCardRedemptionSchema, input, options),
    getReactivationQuote: (input = {}, options) =>
      post('/quotes/reactivation-quote', reactivationQuoteSchema, input, options),
  };
}
