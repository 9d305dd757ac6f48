import type { CareOnboardingMatch, CareOnboardingMatches } from '@orbit/domain';
import type { AppServices } from '../../../shared/services/app-services.tsx';
import { markServerStateStale } from '../../../shared/services/server-state.ts';
import {
  lookupFailureOf,
  trackAccountLookupFailed,
  trackIdentifiedBy,
} from '../../identification/index.ts';
import type { OnboardingLookupMethod } from '../onboarding-journey.tsx';

export type OnboardingLookupOutcome =
  | { kind: 'matched'; matches: readonly CareOnboardingMatch[] }
  | ReturnType<typeof lookupFailureOf>;

/**
 * Runs one onboarding lookup (the global handler skipped: the page shows every outcome) and
 * tracks it as identification's lookups are (spec 000 §4): matches as an authentication success
 * with how many, none as a failure — an answer all the same, which the `no-match` page shows —
 * and why it failed otherwise (nothing found, "call us", too many, a human check, a link refused).
 */
export async function runOnboardingLookup(
  services: AppServices,
  method: OnboardingLookupMethod,
  call: () => Promise<CareOnboardingMatches>,
): Promise<OnboardingLookupOutcome> {
  try {
    const { matches } = await call();
    if (matches.length === 0) {
      trackAccountLookupFailed(services.dataLayer, method, 'NO_ACCOUNT_FOUND');
      return { kind: 'matched', matches };
    }
    trackIdentifiedBy(services.dataLayer, method, { matchesFound: matches.length });
    // A match makes this session see the account: what was read before is read again.
    markServerStateStale(services.serverState);
    return { kind: 'matched', matches };
  } catch (error) {
    return lookupFailureOf(services, error, method);
  }
}
