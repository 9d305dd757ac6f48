import { describe, expect, it } from 'vitest';
import { type OnboardingSubscriptionFacts, onboardingReasonOf } from './routing-rule.ts';

const NOW = new Date('2026-11-27T00:00:00Z');
const eligible: OnboardingSubscriptionFacts = {
  audioCapable: true,
  running: true,
  automakerTrialEnded: false,
  inCollection: false,
  consumer: true,
  streamingIncluded: true,
  inTrial: false,
  streamingTrialsHad: 0,
  lastStreamingTrialEndedAt: null,
  streamingLogin: 'none',
};
const reasonOf = (changes: Partial<OnboardingSubscriptionFacts>) =>
  onboardingReasonOf({ ...eligible, ...changes }, NOW);

describe('the routing reason of an onboarding match (flows §8.5)', () => {
  it('sets credentials up unless they exist', () => {
    expect(reasonOf({})).toBe('credentialSetup');
    expect(reasonOf({ streamingLogin: 'without-password' })).toBe('credentialSetup');
    expect(reasonOf({ streamingLogin: 'with-password' })).toBe('existingCredentials');
  });

  it('names each ineligibility, the most decisive first', () => {
    expect(reasonOf({ audioCapable: false, running: false })).toBe('NoAudio');
    expect(reasonOf({ automakerTrialEnded: true, running: false })).toBe('expiredaatrial');
    expect(reasonOf({ running: false, inCollection: true })).toBe('InActive');
    expect(reasonOf({ inCollection: true, consumer: false })).toBe('paymentissues');
    expect(reasonOf({ consumer: false, streamingIncluded: false })).toBe('nonconsumer');
    expect(reasonOf({ streamingIncluded: false, inTrial: true })).toBe('insufficientpackage');
  });

  it('applies the streaming trial limits only to a subscription in its trial', () => {
    const recent = new Date('2026-09-01T00:00:00Z');
    expect(reasonOf({ inTrial: true, streamingTrialsHad: 3 })).toBe('maxlifetimetrials');
    expect(
      reasonOf({ inTrial: true, streamingTrialsHad: 1, lastStreamingTrialEndedAt: recent }),
    ).toBe('trialwithinlasttrialdate');
    expect(
      reasonOf({
        inTrial: true,
        streamingTrialsHad: 1,
        lastStreamingTrialEndedAt: new Date('2025-11-01T00:00:00Z'),
      }),
    ).toBe('credentialSetup');
    expect(reasonOf({ streamingTrialsHad: 3, lastStreamingTrialEndedAt: recent })).toBe(
      'credentialSetup',
    );
  });
});
