import type { CareOnboardingMatches } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { careOk, careRefusal, fakeCareCalls } from '../testing/fake-care-api.ts';
import { isCareApiError } from './care-api-error.ts';
import { onboardingCalls } from './onboarding-calls.ts';

const matches: CareOnboardingMatches = {
  matchesFound: 1,
  matches: [
    {
      matchRef: 'obm_1',
      reason: 'credentialSetup',
      radioIdLastFour: '0093',
      maskedRadioId: '****0093',
      vehicle: null,
      planName: 'Platinum',
      maskedEmail: 'c******@orbitradio.test',
      maskedUsername: null,
      verificationRequired: false,
    },
  ],
};

const fakeOnboarding = (answer: (url: string) => Response) =>
  fakeCareCalls(onboardingCalls, answer);

describe('onboarding calls', () => {
  it('posts each call to its legacy path and reads its answer', async () => {
    const answers: Record<string, unknown> = {
      '/services/identity/streaming/flepz': matches,
      '/services/identity/streaming/device': { ...matches, matches: [], matchesFound: 0 },
      '/services/account/token/onboarding': matches,
      '/services/account/onboarding/update-streaming': {
        maskedUsername: 'c******@orbitradio.test',
        accountEmailUpdated: true,
      },
      '/services/offers/free-listen-promo': {
        promoCode: 'FREELISTEN30',
        freeListen: true,
        days: 30,
        planCode: 'STREAM_FREE_LISTEN',
        planName: 'Streaming Free Listen',
      },
      '/services/10footdevice/validate-code': {
        activationCode: 'BCDF-GHJK',
        expiresAt: '2026-11-27T03:00:00.000Z',
      },
      '/services/10footdevice/register': { activated: true },
    };
    const { calls, sent } = fakeOnboarding((url) => careOk(answers[url]));
    const flepz = {
      firstName: 'Casey',
      lastName: 'Setup',
      email: 'casey@orbitradio.test',
      phoneNumber: '5125550193',
      zipCode: '78701',
    };

    await expect(calls.streamingFlepz(flepz)).resolves.toEqual(matches);
    expect(sent.at(-1)).toEqual({ url: '/services/identity/streaming/flepz', body: flepz });
    expect((await calls.streamingDevice({ radioId: 'ORBF0093' })).matchesFound).toBe(0);
    expect((await calls.onboardingToken({ token: 'oet1.x' })).matches[0]?.reason).toBe(
      'credentialSetup',
    );
    const setup = {
      matchRef: 'obm_1',
      username: 'casey.streams',
      password: 'Orbit-Listen-2026',
      email: 'casey@orbitradio.test',
      synchronizeAccountEmail: true,
    };
    expect((await calls.updateStreaming(setup)).accountEmailUpdated).toBe(true);
    expect(sent.at(-1)).toEqual({
      url: '/services/account/onboarding/update-streaming',
      body: setup,
    });
    expect((await calls.freeListenPromo({ promoCode: 'FREELISTEN30' })).days).toBe(30);
    expect(
      (await calls.validateActivationCode({ activationCode: 'bcdf ghjk' })).activationCode,
    ).toBe('BCDF-GHJK');
    await calls.registerTenFootDevice({
      activationCode: 'BCDF-GHJK',
      username: 'casey.streams',
      password: 'Orbit-Listen-2026',
    });
    expect(sent.at(-1)?.url).toBe('/services/10footdevice/register');
  });

  it('rejects with the code of a refused password link', async () => {
    const { calls } = fakeOnboarding(() => careRefusal(400, 'EXPIRED_PASSWORD_RESET_TOKEN'));
    const error = await calls.streamingResetToken({ resetToken: 'spr_x' }).catch((e: unknown) => e);
    expect(isCareApiError(error) && error.errorCode).toBe('EXPIRED_PASSWORD_RESET_TOKEN');
  });
});
