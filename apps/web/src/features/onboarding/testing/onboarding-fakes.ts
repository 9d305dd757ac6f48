import type {
  CareActivationCodeResult,
  CareCallerCountryResult,
  CareCreateStreamingPasswordResult,
  CareCreateStreamingTrialResult,
  CareFreeListenPromoResult,
  CareIdentifiedAccount,
  CareOnboardingMatch,
  CareOnboardingMatches,
  CareStreamingResetTokenResult,
  CareTenFootRegisterResult,
  CareUpdateStreamingResult,
} from '@orbit/domain';
import { createFakeServer, type FakeServer, fakeEndpoint } from '../../../testing/fake-server.ts';
import { linkIdentifiedAccount } from '../../../testing/link-verification-fakes.ts';

/**
 * The onboarding pages' fakes, in the contract's shapes: Casey Setup's 2024 Lumen Arc, whose
 * radio ends in 0091, on All Access with no streaming sign-in yet (the demo's credentialSetup).
 */
export function onboardingMatch(overrides: Partial<CareOnboardingMatch> = {}): CareOnboardingMatch {
  return {
    matchRef: 'omr_0091',
    reason: 'credentialSetup',
    radioIdLastFour: '0091',
    maskedRadioId: '****0091',
    vehicle: { year: 2024, make: 'Lumen', model: 'Arc' },
    planName: 'All Access',
    maskedEmail: 'c****@orbitradio.test',
    maskedUsername: null,
    verificationRequired: false,
    ...overrides,
  };
}

export function matchesOf(...matches: CareOnboardingMatch[]): CareOnboardingMatches {
  return { matchesFound: matches.length, matches };
}

/** Casey's details as the FLEPZ form sends them. */
export const CASEY = {
  firstName: 'Casey',
  lastName: 'Setup',
  email: 'casey.setup@orbitradio.test',
  phoneNumber: '5125550091',
  zipCode: '78701',
};

/**
 * A fake server answering the onboarding calls from spies (named as the SDK names them), so each
 * test replaces the answer it needs and reads what the page sent.
 */
export function onboardingServer(
  options: { matches?: CareOnboardingMatches; server?: FakeServer } = {},
) {
  const server = options.server ?? createFakeServer();
  const matches = options.matches ?? matchesOf(onboardingMatch());
  const calls = {
    streamingFlepz: fakeEndpoint<Record<string, unknown>, CareOnboardingMatches>(
      server,
      'POST /services/identity/streaming/flepz',
      () => matches,
    ),
    streamingDevice: fakeEndpoint<Record<string, unknown>, CareOnboardingMatches>(
      server,
      'POST /services/identity/streaming/device',
      () => matches,
    ),
    onboardingToken: fakeEndpoint<Record<string, unknown>, CareOnboardingMatches>(
      server,
      'POST /services/account/token/onboarding',
      () => matches,
    ),
    verifyPiiData: fakeEndpoint<Record<string, unknown>, CareIdentifiedAccount>(
      server,
      'POST /services/authenticate/verify-pii-data',
      () => linkIdentifiedAccount({ verified: true, authenticationType: 'RID' }),
    ),
    updateStreaming: fakeEndpoint<Record<string, unknown>, CareUpdateStreamingResult>(
      server,
      'POST /services/account/onboarding/update-streaming',
      () => ({ maskedUsername: 'c****@orbitradio.test', accountEmailUpdated: true }),
    ),
    freeListenPromo: fakeEndpoint<{ promoCode: string }, CareFreeListenPromoResult>(
      server,
      'POST /services/offers/free-listen-promo',
      ({ promoCode }) => ({
        promoCode,
        freeListen: true,
        days: 30,
        planCode: 'STREAMING_FREE_LISTEN_30',
        planName: 'Streaming Essentials',
      }),
    ),
    createStreamingTrial: fakeEndpoint<Record<string, unknown>, CareCreateStreamingTrialResult>(
      server,
      'POST /services/account/prospect/create-streaming-trial',
      () => ({ emailSent: true, maskedEmail: 'f****@orbitradio.test', days: 30 }),
    ),
    streamingResetToken: fakeEndpoint<{ resetToken: string }, CareStreamingResetTokenResult>(
      server,
      'POST /services/account/prospect/streaming-password-reset-token',
      () => ({
        resetKey: 'rk_prospect_1',
        maskedEmail: 'f****@orbitradio.test',
        planName: 'Streaming Essentials',
        expiresAt: '2026-11-28T02:00:00.000Z',
      }),
    ),
    createStreamingPassword: fakeEndpoint<
      Record<string, unknown>,
      CareCreateStreamingPasswordResult
    >(server, 'POST /services/account/prospect/create-streaming-password', () => ({
      maskedEmail: 'f****@orbitradio.test',
    })),
    validateActivationCode: fakeEndpoint<{ activationCode: string }, CareActivationCodeResult>(
      server,
      'POST /services/10footdevice/validate-code',
      () => ({ activationCode: 'BCDF-GHJK', expiresAt: '2026-11-27T02:30:00.000Z' }),
    ),
    registerTenFootDevice: fakeEndpoint<Record<string, unknown>, CareTenFootRegisterResult>(
      server,
      'POST /services/10footdevice/register',
      () => ({ activated: true }),
    ),
    // Nowhere of ours unless a test says so: a test runner's address is a private one.
    callerCountry: fakeEndpoint<unknown, CareCallerCountryResult>(
      server,
      'GET /services/geolocation/country',
      () => ({ country: 'unknown' }),
    ),
  };
  return { server, calls };
}
