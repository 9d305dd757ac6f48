/**
 * The account-scoped calls of the billing capability, for the shared BOLA matrix: each is made
 * by another signed-in customer with a victim's ids and must answer 404 (as for ids that do not
 * exist) without a word of the victim's data, changing nothing. Care calls go with the
 * attacker's care session cookie, service calls with its access token. `headers` are what a
 * well-formed call carries besides (the ownership refusal comes first either way).
 */
export type BillingBolaVictim = {
  accountNumber: string;
  invoiceId: string;
  paymentMethodId: string;
  billingProfileId: string;
};

export type BillingBolaEndpoint = {
  name: string;
  surface: 'care' | 'service';
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  url: (victim: BillingBolaVictim) => string;
  body?: (victim: BillingBolaVictim) => unknown;
  headers?: (victim: BillingBolaVictim) => Record<string, string>;
};

const RANGE = 'startDateTime=2020-01-01T00:00:00Z&endDateTime=2030-12-31T23:59:59Z';
const TRANSACTION_ID = 'OAC-bola-00000001';
const key = () => ({ 'idempotency-key': TRANSACTION_ID });
const address = {
  streetAddress: '1 Main St',
  city: 'Austin',
  state: 'TX',
  postalCode: '78701',
  country: 'US',
};

export const BILLING_BOLA_ENDPOINTS: readonly BillingBolaEndpoint[] = [
  // care API
  {
    name: 'read the victim’s billing activity',
    surface: 'care',
    method: 'POST',
    url: () => '/services/billing/activity',
    body: (victim) => ({ accountNumber: victim.accountNumber }),
  },
  {
    name: 'read the victim’s invoice',
    surface: 'care',
    method: 'POST',
    url: () => '/services/billing/invoice',
    body: (victim) => ({ invoiceId: victim.invoiceId }),
  },
  {
    name: 'read the victim’s invoice naming its account',
    surface: 'care',
    method: 'POST',
    url: () => '/services/billing/invoice',
    body: (victim) => ({ invoiceId: victim.invoiceId, accountNumber: victim.accountNumber }),
  },
  {
    name: 'pay the victim’s balance with its card on file',
    surface: 'care',
    method: 'POST',
    url: () => '/services/payment/make-payment',
    headers: key,
    body: (victim) => ({
      accountNumber: victim.accountNumber,
      paymentInfo: {
        useCardOnfile: true,
        paymentType: 'creditCard',
        paymentAmount: { amountMinor: 100, currency: 'USD' },
        transactionId: TRANSACTION_ID,
      },
      chargeAgreementAccepted: true,
    }),
  },
  {
    name: 'replace the victim’s card on file',
    surface: 'care',
    method: 'POST',
    url: () => '/services/payment/update-payment-info',
    headers: key,
    body: (victim) => ({
      accountNumber: victim.accountNumber,
      cardInfo: { cardToken: 'ctok_bola_not_a_token', nameOnCard: 'Mallory Thief' },
      transactionId: TRANSACTION_ID,
      billingAddress: address,
    }),
  },
  {
    name: 'change the victim’s e-bill address',
    surface: 'care',
    method: 'POST',
    url: () => '/services/payment/update-ebill-enrollment',
    body: (victim) => ({
      accountNumber: victim.accountNumber,
      ebillEnrollment: true,
      email: 'mallory@example.com',
    }),
  },
  {
    name: 'look up a gift card as the victim’s account',
    surface: 'care',
    method: 'POST',
    url: () => '/services/payment/giftcard/info',
    body: (victim) => ({ accountNumber: victim.accountNumber, number: '6006491234500100' }),
  },
  {
    name: 'redeem a gift card to the victim’s account',
    surface: 'care',
    method: 'POST',
    url: () => '/services/payment/giftcard/redeem',
    body: (victim) => ({ accountNumber: victim.accountNumber, number: '6006491234500100' }),
  },
  {
    name: 'read the victim’s reactivation quote',
    surface: 'care',
    method: 'POST',
    url: () => '/services/quotes/reactivation-quote',
    body: (victim) => ({ accountNumber: victim.accountNumber }),
  },
  // service API (billing/v1)
  {
    name: 'read the victim’s invoice by id',
    surface: 'service',
    method: 'GET',
    url: (victim) => `/billing/v1/invoices/${victim.invoiceId}`,
  },
  {
    name: 'list invoices charged to the victim’s card',
    surface: 'service',
    method: 'GET',
    url: (victim) => `/billing/v1/invoices?${RANGE}&paymentMethodId=${victim.paymentMethodId}`,
  },
  {
    name: 'list payments made with the victim’s card',
    surface: 'service',
    method: 'GET',
    url: (victim) =>
      `/billing/v1/payment-history?${RANGE}&paymentMethodId=${victim.paymentMethodId}`,
  },
  {
    name: 'read the victim’s card history',
    surface: 'service',
    method: 'GET',
    url: (victim) => `/billing/v1/payment-methods/${victim.paymentMethodId}/history`,
  },
  {
    name: 'rename the victim’s card',
    surface: 'service',
    method: 'PATCH',
    url: (victim) => `/billing/v1/payment-methods/${victim.paymentMethodId}`,
    body: () => ({ nameOnCard: 'Mallory Thief' }),
  },
  {
    name: 'remove the victim’s card',
    surface: 'service',
    method: 'DELETE',
    url: (victim) => `/billing/v1/payment-methods/${victim.paymentMethodId}`,
  },
  {
    name: 'pay a balance with the victim’s card',
    surface: 'service',
    method: 'POST',
    url: () => '/billing/v1/balance-due/pay',
    headers: () => ({ 'idempotency-key': 'bola-pay-00000001' }),
    body: (victim) => ({ paymentMethodId: victim.paymentMethodId }),
  },
  {
    name: 'read the victim’s card',
    surface: 'service',
    method: 'GET',
    url: (victim) => `/billing/v1/payment-methods/${victim.paymentMethodId}`,
  },
  {
    name: 'make the victim’s card a default',
    surface: 'service',
    method: 'PUT',
    url: (victim) => `/billing/v1/payment-methods/${victim.paymentMethodId}/default`,
  },
  {
    name: 'keep a card on the victim’s billing profile',
    surface: 'service',
    method: 'POST',
    url: () => '/billing/v1/payment-methods',
    body: (victim) => ({
      cardToken: 'ctok_bola_not_a_token',
      billingProfileId: victim.billingProfileId,
    }),
  },
  {
    name: 'read the victim’s billing profile',
    surface: 'service',
    method: 'GET',
    url: (victim) => `/billing/v1/billing-profiles/${victim.billingProfileId}`,
  },
  {
    name: 'rename the victim’s billing profile',
    surface: 'service',
    method: 'PATCH',
    url: (victim) => `/billing/v1/billing-profiles/${victim.billingProfileId}`,
    body: () => ({
      billingProfileName: { firstAndLastName: { firstName: 'Mallory', lastName: 'Thief' } },
    }),
  },
];
