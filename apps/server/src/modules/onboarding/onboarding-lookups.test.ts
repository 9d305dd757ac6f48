import { careOnboardingMatchesSchema, onboardingPageOf } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { careData, careError } from '../../testing/care-caller.ts';
import { captchaRequired } from '../../testing/human-checks.ts';
import { mintEntryLink } from '../identification/index.ts';
import {
  flepzOf,
  ONBOARDING_TOKEN,
  onboardingCaller,
  STREAMING_DEVICE,
  STREAMING_FLEPZ,
} from './onboarding.testing.ts';

const EXPECTED_REASONS = [
  ['10000091', 'credentialSetup', 'credential-setup'],
  ['10000092', 'existingCredentials', 'existing-credentials'],
  ['10000093', 'NoAudio', 'ineligible-no-audio'],
  ['10000094', 'InActive', 'inactive-subscription'],
  ['10000095', 'paymentissues', 'ineligible-non-pay'],
  ['10000096', 'nonconsumer', 'ineligible-non-consumer'],
  ['10000097', 'trialwithinlasttrialdate', 'ineligible-trial-within-last-trial-date'],
  ['10000098', 'maxlifetimetrials', 'ineligible-max-lifetime-trials'],
  ['10000099', 'insufficientpackage', 'ineligible-insufficient-package'],
  ['10000100', 'expiredaatrial', 'ineligible-expired-AA-trial'],
] as const;

describe('POST /services/identity/streaming/flepz (flows §8.5 find account)', () => {
  it('routes each demo account by its reason, with masked facts only', async () => {
    const caller = await onboardingCaller();
    for (const [accountNumber, reason, page] of EXPECTED_REASONS) {
      const response = await caller.post(STREAMING_FLEPZ, flepzOf(accountNumber));
      const answer = careData(response, careOnboardingMatchesSchema);
      expect([accountNumber, answer.matchesFound, answer.matches[0]?.reason]).toEqual([
        accountNumber,
        1,
        reason,
      ]);
      expect(onboardingPageOf(answer.matches)).toBe(page);
      const radioId = `ORBF${accountNumber.slice(-4)}`;
      expect(answer.matches[0]).toMatchObject({
        radioIdLastFour: radioId.slice(-4),
        maskedRadioId: `****${radioId.slice(-4)}`,
        verificationRequired: false,
      });
      expect(answer.matches[0]?.maskedEmail).toMatch(/^[a-z]\*+@orbitradio\.test$/);
      for (const secret of [radioId, accountNumber, flepzOf(accountNumber).email]) {
        expect(response.body).not.toContain(secret);
      }
    }
  });

  it('names the plan of a running subscription and the masked sign-in of existing credentials', async () => {
    const caller = await onboardingCaller();
    const setup = careData(
      await caller.post(STREAMING_FLEPZ, flepzOf('10000091')),
      careOnboardingMatchesSchema,
    );
    expect(setup.matches[0]).toMatchObject({ planName: 'All Access', maskedUsername: null });
    const existing = careData(
      await caller.post(STREAMING_FLEPZ, flepzOf('10000092')),
      careOnboardingMatchesSchema,
    );
    expect(existing.matches[0]?.maskedUsername).toBe('e******');
    const inactive = careData(
      await caller.post(STREAMING_FLEPZ, flepzOf('10000094')),
      careOnboardingMatchesSchema,
    );
    expect(inactive.matches[0]?.planName).toBeNull();
  });

  it('answers several matches for two radios and none for details that match nothing', async () => {
    const caller = await onboardingCaller();
    const several = careData(
      await caller.post(STREAMING_FLEPZ, flepzOf('10000101')),
      careOnboardingMatchesSchema,
    );
    expect(several.matchesFound).toBe(2);
    expect(several.matches.map((m) => [m.radioIdLastFour, m.reason])).toEqual([
      ['0101', 'credentialSetup'],
      ['0102', 'credentialSetup'],
    ]);
    expect(onboardingPageOf(several.matches)).toBe('multiple-subscriptions-page');
    const none = careData(
      await caller.post(STREAMING_FLEPZ, { ...flepzOf('10000091'), lastName: 'Nobody' }),
      careOnboardingMatchesSchema,
    );
    expect(none).toEqual({ matchesFound: 0, matches: [] });
    expect(onboardingPageOf(none.matches)).toBe('no-match');
  });

  it('keeps the FLEPZ field rules and the lookup budget of the customer lookup', async () => {
    const caller = await onboardingCaller();
    const refused = careError(
      await caller.post(STREAMING_FLEPZ, { ...flepzOf('10000091'), phoneNumber: '1125550101' }),
      400,
      'INVALID_PAYLOAD',
    );
    expect(refused.fieldErrors).toEqual([{ errorCode: 'PHONE_INVALID', fieldName: 'phoneNumber' }]);
    // Lookups of one email are budgeted: past the budget, each needs a human check.
    const miss = { ...flepzOf('10000091'), lastName: 'Guess' };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      statuses.push((await caller.post(STREAMING_FLEPZ, miss)).statusCode);
    }
    const firstRefusal = statuses.indexOf(428);
    expect(firstRefusal).toBeGreaterThan(0);
    expect(statuses.slice(0, firstRefusal).every((status) => status === 200)).toBe(true);
    captchaRequired(await caller.post(STREAMING_FLEPZ, miss));
  });
});

describe('POST /services/identity/streaming/device (radio id, VIN, plate tabs)', () => {
  it('answers the one radio asked about, needing LPZ before credential setup', async () => {
    const caller = await onboardingCaller();
    const answer = careData(
      await caller.post(STREAMING_DEVICE, { radioId: 'orbf0102' }),
      careOnboardingMatchesSchema,
    );
    expect(answer.matches).toHaveLength(1);
    expect(answer.matches[0]).toMatchObject({
      radioIdLastFour: '0102',
      reason: 'credentialSetup',
      verificationRequired: true,
    });
    const unknown = careData(
      await caller.post(STREAMING_DEVICE, { radioId: 'ORBF9999' }),
      careOnboardingMatchesSchema,
    );
    expect(unknown).toEqual({ matchesFound: 0, matches: [] });
  });
});

describe('POST /services/account/token/onboarding (tkn-lookup)', () => {
  it("answers the matches of an ONBOARDING link's account, and refuses any other token", async () => {
    const caller = await onboardingCaller();
    const now = caller.clock.now();
    const link = await mintEntryLink(
      caller.db,
      { type: 'ONBOARDING', accountNumber: '10000091', days: 7 },
      now,
    );
    expect(link.path).toBe(`/onboarding/setup-credentials/tkn-lookup?tkn=${link.token}`);
    const answer = careData(
      await caller.post(ONBOARDING_TOKEN, { token: link.token }),
      careOnboardingMatchesSchema,
    );
    expect(answer.matches.map((m) => [m.reason, m.verificationRequired])).toEqual([
      ['credentialSetup', false],
    ]);
    const account = await mintEntryLink(
      caller.db,
      { type: 'ACCOUNT', accountNumber: '10000091', days: 7 },
      now,
    );
    careError(await caller.post(ONBOARDING_TOKEN, { token: account.token }), 400, 'INVALID_TOKEN');
    careError(
      await caller.post(ONBOARDING_TOKEN, { token: `${link.token.slice(0, -2)}xx` }),
      400,
      'INVALID_TOKEN',
    );
    caller.clock.advanceSeconds(8 * 86_400);
    await caller.newSession();
    careError(await caller.post(ONBOARDING_TOKEN, { token: link.token }), 400, 'INVALID_TOKEN');
  });
});
