import type {
  BillingActivity,
  BillingActivityRequest,
  CardToken,
  CardTokenRequest,
  CareAccount,
  CareAccountRequest,
  CareInvoiceRequest,
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
import { type CareApiError, createCareApiError } from '@orbit/sdk';
import { serviceError, withFakeSdkServices } from '../../../testing/fake-identity-service.ts';
import {
  careError,
  createFakeServer,
  type FakeServer,
  fakeEndpoint,
  json,
} from '../../../testing/fake-server.ts';
import {
  ACTIVITY,
  CARD_ON_FILE,
  INVOICE,
  pastDueAccount,
  receiptFor,
  SUSPENDED_QUOTE,
  savedCard,
  usd,
} from './billing-fixtures.ts';

export const TEST_TOKEN: CardToken = {
  token: 'ctok_test_1111',
  brand: 'visa',
  last4: '1111',
  expMonth: 12,
  expYear: 2030,
  prepaid: false,
};

/** A refusal of the care API as the server sends it; throw it from an endpoint's spy. */
export function careRefusal(status: number, errorCode: string, errorPropKey?: string): Response {
  return careError(status, errorCode, errorPropKey ?? `error.code.${errorCode.toLowerCase()}`);
}

/** A refusal of a service API (the saved cards) as the server sends it. */
export function serviceRefusal(status: number, code: string): Response {
  return serviceError(status, code);
}

/** The same care refusal as the SDK hands it to the page, for the pure rules' tests. */
export function careApiError(
  status: number,
  errorCode: string,
  errorPropKey?: string,
): CareApiError {
  return createCareApiError({
    status,
    method: 'POST',
    path: '/test',
    skipGlobalHandler: true,
    errorType: status >= 500 ? 'SYSTEM' : 'BUSINESS',
    errorCode,
    errorPropKey: errorPropKey ?? `error.code.${errorCode.toLowerCase()}`,
  });
}

type Answer<Input, Output> = (input: Input) => Output | Response | Promise<Output | Response>;

/** What each billing call answers, by the SDK's name of the call. */
export interface BillingAnswers {
  getAccount: Answer<CareAccountRequest, CareAccount | null>;
  getReactivationQuote: Answer<ReactivationQuoteRequest, ReactivationQuote>;
  getBillingActivity: Answer<BillingActivityRequest, BillingActivity>;
  getBillingInvoice: Answer<CareInvoiceRequest, Invoice>;
  makePayment: Answer<MakePaymentRequest, PaymentReceipt>;
  updatePaymentInfo: Answer<UpdatePaymentInfoRequest, PaymentInfoUpdated>;
  updateEbillEnrollment: Answer<EbillEnrollmentRequest, EbillEnrollment>;
  getGiftCardInfo: Answer<GiftCardLookupRequest, GiftCardInfo>;
  redeemGiftCard: Answer<GiftCardLookupRequest, GiftCardRedemption>;
  /** The service API's saved cards; the SDK starts its session first. */
  listPaymentMethods: Answer<undefined, { paymentMethods: PaymentMethod[] }>;
  createPaymentMethod: Answer<CreatePaymentMethodRequest, PaymentMethod>;
  /** Given the card's id from the path. */
  setDefaultPaymentMethod: Answer<string, PaymentMethod>;
  deletePaymentMethod: Answer<string, Response>;
  /** The gateway's tokenizer: given what the browser posted. */
  tokenizeCard: Answer<CardTokenRequest, CardToken>;
}

/** A past-due account with a suspended radio and a Visa on file. */
const DEFAULT_ANSWERS: BillingAnswers = {
  getAccount: () => pastDueAccount(),
  getReactivationQuote: () => SUSPENDED_QUOTE,
  getBillingActivity: () => ({ items: ACTIVITY }),
  getBillingInvoice: () => INVOICE,
  makePayment: (request) => receiptFor(request.paymentInfo.paymentAmount),
  updatePaymentInfo: () => ({
    creditCard: { ...CARD_ON_FILE, paymentMethodId: 'pm_new', last4Digits: '1111' },
    billingStatus: pastDueAccount().billingStatus,
  }),
  updateEbillEnrollment: (request) => ({
    isEBill: request.ebillEnrollment,
    email: request.ebillEnrollment ? 'j******@example.com' : null,
  }),
  getGiftCardInfo: (card) => ({
    last4: card.number.slice(-4),
    vendor: 'incomm',
    balance: usd(5_000),
  }),
  redeemGiftCard: () => ({
    amountRedeemed: usd(5_000),
    appliedToBalance: usd(4_297),
    billingStatus: {
      ...pastDueAccount().billingStatus,
      amountDue: usd(0),
      credit: usd(703),
      isPastDue: false,
      dueDate: null,
    },
    reactivatedSubscriptionIds: ['sub_car'],
  }),
  listPaymentMethods: () => ({ paymentMethods: [savedCard()] }),
  createPaymentMethod: () => savedCard({ id: 'pm_new', isDefault: false }),
  setDefaultPaymentMethod: (id) => savedCard({ id }),
  deletePaymentMethod: () => new Response(null, { status: 204 }),
  tokenizeCard: () => TEST_TOKEN,
};

/** The path's last id but one (`…/payment-methods/{id}/default`) or last (`…/{id}`). */
const paymentMethodIdOf = ({ url }: { url: URL }) =>
  url.pathname
    .replace(/\/default$/, '')
    .split('/')
    .at(-1) ?? '';

/**
 * The billing calls on the fake server, each answered by a spy named as the SDK names the call
 * (`answers` replace the defaults): the care API's bills and payments, the service API's saved
 * cards (with what the SDK needs to start), and the gateway's tokenizer.
 */
export function answerBillingCalls(server: FakeServer, answers: Partial<BillingAnswers> = {}) {
  const answer = { ...DEFAULT_ANSWERS, ...answers };
  withFakeSdkServices(server);
  const service = { wrap: (body: unknown) => json(body) };
  return {
    getAccount: fakeEndpoint(server, 'POST /services/account', answer.getAccount),
    getReactivationQuote: fakeEndpoint(
      server,
      'POST /services/quotes/reactivation-quote',
      answer.getReactivationQuote,
    ),
    getBillingActivity: fakeEndpoint(
      server,
      'POST /services/billing/activity',
      answer.getBillingActivity,
    ),
    getBillingInvoice: fakeEndpoint(
      server,
      'POST /services/billing/invoice',
      answer.getBillingInvoice,
    ),
    makePayment: fakeEndpoint(server, 'POST /services/payment/make-payment', answer.makePayment),
    updatePaymentInfo: fakeEndpoint(
      server,
      'POST /services/payment/update-payment-info',
      answer.updatePaymentInfo,
    ),
    updateEbillEnrollment: fakeEndpoint(
      server,
      'POST /services/payment/update-ebill-enrollment',
      answer.updateEbillEnrollment,
    ),
    getGiftCardInfo: fakeEndpoint(
      server,
      'POST /services/payment/giftcard/info',
      answer.getGiftCardInfo,
    ),
    redeemGiftCard: fakeEndpoint(
      server,
      'POST /services/payment/giftcard/redeem',
      answer.redeemGiftCard,
    ),
    listPaymentMethods: fakeEndpoint(
      server,
      'GET /billing/v1/payment-methods',
      answer.listPaymentMethods,
      service,
    ),
    createPaymentMethod: fakeEndpoint(
      server,
      'POST /billing/v1/payment-methods',
      answer.createPaymentMethod,
      service,
    ),
    setDefaultPaymentMethod: fakeEndpoint(
      server,
      'PUT /billing/v1/payment-methods/{paymentMethodId}/default',
      answer.setDefaultPaymentMethod,
      { ...service, input: paymentMethodIdOf },
    ),
    deletePaymentMethod: fakeEndpoint(
      server,
      'DELETE /billing/v1/payment-methods/{paymentMethodId}',
      answer.deletePaymentMethod,
      { ...service, input: paymentMethodIdOf },
    ),
    tokenizeCard: fakeEndpoint(
      server,
      'POST /payments/sandbox/v1/tokens',
      answer.tokenizeCard,
      service,
    ),
  };
}

/** A fake server that answers the billing calls (`answerBillingCalls`), with their spies. */
export function fakeBillingServer(answers: Partial<BillingAnswers> = {}) {
  const server = createFakeServer();
  return { server, ...answerBillingCalls(server, answers) };
}

export type FakeBillingServer = ReturnType<typeof fakeBillingServer>;
