import type { CareEndpointDocs, CareEndpointTable } from '../platform/care-endpoint.ts';
import {
  billingActivityRequestSchema,
  billingActivitySchema,
  careInvoiceRequestSchema,
  ebillEnrollmentRequestSchema,
  ebillEnrollmentSchema,
  giftCardInfoSchema,
  giftCardLookupRequestSchema,
  giftCardRedemptionSchema,
  invoiceSchema,
  makePaymentRequestSchema,
  paymentInfoUpdatedSchema,
  paymentReceiptSchema,
  reactivationQuoteRequestSchema,
  reactivationQuoteSchema,
  updatePaymentInfoRequestSchema,
} from './account-billing.ts';

/**
 * The account area's billing and payment calls (flows §7.1 billing, §7.2 make-payment). The
 * account is the caller's own (`accountNumber` picks one of theirs): the signed-in owner, and
 * for paying, gift cards and the reactivation quote also a session that identified the account
 * and proved last name, phone and zip. Anyone else's account answers 404 ACCOUNT_NOT_FOUND.
 */
export const billingCareEndpoints = {
  /**
   * Charges, payments, credits and refunds, newest first (`startDate`/`endDate` YYYY-MM-DD in
   * order: START_AFTER_END on endDate otherwise).
   */
  getBillingActivity: {
    method: 'POST',
    path: '/billing/activity',
    body: billingActivityRequestSchema,
    response: billingActivitySchema,
    access: 'account-owner',
  },
  /** One invoice with lines, taxes and fees (INVOICE_NOT_FOUND). */
  getBillingInvoice: {
    method: 'POST',
    path: '/billing/invoice',
    body: careInvoiceRequestSchema,
    response: invoiceSchema,
    access: 'account-owner',
  },
  /**
   * With `Idempotency-Key` = `paymentInfo.transactionId`: the same id answers the first payment
   * again instead of charging twice; take a new id after a card refusal (402 CARD_DECLINED,
   * INSUFFICIENT_FUNDS, FRAUD_REJECT, CREDIT_CARD_ERROR) or any other failure. Also
   * CHARGE_AGREEMENT_REQUIRED, NO_BALANCE_DUE (409), INVALID_PAYMENT_AMOUNT, NO_CARD_ON_ACCOUNT,
   * CARD_INFO_REQUIRED, CARD_TOKEN_INVALID and the gift card codes.
   */
  makePayment: {
    method: 'POST',
    path: '/payment/make-payment',
    body: makePaymentRequestSchema,
    response: paymentReceiptSchema,
    access: 'identified',
    idempotencyKey: 'paymentInfo.transactionId',
  },
  /**
   * Owner only, with `Idempotency-Key` = `transactionId`: the new card replaces the card on
   * file; nothing is charged.
   */
  updatePaymentInfo: {
    method: 'POST',
    path: '/payment/update-payment-info',
    body: updatePaymentInfoRequestSchema,
    response: paymentInfoUpdatedSchema,
    access: 'account-owner',
    idempotencyKey: 'transactionId',
  },
  /** Owner only: bills by email, or back to paper. */
  updateEbillEnrollment: {
    method: 'POST',
    path: '/payment/update-ebill-enrollment',
    body: ebillEnrollmentRequestSchema,
    response: ebillEnrollmentSchema,
    access: 'account-owner',
  },
  /** A gift card's balance, last 4 and kind. */
  getGiftCardInfo: {
    method: 'POST',
    path: '/payment/giftcard/info',
    body: giftCardLookupRequestSchema,
    response: giftCardInfoSchema,
    access: 'identified',
  },
  /** The card's balance to the account (bills, then credit). */
  redeemGiftCard: {
    method: 'POST',
    path: '/payment/giftcard/redeem',
    body: giftCardLookupRequestSchema,
    response: giftCardRedemptionSchema,
    access: 'identified',
  },
  /** The amount due and what paying it all brings back. */
  getReactivationQuote: {
    method: 'POST',
    path: '/quotes/reactivation-quote',
    body: reactivationQuoteRequestSchema,
    response: reactivationQuoteSchema,
    access: 'identified',
  },
} satisfies CareEndpointTable;

/**
 * Built when read (the OpenAPI description, the server): the web app's bundles read the table
 * and leave this out whole, its texts and what they call.
 */
