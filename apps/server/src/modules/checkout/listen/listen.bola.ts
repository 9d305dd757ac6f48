/**
 * "Listen now" for the shared BOLA matrix: another signed-in customer naming the victim's
 * subscription must get 404 as for one that does not exist, and no link to it.
 */
export type ListenBolaEndpoint = {
  name: string;
  surface: 'care';
  method: 'POST';
  url: () => string;
  body: (victim: { subscriptionId: string }) => unknown;
};

export const LISTEN_BOLA_ENDPOINTS: readonly ListenBolaEndpoint[] = [
  {
    name: 'mint a Listen now link to the victim’s subscription',
    surface: 'care',
    method: 'POST',
    url: () => '/services/account/listen-link',
    body: (v) => ({ subscriptionId: v.subscriptionId }),
  },
  {
    name: 'mint a Listen now link to the victim’s seeded plan',
    surface: 'care',
    method: 'POST',
    url: () => '/services/account/listen-link',
    body: () => ({ subscriptionId: 'sub_seed_active_0003' }),
  },
];
