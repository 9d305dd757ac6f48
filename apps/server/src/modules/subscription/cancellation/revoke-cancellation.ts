import {
  applyCancellationEvent,
  type CareRevokeCancellationResult,
  calendarDateOf,
} from '@orbit/domain';
import type { Db } from '../../../db/client.ts';
import { withMoneyLocks } from '../../../platform/money-locks/index.ts';
import type { NamedSubscription } from '../../checkout/index.ts';
import { currentTermOf } from '../current-term.ts';
import { asConflict, cancellationStateOf } from './cancellation-state-of.ts';
import {
  latestCancellationOf,
  markCancellationRevoked,
  setSubscriptionState,
  standingCancellationOf,
} from './cancellation-store.ts';
import { freshSubscription, subscriptionSubject } from './fresh-subscription.ts';

export type RevokeHooks = {
  recheck?: (subscription: NamedSubscription['subscription']) => Promise<void>;
  /** Written in the revoke's transaction (an order's confirmation). */
  complete?: (tx: Db, answer: CareRevokeCancellationResult) => Promise<void>;
};

async function renewalAnswer(
  db: Db,
  subscription: NamedSubscription['subscription'],
  now: Date,
): Promise<CareRevokeCancellationResult> {
  const term = await currentTermOf(db, subscription, now);
  return { subscriptionId: subscription.id, renewsOn: term ? calendarDateOf(term.end) : null };
}

/**
 * "Keep my subscription" (flows §5.2): a pending cancellation taken back before its end date,
 * decided holding the subscription as a cancellation is (ADR 021). The subscription is active
 * again and renews as before; its cancellation stays on record, marked revoked. At or after the
 * end date: 409 CANCELLATION_ALREADY_EFFECTIVE; nothing pending: 409 NO_PENDING_CANCELLATION,
 * except right after a revoke of the same cancellation, which answers the same again (a repeated
 * press of the button).
 */
export async function revokeCancellation(
  db: Db,
  named: NamedSubscription,
  who: { requestName?: string | undefined; now: Date },
  hooks: RevokeHooks = {},
): Promise<CareRevokeCancellationResult> {
  const { now } = who;
  return withMoneyLocks(
    db,
    { subjects: [subscriptionSubject(named)], requestName: who.requestName, now },
    async () => {
      const subscription = await freshSubscription(db, named);
      await hooks.recheck?.(subscription);
      const state = cancellationStateOf(subscription);
      if (state.state === 'active') {
        const latest = await latestCancellationOf(db, subscription.id);
        if (latest?.revokedAt) {
          const again = await renewalAnswer(db, subscription, now);
          if (hooks.complete) {
            const complete = hooks.complete;
            await db.transaction((tx) => complete(tx, again));
          }
          return again;
        }
      }
      try {
        applyCancellationEvent(state, { type: 'revoke', at: now });
      } catch (error) {
        throw asConflict(error);
      }
      const standing = await standingCancellationOf(db, subscription.id);
      const kept = { ...subscription, commerceState: 'active', endsAt: null, cancelledAt: null };
      const answer = await renewalAnswer(db, kept, now);
      await db.transaction(async (tx) => {
        await setSubscriptionState(tx, subscription.id, { state: 'active' }, now);
        if (standing) await markCancellationRevoked(tx, standing.id, now);
        await hooks.complete?.(tx, answer);
      });
      return answer;
    },
  );
}
