import { randomBytes } from 'node:crypto';
import {
  type CareOnboardingMatch,
  type CareOnboardingMatches,
  type Locale,
  maskEmail,
  maskUsername,
  onboardingReasonOf,
  radioIdLastFour,
} from '@orbit/domain';
import type { Db } from '../../db/client.ts';
import { onboardingMatches, type SubscriberAccountRow } from '../../db/schema/index.ts';
import type { CareSession } from '../../platform/care-session/session-service.ts';
import { handlesOf, packageNamesOf, vehicleOf } from '../identification/index.ts';
import { type OnboardingCandidate, onboardingCandidatesOf } from './subscription-facts.ts';

/** How long a match may be acted on (the same 30 minutes as a deviceRef). */
export const MATCH_TTL_SECONDS = 30 * 60;

/** FLEPZ and a link's token prove the account; a radio, VIN or plate needs LPZ first. */
export type MatchMethod = 'FLEPZ' | 'TOKEN' | 'DEVICE';

const newMatchRef = () => `obm_${randomBytes(18).toString('base64url')}`;

function answerOf(
  candidate: OnboardingCandidate,
  input: { matchRef: string; method: MatchMethod; now: Date },
  names: { plan: (packageId: string) => string; handles: Map<string, string> },
): CareOnboardingMatch {
  const { radio, subscription, account } = candidate;
  const reason = onboardingReasonOf(candidate.facts, input.now);
  const handle = candidate.signInIdentityId ? names.handles.get(candidate.signInIdentityId) : null;
  const lastFour = radio ? radioIdLastFour(radio.radioId) : null;
  return {
    matchRef: input.matchRef,
    reason,
    radioIdLastFour: lastFour,
    maskedRadioId: lastFour ? `****${lastFour}` : null,
    vehicle: radio ? vehicleOf(radio) : null,
    planName: subscription && candidate.facts.running ? names.plan(subscription.packageId) : null,
    maskedEmail: account.email ? maskEmail(account.email) : null,
    maskedUsername: reason === 'existingCredentials' && handle ? maskUsername(handle) : null,
    verificationRequired: input.method === 'DEVICE',
  };
}

/**
 * The answer of every onboarding lookup (flows §8.5): one match per subscription of the accounts
 * found, each with its routing reason (the domain rule) and masked facts, each remembered for
 * this care session under a fresh `matchRef` so credential setup can only act on what this
 * session found (ADR 056).
 */
export async function answerOnboardingMatches(
  db: Db,
  input: {
    accounts: readonly SubscriberAccountRow[];
    session: CareSession;
    method: MatchMethod;
    locale: Locale;
    now: Date;
    /** Only this radio's subscription: a device lookup names one radio, not the account. */
    radioId?: string;
  },
): Promise<CareOnboardingMatches> {
  const { now, radioId } = input;
  const candidates = (await onboardingCandidatesOf(db, input.accounts, now)).filter(
    (candidate) => radioId === undefined || candidate.radio?.radioId === radioId,
  );
  const plan = await packageNamesOf(
    db,
    candidates.flatMap((c) => (c.subscription ? [c.subscription.packageId] : [])),
    input.locale,
  );
  const handles = await handlesOf(
    db,
    candidates.flatMap((c) => (c.signInIdentityId ? [c.signInIdentityId] : [])),
  );
  const expiresAt = new Date(now.getTime() + MATCH_TTL_SECONDS * 1000);
  const matches: CareOnboardingMatch[] = [];
  for (const candidate of candidates) {
    const match = answerOf(
      candidate,
      { matchRef: newMatchRef(), method: input.method, now },
      { plan, handles },
    );
    await db.insert(onboardingMatches).values({
      matchRef: match.matchRef,
      careSessionId: input.session.id,
      accountNumber: candidate.account.accountNumber,
      subscriptionId: candidate.subscription?.id ?? null,
      radioId: candidate.radio?.radioId ?? null,
      reason: match.reason,
      method: input.method,
      createdAt: now,
      expiresAt,
    });
    matches.push(match);
  }
  return { matchesFound: matches.length, matches };
}
