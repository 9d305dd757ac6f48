import { ACCOUNT_BOLA_ENDPOINTS, bolaUrlOf } from '../modules/account/account-endpoints.bola.ts';
import { BILLING_BOLA_ENDPOINTS } from '../modules/billing/billing-endpoints.bola.ts';
import { LISTEN_BOLA_ENDPOINTS } from '../modules/checkout/listen/listen.bola.ts';
import { MULTI_RADIO_BOLA_ENDPOINTS } from '../modules/checkout/multi-radio/multi-radio.bola.ts';
import { RENEWAL_BOLA_ENDPOINTS } from '../modules/checkout/renewal/renewal.bola.ts';
import { VIP_BOLA_ENDPOINTS } from '../modules/checkout/vip/vip.bola.ts';
import { ACCOUNT_LINKING_BOLA_ENDPOINTS } from '../modules/devices/account-linking/account-linking.bola.ts';
import { LEGACY_DEVICE_BOLA_ENDPOINTS } from '../modules/devices/legacy/legacy-devices.bola.ts';
import {
  SIGN_INS_BOLA_ENDPOINTS,
  type SignInsBolaVictim,
} from '../modules/devices/sign-ins/sign-ins.bola.ts';
import { REGISTER_ON_SPOT_BOLA_ENDPOINTS } from '../modules/identity/register-on-spot.bola.ts';
import { ONBOARDING_BOLA_ENDPOINTS } from '../modules/onboarding/onboarding.bola.ts';
import { PROMOTION_BOLA_ENDPOINTS } from '../modules/promotion/promotion.bola.ts';
import { STUDENT_BOLA_ENDPOINTS } from '../modules/student/student.bola.ts';
import { ENTITLEMENT_BOLA_ENDPOINTS } from '../modules/subscription/entitlements/entitlements.bola.ts';
import { PLAN_CHANGE_BOLA_ENDPOINTS } from '../modules/subscription/plan-change/plan-change.bola.ts';
import { SUBSCRIPTION_BOLA_ENDPOINTS } from '../modules/subscription/subscription-endpoints.bola.ts';
import { TRANSFER_BOLA_ENDPOINTS } from '../modules/subscription/transfer/transfer.bola.ts';
import { TRIAL_CLAIM_BOLA_ENDPOINTS } from '../modules/trials/activation/trial-claims.bola.ts';
import { ORCHESTRATION_BOLA_ENDPOINTS } from '../modules/trials/orchestration/orchestration.bola.ts';
import { UPGRADE_BOLA_ENDPOINTS } from '../modules/upgrades/upgrade.bola.ts';

/**
 * The one table of account-scoped endpoints (care and service APIs) that the BOLA matrix
 * (`bola-matrix.test.ts`) calls as another signed-in customer with the victim's ids. Every such
 * endpoint joins it — in its capability's `*.bola.ts` list, spread here.
 */
export type BolaVictim = {
  accountNumber: string;
  deviceId: string;
  subscriptionId: string;
  invoiceId: string;
  paymentMethodId: string;
  billingProfileId: string;
  orderId: string;
  /** A fresh card token of the attacker's, for calls that need one to be well formed. */
  cardToken: string;
} & SignInsBolaVictim;

export type AccountScopedEndpoint = {
  name: string;
  surface: 'care' | 'service';
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  url: (victim: BolaVictim) => string;
  body?: (victim: BolaVictim) => unknown;
  headers?: (victim: BolaVictim) => Record<string, string>;
  /** The refusal its contract documents instead of 404 (a trial claim's 403), still saying nothing. */
  refusedWith?: 403;
};

const transactionKey = () => ({ 'idempotency-key': 'OAC-bola-matrix-0001' });

/** The attacker's own card, name and address: a purchase body well formed but for the victim's id. */
const attackerPurchase = (v: BolaVictim) => ({
  paymentInfo: {
    useCardOnFile: false,
    paymentType: 'creditCard',
    cardInfo: { cardToken: v.cardToken, nameOnCard: 'Mallory Thief' },
    transactionId: 'OAC-bola-matrix-0001',
  },
  serviceAddress: {
    streetAddress: '500 Main St',
    city: 'Houston',
    state: 'TX',
    postalCode: '77002',
    country: 'US',
    firstName: 'Mallory',
    lastName: 'Thief',
    phone: '7135550199',
    email: 'mallory@orbitradio.test',
  },
  languagePreference: 'en-US',
  agreementAccepted: true,
});

