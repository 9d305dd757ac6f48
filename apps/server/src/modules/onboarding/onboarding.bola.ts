import type { AccountScopedEndpoint } from '../../testing/account-scoped-endpoints.ts';

/**
 * Onboarding for the shared BOLA matrix: credential setup names a radio, but only one this care
 * session matched counts; another customer naming the victim's radio gets the documented 403
 * ONBOARDING_MATCH_REQUIRED, the same as for a radio that does not exist.
 */
export const ONBOARDING_BOLA_ENDPOINTS: readonly AccountScopedEndpoint[] = [
  {
    name: 'set up streaming credentials on the victim’s radio',
    surface: 'care',
    method: 'POST',
    url: () => '/services/account/onboarding/update-streaming',
    // The matrix's victim (10000001) drives this radio.
    body: () => ({
      radioId: 'ORBA0003',
      username: 'bola.attacker',
      password: 'Comet-Harbor-93',
      email: 'bola.attacker@orbitradio.test',
    }),
    refusedWith: 403,
  },
];
