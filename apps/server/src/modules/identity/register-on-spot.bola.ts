/**
 * Registration on the spot for the shared BOLA matrix: another customer naming the victim's
 * account gets 404 as for one that does not exist, and no sign-up for it is started.
 */
export type RegisterOnSpotBolaEndpoint = {
  name: string;
  surface: 'care';
  method: 'POST';
  url: () => string;
  body: () => unknown;
};

export const REGISTER_ON_SPOT_BOLA_ENDPOINTS: readonly RegisterOnSpotBolaEndpoint[] = [
  {
    name: 'create a sign-in for the victim’s account on the spot',
    surface: 'care',
    method: 'POST',
    url: () => '/services/account/register',
    body: () => ({ accountNumber: '10000001', password: 'Comet-Harbor-93' }),
  },
];