export const billingCareEndpointDocs = /* @__PURE__ */ (() => {
  const OWNER_ONLY =
    ' Only the signed-in owner (UNAUTHENTICATED_CUSTOMER otherwise); `accountNumber` picks one of ' +
    'their accounts (another one: 404 ACCOUNT_NOT_FOUND, as one that does not exist).';
  const OWNER_ONLY_PAYMENTS =
    ' Only the signed-in owner (UNAUTHENTICATED_CUSTOMER otherwise); another `accountNumber`: 404 ' +
    'ACCOUNT_NOT_FOUND.';
  const OWNER_OR_IDENTIFIED =
    ' The signed-in owner, or a session that identified the account and proved last name, phone ' +
    'and zip (VERIFICATION_REQUIRED until then); `accountNumber` names another: 404 ' +
    'ACCOUNT_NOT_FOUND.';
  const IDEMPOTENT =
    'The header `Idempotency-Key` is required and equals the transaction id of the body: the same ' +
    'key with the same body answers the same (a refusal too), another body 422 ' +
    'IDEMPOTENCY_KEY_REUSED, a call still running 409 IDEMPOTENCY_KEY_IN_USE; another payment ' +
    'or gift card redemption for the same account still running 409 PAYMENT_IN_PROGRESS ' +
    '(Retry-After; nothing charged). Keys are the caller’s own.';
  const GIFT_CARD_CODES =
    'Refusals: GIFT_CARD_NUMBER_REQUIRED, GIFT_CARD_NUMBER_INVALID (unknown, or a wrong ' +
    'security code or expiry), INVALID_PAYLOAD (a BlackHawk-style card needs both security code ' +
    'and MM/YY expiry; an incomm card neither), NO_GIFT_CARD_BALANCE, GIFT_CARD_NOT_REDEEMABLE, ' +
    'GIFT_CARD_ALREADY_REDEEMED, GIFT_CARD_COUNTRY_ERROR (a card of the other market); 429 ' +
    'RATE_LIMIT_EXCEEDED when one client address tries too many cards.';

  return {
    getBillingActivity: {
      tag: 'care billing',
      summary: 'Billing and payment history: charges, payments, credits and refunds',
      description:
        'Newest first: one charge per invoice line (taxes and fees included), payments, gift ' +
        'card credits and refunds as negative amounts. `startDate`/`endDate` (YYYY-MM-DD, ' +
        'inclusive) must be in order (field error START_AFTER_END on endDate); ' +
        '`transactionType` subscription keeps charges, payment keeps money in; `numItems` ' +
        `caps the list (100 when absent).${OWNER_ONLY}`,
      errors: [400, 401, 404],
    },
    getBillingInvoice: {
      tag: 'care billing',
      summary: 'One invoice of the account, with its lines, taxes and fees',
      description: `An invoice of another account, or none: 404 INVOICE_NOT_FOUND.${OWNER_ONLY}`,
      errors: [400, 401, 404],
    },
    makePayment: {
      tag: 'care payments',
      summary: 'Pay some or all of the amount due',
      description:
        'With a new card (`cardInfo.cardToken` from the gateway’s tokenizer; `saveCard` keeps ' +
        'it as the card on file, signed-in owner only), the card on file (`useCardOnfile`; ' +
        'none or expired: NO_CARD_ON_ACCOUNT) or a gift card (`paymentType: giftCard`). ' +
        '`chargeAgreementAccepted` must be true (CHARGE_AGREEMENT_REQUIRED). Nothing due: 409 ' +
        'NO_BALANCE_DUE; an amount of 0 or less, in another currency or above what is due (or ' +
        'the gift card holds): INVALID_PAYMENT_AMOUNT. Card refusals (402): CARD_DECLINED, ' +
        'INSUFFICIENT_FUNDS, FRAUD_REJECT, CREDIT_CARD_ERROR — nothing is written, the balance ' +
        'stays; take a new transaction id. Paying the whole amount due brings back ' +
        'subscriptions suspended for non-payment (`reactivatedSubscriptionIds`). ' +
        IDEMPOTENT +
        OWNER_OR_IDENTIFIED,
      errors: [400, 401, 402, 403, 404, 409, 422, 429],
    },
    updatePaymentInfo: {
      tag: 'care payments',
      summary: 'Replace the card on file; nothing is charged',
      description:
        'The new card (`cardInfo.cardToken`) becomes the default and the old card on file is ' +
        'removed. CARD_TOKEN_INVALID for a token unknown, expired or already kept (field ' +
        'error CARD_BRAND_NOT_ACCEPTED for Discover in Canada). ' +
        IDEMPOTENT +
        OWNER_ONLY_PAYMENTS,
      errors: [400, 401, 404, 409, 422],
    },
    updateEbillEnrollment: {
      tag: 'care payments',
      summary: 'Bills by email (to the account’s email or another) or back to paper',
      description:
        'Enrolling without `email` uses the account’s email (none: REQUIRED on email); a ' +
        `typed email follows the market’s email rule. Answers the address masked.${OWNER_ONLY_PAYMENTS}`,
      errors: [400, 401, 404],
    },
    getGiftCardInfo: {
      tag: 'care payments',
      summary: 'A gift card’s balance',
      description: `Last 4, kind and balance. ${GIFT_CARD_CODES}${OWNER_OR_IDENTIFIED}`,
      errors: [400, 401, 403, 404, 429],
    },
    redeemGiftCard: {
      tag: 'care payments',
      summary: 'Move a gift card’s balance to the account',
      description:
        'The whole balance pays unpaid bills oldest first; the rest becomes account credit. ' +
        'Paying all that was due brings back subscriptions suspended for non-payment. The ' +
        `card is then redeemed: a second time is GIFT_CARD_ALREADY_REDEEMED. ${GIFT_CARD_CODES}` +
        ' A payment or redemption for the account (or the card) still running: 409 ' +
        'PAYMENT_IN_PROGRESS.' +
        OWNER_OR_IDENTIFIED,
      errors: [400, 401, 403, 404, 409, 429],
    },
    getReactivationQuote: {
      tag: 'care billing',
      summary: 'What paying the whole amount due brings back',
      description:
        'The amount due and the subscriptions suspended for non-payment (plan name, last 4 of ' +
        'the radio). The signed-in owner, or a session that identified the account and proved ' +
        'last name, phone and zip (VERIFICATION_REQUIRED until then).',
      errors: [400, 401, 403, 404],
    },
  } satisfies CareEndpointDocs<typeof billingCareEndpoints>;
})();
