/**
 * The account-scoped call of the package upgrade pages, for the shared BOLA matrix: another
 * signed-in customer naming the victim's subscriptions must be answered 404 as for one that does
 * not exist. (`account/token/pkg-upgrade` names no account: its token is signed.)
 */
export type UpgradeBolaEndpoint = {
  name: string;
  surface: 'care';
  method: 'POST';
  url: () => string;
  body: (victim: { subscriptionId: string }) => unknown;
};

export const UPGRADE_BOLA_ENDPOINTS: readonly UpgradeBolaEndpoint[] = [
  {
    name: 'list the upgrades of the victim’s trial',
    surface: 'care',
    method: 'POST',
    url: () => '/services/offers/customer/upgrade',
    body: (v) => ({ subscriptionId: v.subscriptionId }),
  },
  {
    name: 'list the upgrades of the victim’s paid plan',
    surface: 'care',
    method: 'POST',
    url: () => '/services/offers/customer/upgrade',
    body: () => ({ subscriptionId: 'sub_seed_active_0003' }),
  },
];
