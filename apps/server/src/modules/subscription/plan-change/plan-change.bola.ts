/**
 * The account-scoped calls of change plan and change term, for the shared BOLA matrix: each is
 * made by another signed-in customer naming the victim's subscriptions (its trial, and its paid
 * plan `sub_seed_active_0003`) and must answer 404 as for a subscription that does not exist,
 * without a word of the victim's data, changing and charging nothing.
 */
export type PlanChangeBolaVictim = { subscriptionId: string };

export type PlanChangeBolaEndpoint = {
  name: string;
  surface: 'care' | 'service';
  method: 'POST';
  url: () => string;
  body: (victim: PlanChangeBolaVictim) => unknown;
  headers?: () => Record<string, string>;
};

/** The victim's paid plan (orbitowner1's Platinum on the kitchen radio). */
const PAID = 'sub_seed_active_0003';
const transactionKey = () => ({ 'idempotency-key': 'OAC-bola-plan-change-0001' });
const austin = {
  streetAddress: '500 Main St',
  city: 'Houston',
  state: 'TX',
  postalCode: '77002',
  country: 'US',
};

export const PLAN_CHANGE_BOLA_ENDPOINTS: readonly PlanChangeBolaEndpoint[] = [
  {
    name: 'list the plans the victim’s subscription may change to',
    surface: 'care',
    method: 'POST',
    url: () => '/services/offers/customer/change',
    body: () => ({ subscriptionId: PAID }),
  },
  {
    name: 'list the plans after the victim’s trial',
    surface: 'care',
    method: 'POST',
    url: () => '/services/offers/customer/change',
    body: (v) => ({ subscriptionId: v.subscriptionId }),
  },
  {
    name: 'quote a change of the victim’s paid plan',
    surface: 'care',
    method: 'POST',
    url: () => '/services/quotes/quote',
    body: () => ({
      planCodes: [{ planCode: 'US_SAT_AA_MO' }],
      serviceAddress: austin,
      subscriptionId: PAID,
    }),
  },
  {
    name: 'confirm a change of the victim’s paid plan',
    surface: 'care',
    method: 'POST',
    url: () => '/services/purchase/change-subscription',
    headers: transactionKey,
    body: () => ({
      subscriptionId: PAID,
      quoteId: 'ord_bola_plan_change',
      plans: [{ planCode: 'US_SAT_AA_MO' }],
      paymentInfo: {
        useCardOnFile: true,
        paymentType: 'creditCard',
        transactionId: 'OAC-bola-plan-change-0001',
      },
      serviceAddress: {
        ...austin,
        firstName: 'Mallory',
        lastName: 'Thief',
        phone: '7135550199',
        email: 'mallory@orbitradio.test',
      },
      languagePreference: 'en-US',
      agreementAccepted: true,
    }),
  },
  {
    name: 'switch the victim’s paid plan in one call (offer2offer)',
    surface: 'care',
    method: 'POST',
    url: () => '/services/purchase/offer2offer',
    headers: transactionKey,
    body: () => ({
      subscriptionId: PAID,
      plans: [{ planCode: 'US_SAT_AA_MO' }],
      transactionId: 'OAC-bola-plan-change-0001',
    }),
  },
  {
    name: 'order a plan switch of the victim’s subscription',
    surface: 'service',
    method: 'POST',
    url: () => '/order/v1/orders',
    body: () => ({
      planSwitch: { subscriptionId: PAID, offerId: 'US_SAT_AA_MO', flow: 'CHANGE_PLAN' },
    }),
  },
];
