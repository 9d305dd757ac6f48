import { describe, expect, it } from 'vitest';
import {
  ONBOARDING_PAGE_BY_REASON,
  ONBOARDING_ROUTING_REASONS,
  onboardingPageOf,
} from './routing-reasons.ts';

describe('onboarding page of a lookup answer (flows §8.5)', () => {
  it('sends no match to no-match and several to the list to choose from', () => {
    expect(onboardingPageOf([])).toBe('no-match');
    expect(onboardingPageOf([{ reason: 'credentialSetup' }, { reason: 'InActive' }])).toBe(
      'multiple-subscriptions-page',
    );
  });

  it('sends a single match to the page of its reason', () => {
    expect(ONBOARDING_ROUTING_REASONS.map((reason) => onboardingPageOf([{ reason }]))).toEqual([
      'ineligible-no-audio',
      'inactive-subscription',
      'ineligible-non-pay',
      'ineligible-non-consumer',
      'ineligible-trial-within-last-trial-date',
      'ineligible-max-lifetime-trials',
      'ineligible-insufficient-package',
      'ineligible-expired-AA-trial',
      'credential-setup',
      'existing-credentials',
    ]);
    expect(Object.keys(ONBOARDING_PAGE_BY_REASON)).toEqual([...ONBOARDING_ROUTING_REASONS]);
  });
});
