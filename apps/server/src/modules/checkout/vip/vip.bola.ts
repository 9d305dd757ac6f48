/**
 * The account-scoped Platinum VIP calls, for the shared BOLA matrix: another signed-in customer
 * naming the victim's subscriptions as the two devices (or the bundle to update) must get 404 as
 * for devices that do not exist, see nothing of the victim's and change or charge nothing.
 */
/** One call of the matrix (its shape as `testing/account-scoped-endpoints.ts` spreads it). */
export type VipBolaEndpoint = {
  name: string;
  surface: 'care';
  method: 'POST';
  url: () => string;
  body: (victim: { subscriptionId: string; cardToken: string }) => unknown;
  headers?: () => Record<string, string>;
};

const transactionKey = () => ({ 'idempotency-key': 'OAC-bola-vip-0001' });
const devices = (victim: { subscriptionId: string }) => ({
  programCode: 'USPVIP',
  firstDevice: { subscriptionId: 'sub_seed_active_0003' },
  secondDevice: { subscriptionId: victim.subscriptionId },
});

export const VIP_BOLA_ENDPOINTS: readonly VipBolaEndpoint[] = [
  {
    name: 'quote Platinum VIP on the victim’s devices',
    surface: 'care',
    method: 'POST',
    url: () => '/services/quotes/upgrade-vip',
    body: devices,
  },
  {
    name: 'order Platinum VIP on the victim’s devices',
    surface: 'care',
    method: 'POST',
    url: () => '/services/purchase/upgrade-vip',
    headers: transactionKey,
    body: (victim) => ({
      ...devices(victim),
      paymentInfo: {
        useCardOnFile: false,
        paymentType: 'creditCard',
        cardInfo: { cardToken: victim.cardToken, nameOnCard: 'Mallory Thief' },
        transactionId: 'OAC-bola-vip-0001',
      },
      agreementAccepted: true,
    }),
  },
  {
    name: 'list the plans the victim’s VIP bundle may move to',
    surface: 'care',
    method: 'POST',
    url: () => '/services/offers/vip-update',
    body: (victim) => ({ subscriptionId: victim.subscriptionId }),
  },
  {
    name: 'move the victim’s VIP bundle to another plan',
    surface: 'care',
    method: 'POST',
    url: () => '/services/purchase/update-vip-subscription',
    headers: transactionKey,
    body: (victim) => ({
      subscriptionId: victim.subscriptionId,
      plans: [{ planCode: 'US_SAT_PLATVIP_MO' }],
      emailAddressChanged: false,
      paymentInfo: { useCardOnfile: true, transactionId: 'OAC-bola-vip-0001' },
    }),
  },
];