/** Orders, subscriptions and purchases (checkout). */
const CHECKOUT_ENDPOINTS: AccountScopedEndpoint[] = [
  {
    name: 'read the victim’s order',
    surface: 'service',
    method: 'GET',
    url: (v) => `/order/v1/orders/${v.orderId}`,
  },
  {
    name: 'confirm the victim’s order',
    surface: 'service',
    method: 'PUT',
    url: (v) => `/order/v1/orders/${v.orderId}/confirm`,
    headers: transactionKey,
  },
  {
    name: 'pay an order with the victim’s card',
    surface: 'service',
    method: 'POST',
    url: () => '/order/v1/orders',
    body: (v) => ({
      newSubscription: { offerId: 'US_STREAM_PLAT_MO', stripePaymentMethodId: v.paymentMethodId },
    }),
  },
  {
    name: 'read the victim’s subscription',
    surface: 'service',
    method: 'GET',
    url: (v) => `/subscription/v1/subscriptions/${v.subscriptionId}`,
  },
  {
    name: 'choose the plan after the victim’s trial',
    surface: 'care',
    method: 'POST',
    url: () => '/services/purchase/change-subscription',
    headers: transactionKey,
    body: (v) => ({
      plans: [{ planCode: 'US_SAT_AA_MO' }],
      subscriptionId: v.subscriptionId,
      ...attackerPurchase(v),
    }),
  },
  {
    name: 'buy the streaming trial and its paid follow-on onto the victim’s account',
    surface: 'care',
    method: 'POST',
    url: () => '/services/purchase/add-subscription',
    headers: transactionKey,
    body: (v) => ({
      plans: [{ planCode: 'US_STREAM_ESS_RTD_3MOFREE' }],
      followOnPlans: [{ planCode: 'US_STREAM_ESS_MO' }],
      accountNumber: v.accountNumber,
      ...attackerPurchase(v),
    }),
    // The contract's answer for another's account, as the trial alone (ADR 060).
    refusedWith: 403,
  },
];

export const ACCOUNT_SCOPED_ENDPOINTS: readonly AccountScopedEndpoint[] = [
  ...ACCOUNT_BOLA_ENDPOINTS.map(
    (endpoint): AccountScopedEndpoint => ({
      name: endpoint.name,
      surface: 'care',
      method: endpoint.method,
      url: (victim) => bolaUrlOf(endpoint, victim),
      ...(endpoint.body ? { body: endpoint.body } : {}),
    }),
  ),
  ...BILLING_BOLA_ENDPOINTS,
  ...ENTITLEMENT_BOLA_ENDPOINTS,
  ...SIGN_INS_BOLA_ENDPOINTS,
  ...CHECKOUT_ENDPOINTS,
  ...SUBSCRIPTION_BOLA_ENDPOINTS,
  ...PLAN_CHANGE_BOLA_ENDPOINTS,
  ...TRIAL_CLAIM_BOLA_ENDPOINTS,
  ...ORCHESTRATION_BOLA_ENDPOINTS,
  ...RENEWAL_BOLA_ENDPOINTS,
  ...UPGRADE_BOLA_ENDPOINTS,
  ...VIP_BOLA_ENDPOINTS,
  ...MULTI_RADIO_BOLA_ENDPOINTS,
  ...PROMOTION_BOLA_ENDPOINTS,
  ...LISTEN_BOLA_ENDPOINTS,
  ...ACCOUNT_LINKING_BOLA_ENDPOINTS,
  ...LEGACY_DEVICE_BOLA_ENDPOINTS,
  ...REGISTER_ON_SPOT_BOLA_ENDPOINTS,
  ...ONBOARDING_BOLA_ENDPOINTS,
  ...STUDENT_BOLA_ENDPOINTS,
  ...TRANSFER_BOLA_ENDPOINTS,
];
