import type {
  BillItem,
  BillingActivityRequest,
  CardToken,
  CardTokenRequest,
  CareAccount,
  CareAccountRequest,
  CreatePaymentMethodRequest,
  EbillEnrollment,
  EbillEnrollmentRequest,
  GiftCardInfo,
  GiftCardLookupRequest,
  GiftCardRedemption,
  Invoice,
  MakePaymentRequest,
  PaymentInfoUpdated,
  PaymentMethod,
  PaymentReceipt,
  ReactivationQuote,
  ReactivationQuoteRequest,
  UpdatePaymentInfoRequest,
} from '@orbit/domain';
import type { RequestOptions } from '@orbit/sdk';

/**
 * Everything the billing pages ask of the outside world, with domain types (flows §7.1 billing,
 * §7.2 make payment): the care calls of the account's bills and payments, the service API's
 * saved cards (`billing/v1/payment-methods`), and the gateway's tokenizer. The pages depend on
 * this interface only: the app gives them `sdkBillingCalls`, tests give them a fake.
 */
export interface BillingCalls {
  /** `POST /account`: the account this session may see (owner, or identified and verified). */
  loadAccount(request: CareAccountRequest, options?: RequestOptions): Promise<CareAccount | null>;
  /** `POST /quotes/reactivation-quote`: the suspended subscriptions paying the total brings back. */
  loadReactivationQuote(
    request: ReactivationQuoteRequest,
    options?: RequestOptions,
  ): Promise<ReactivationQuote>;
  /** `POST /billing/activity`: charges, payments, credits and refunds, newest first. */
  loadActivity(request: BillingActivityRequest, options?: RequestOptions): Promise<BillItem[]>;
  /** `POST /billing/invoice`: one invoice with its lines, fees and taxes. */
  loadInvoice(invoiceId: string, options?: RequestOptions): Promise<Invoice>;
  /** `POST /payment/make-payment`: idempotent on `paymentInfo.transactionId`. */
  makePayment(request: MakePaymentRequest, options?: RequestOptions): Promise<PaymentReceipt>;
  /** `POST /payment/update-payment-info`: replaces the card on file, charges nothing. */
  updatePaymentInfo(
    request: UpdatePaymentInfoRequest,
    options?: RequestOptions,
  ): Promise<PaymentInfoUpdated>;
  /** `POST /payment/update-ebill-enrollment`. */
  updateEbill(request: EbillEnrollmentRequest, options?: RequestOptions): Promise<EbillEnrollment>;
  /** `POST /payment/giftcard/info`: the card's balance, nothing redeemed. */
  giftCardInfo(card: GiftCardLookupRequest, options?: RequestOptions): Promise<GiftCardInfo>;
  /** `POST /payment/giftcard/redeem`: the whole balance goes to the account. */
  redeemGiftCard(
    card: GiftCardLookupRequest,
    options?: RequestOptions,
  ): Promise<GiftCardRedemption>;
  /** `GET billing/v1/payment-methods` (service API, signed-in session). */
  listPaymentMethods(): Promise<PaymentMethod[]>;
  /** `POST billing/v1/payment-methods`: keeps a card by its gateway token. */
  addPaymentMethod(request: CreatePaymentMethodRequest): Promise<PaymentMethod>;
  setDefaultPaymentMethod(paymentMethodId: string): Promise<PaymentMethod>;
  /** `DELETE billing/v1/payment-methods/{id}`: LAST_PAYMENT_METHOD when an active plan needs it. */
  removePaymentMethod(paymentMethodId: string): Promise<void>;
  /** The gateway's tokenizer: the card goes there, never to our API; only the token comes back. */
  tokenizeCard(card: CardTokenRequest): Promise<CardToken>;
}
