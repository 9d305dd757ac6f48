/**
 * The account-scoped calls of the subscription capability (cancel, keep, the retention offer),
 * for the shared BOLA matrix: each made by another signed-in customer with the victim's
 * subscription id must answer 404 (as for one that does not exist), show nothing of the victim's
 * and change nothing.
 */
export type SubscriptionBolaVictim = { subscriptionId: string };

export type SubscriptionBolaEndpoint = {
  name: string;
  surface: 'care' | 'service';
  method: 'GET' | 'POST';
  url: (victim: SubscriptionBolaVictim) => string;
  body?: (victim: SubscriptionBolaVictim) => unknown;
  headers?: (victim: SubscriptionBolaVictim) => Record<string, string>;
};

const IN_AUTH_ID = 'OAC-bola-cancel-0001';

export const SUBSCRIPTION_BOLA_ENDPOINTS: readonly SubscriptionBolaEndpoint[] = [
  {
    name: 'read the options of the victim’s subscription',
    surface: 'care',
    method: 'POST',
    url: () => '/services/account-mgmt/modify-subscription-options',
    body: (victim) => ({ subscriptionId: victim.subscriptionId }),
  },
  {
    name: 'ask a retention offer for the victim’s subscription',
    surface: 'care',
    method: 'POST',
    url: () => '/services/offers/customer/cancel',
    body: (victim) => ({ subscriptionId: victim.subscriptionId, cancelReason: 'EXPENSIVE' }),
  },
  {
    name: 'cancel the victim’s subscription',
    surface: 'care',
    method: 'POST',
    url: () => '/services/cancel/subscription',
    headers: () => ({ 'idempotency-key': IN_AUTH_ID }),
    body: (victim) => ({
      subscriptionId: victim.subscriptionId,
      inAuthId: IN_AUTH_ID,
      reasonCode: 'EXPENSIVE',
    }),
  },
  {
    name: 'keep the victim’s subscription',
    surface: 'care',
    method: 'POST',
    url: () => '/services/cancel/subscription/revoke',
    body: (victim) => ({ subscriptionId: victim.subscriptionId }),
  },
  {
    name: 'order the cancellation of the victim’s subscription',
    surface: 'service',
    method: 'POST',
    url: () => '/order/v1/orders',
    body: (victim) => ({
      cancelSubscription: {
        subscriptionId: victim.subscriptionId,
        cancellationType: 'END_OF_TERM',
        reasonCode: 'EXPENSIVE',
      },
    }),
  },
  {
    name: 'order the revoke of the victim’s cancellation',
    surface: 'service',
    method: 'POST',
    url: () => '/order/v1/orders',
    body: (victim) => ({
      revokeSubscriptionCancellation: { subscriptionId: victim.subscriptionId },
    }),
  },
  {
    name: 'read the retention offers of the victim’s subscription',
    surface: 'service',
    method: 'GET',
    url: (victim) => `/eligibility/v1/offers/save?subscription=${victim.subscriptionId}`,
  },
  {
    name: 'read the trial consent page of the victim’s subscription',
    surface: 'care',
    method: 'POST',
    url: () => '/services/subscription/trial-consent',
    body: (victim) => ({ subscriptionId: victim.subscriptionId }),
  },
  {
    name: 'give the trial consent of the victim’s subscription',
    surface: 'care',
    method: 'POST',
    url: () => '/services/subscription/trial-consent/give',
    body: (victim) => ({
      subscriptionId: victim.subscriptionId,
      textVersion: '2026-11',
      language: 'fr-CA',
    }),
  },
];
