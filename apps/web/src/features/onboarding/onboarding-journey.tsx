import type { CareOnboardingMatch, CareUpdateStreamingResult } from '@orbit/domain';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

/** How the customer was found: analytics' authentication types (spec 000 §3). */
export type OnboardingLookupMethod = 'FLEPZ' | 'RID' | 'VIN' | 'LPL' | 'TOKEN_URL';

/**
 * What the onboarding pages pass each other: the last lookup's matches, the one the customer
 * goes on with, whether its owner proved it (last name, phone, zip) and the credentials it got.
 * Kept in memory while the customer stays in onboarding — a reload starts again from finding the
 * account, as the matches' handles are this care session's and short-lived anyway.
 */
export interface OnboardingJourney {
  matches: readonly CareOnboardingMatch[] | undefined;
  method: OnboardingLookupMethod | undefined;
  chosen: CareOnboardingMatch | undefined;
  verifiedRef: string | undefined;
  credentials: CareUpdateStreamingResult | undefined;
}

export interface OnboardingJourneyActions {
  /** A lookup answered: a single match is the one to go on with. */
  found(matches: readonly CareOnboardingMatch[], method: OnboardingLookupMethod): void;
  choose(match: CareOnboardingMatch): void;
  verified(matchRef: string): void;
  credentialsSetUp(result: CareUpdateStreamingResult): void;
}

const EMPTY: OnboardingJourney = {
  matches: undefined,
  method: undefined,
  chosen: undefined,
  verifiedRef: undefined,
  credentials: undefined,
};

const JourneyContext = createContext<(OnboardingJourney & OnboardingJourneyActions) | null>(null);

export function OnboardingJourneyProvider({ children }: { children: ReactNode }) {
  const [journey, setJourney] = useState<OnboardingJourney>(EMPTY);
  const value = useMemo(
    () => ({
      ...journey,
      found: (matches: readonly CareOnboardingMatch[], method: OnboardingLookupMethod) =>
        setJourney({
          ...EMPTY,
          matches,
          method,
          chosen: matches.length === 1 ? matches[0] : undefined,
        }),
      choose: (match: CareOnboardingMatch) =>
        setJourney((current) => ({ ...current, chosen: match, credentials: undefined })),
      verified: (matchRef: string) =>
        setJourney((current) => ({ ...current, verifiedRef: matchRef })),
      credentialsSetUp: (credentials: CareUpdateStreamingResult) =>
        setJourney((current) => ({ ...current, credentials })),
    }),
    [journey],
  );
  return <JourneyContext.Provider value={value}>{children}</JourneyContext.Provider>;
}

export function useOnboardingJourney(): OnboardingJourney & OnboardingJourneyActions {
  const journey = useContext(JourneyContext);
  if (!journey) throw new Error('useOnboardingJourney outside OnboardingJourneyProvider');
  return journey;
}
