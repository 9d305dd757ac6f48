/**
 * Account linking for the shared BOLA matrix (ADR 076): another signed-in customer naming the
 * victim's subscription to link Alexa, or to ask after its Google link, gets 404 as for one that
 * does not exist, and no link is made.
 */
export type AccountLinkingBolaEndpoint = {
  name: string;
  surface: 'care';
  method: 'POST';
  url: () => string;
  body: (victim: { subscriptionId: string }) => unknown;
};

export const ACCOUNT_LINKING_BOLA_ENDPOINTS: readonly AccountLinkingBolaEndpoint[] = [
  {
    name: 'link Alexa naming the victim’s subscription',
    surface: 'care',
    method: 'POST',
    url: () => '/services/authenticate/linking/amazon',
    body: (v) => ({
      authCode: 'ANbola-matrix-code',
      subscriptionId: v.subscriptionId,
      redirectUri: 'http://localhost:3000/amzauth',
      state: 'bola-matrix-state',
    }),
  },
  {
    name: 'ask after the Google link of the victim’s subscription',
    surface: 'care',
    method: 'POST',
    url: () => '/services/authenticate/linking/google',
    body: (v) => ({ subscriptionId: v.subscriptionId }),
  },
];
