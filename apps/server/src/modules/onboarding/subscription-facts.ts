import type { OnboardingSubscriptionFacts } from '@orbit/domain';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  catalogPackages,
  passwordCredentials,
  type RadioRow,
  type SubscriberAccountRow,
} from '../../db/schema/index.ts';
import {
  currentPhaseOf,
  isInTrial,
  radiosOfAccount,
  type SubscriptionWithPhases,
  subscriptionsOfAccounts,
} from '../identification/index.ts';

/** One subscription an onboarding lookup may answer: a radio's (with or without one) or streaming. */
export type OnboardingCandidate = {
  account: SubscriberAccountRow;
  radio: RadioRow | null;
  subscription: SubscriptionWithPhases | null;
  facts: OnboardingSubscriptionFacts;
  /** The identity whose password makes the credentials existing, when one does. */
  signInIdentityId: string | null;
};

const isStreamingTrial = (subscription: SubscriptionWithPhases) =>
  subscription.serviceType === 'streaming' && subscription.phases[0]?.phase === 'trial';

function endOf(subscription: SubscriptionWithPhases): Date | null {
  const lastPhaseEnd = subscription.phases.at(-1)?.endsAt ?? null;
  return subscription.endsAt ?? subscription.cancelledAt ?? lastPhaseEnd;
}

/** Running now: Active with a phase covering `now` (an ended trial-only plan is not). */
function isRunning(subscription: SubscriptionWithPhases, now: Date): boolean {
  return subscription.status === 'Active' && currentPhaseOf(subscription, now) !== undefined;
}

/** The subscription that speaks for a radio: the running one, else the latest started. */
function currentOf(history: readonly SubscriptionWithPhases[], now: Date) {
  const byStart = [...history].sort((a, b) => b.startedAt.getTime() - a.startedAt.getTime());
  return byStart.find((subscription) => isRunning(subscription, now)) ?? byStart[0] ?? null;
}

async function identitiesWithPassword(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ identityId: passwordCredentials.identityId })
    .from(passwordCredentials)
    .where(inArray(passwordCredentials.identityId, [...new Set(ids)]));
  return new Set(rows.map((row) => row.identityId));
}

async function streamingPackages(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: catalogPackages.id, streaming: catalogPackages.streamingAvailable })
    .from(catalogPackages)
    .where(inArray(catalogPackages.id, [...new Set(ids)]));
  return new Set(rows.filter((row) => row.streaming).map((row) => row.id));
}

/**
 * What each subscription of the accounts is, for the routing rule: every radio (its running or
 * latest subscription, or none) and every running streaming-only subscription. Ended streaming
 * subscriptions are the account's trial history, not matches of their own.
 */
export async function onboardingCandidatesOf(
  db: Db,
  accounts: readonly SubscriberAccountRow[],
  now: Date,
): Promise<OnboardingCandidate[]> {
  const all = await subscriptionsOfAccounts(
    db,
    accounts.map((account) => account.accountNumber),
  );
  const signIns = all.flatMap((s) => (s.streamingIdentityId ? [s.streamingIdentityId] : []));
  const owners = accounts.flatMap((a) => (a.ownerIdentityId ? [a.ownerIdentityId] : []));
  const withPassword = await identitiesWithPassword(db, [...signIns, ...owners]);
  const streaming = await streamingPackages(
    db,
    all.map((subscription) => subscription.packageId),
  );
  const candidates: OnboardingCandidate[] = [];
  for (const account of accounts) {
    const own = all.filter((s) => s.accountNumber === account.accountNumber);
    const entries: { radio: RadioRow | null; subscription: SubscriptionWithPhases | null }[] = [];
    for (const radio of await radiosOfAccount(db, account.accountNumber)) {
      const history = own.filter((s) => s.radioId === radio.radioId);
      entries.push({ radio, subscription: currentOf(history, now) });
    }
    for (const subscription of own) {
      if (subscription.radioId === null && isRunning(subscription, now)) {
        entries.push({ radio: null, subscription });
      }
    }
    for (const { radio, subscription } of entries) {
      const trials = own.filter(
        (s) => s !== subscription && isStreamingTrial(s) && !isRunning(s, now),
      );
      const trialEnds = trials.flatMap((s) => {
        const end = endOf(s);
        return end ? [end.getTime()] : [];
      });
      const signIn = [subscription?.streamingIdentityId, account.ownerIdentityId].find(
        (id): id is string => typeof id === 'string' && withPassword.has(id),
      );
      const trialOnly =
        subscription !== null && subscription.phases.every((phase) => phase.phase === 'trial');
      const running = subscription !== null && isRunning(subscription, now);
      candidates.push({
        account,
        radio,
        subscription,
        signInIdentityId: signIn ?? null,
        facts: {
          audioCapable: radio?.audioCapable ?? true,
          running,
          automakerTrialEnded: Boolean(radio?.oemBranding) && trialOnly && !running,
          inCollection: account.inCollectionSince !== null,
          consumer: account.customerType === 'consumer',
          streamingIncluded: subscription !== null && streaming.has(subscription.packageId),
          inTrial: subscription !== null && isInTrial(subscription, now),
          streamingTrialsHad: trials.length,
          lastStreamingTrialEndedAt: trialEnds.length > 0 ? new Date(Math.max(...trialEnds)) : null,
          streamingLogin: signIn
            ? 'with-password'
            : subscription?.streamingIdentityId
              ? 'without-password'
              : 'none',
        },
      });
    }
  }
  return candidates;
}
