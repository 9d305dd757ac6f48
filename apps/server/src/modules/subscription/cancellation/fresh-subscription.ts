import type { Db } from '../../../db/client.ts';
import { type MoneySubject, withMoneyLocks } from '../../../platform/money-locks/index.ts';
import { type NamedSubscription, subscriptionNotFound } from '../../checkout/index.ts';
import { subscriptionsOfAccounts } from '../../identification/index.ts';

/** What a change of a subscription holds while it decides (ADR 021). */
export const subscriptionSubject = (
  named: Pick<NamedSubscription, 'subscription'>,
): MoneySubject => ({
  kind: 'subscription',
  subscriptionId: named.subscription.id,
});

/** The named subscription read again once held: what another request changed meanwhile shows. */
export async function freshSubscription(
  db: Db,
  named: Pick<NamedSubscription, 'subscription' | 'account'>,
): Promise<NamedSubscription['subscription']> {
  const found = (await subscriptionsOfAccounts(db, [named.account.accountNumber])).find(
    (candidate) => candidate.id === named.subscription.id,
  );
  if (!found) throw subscriptionNotFound();
  return found;
}

/** Who changes a subscription: under which request name, when, and what else it holds. */
export type SubscriptionHolder = {
  requestName?: string | undefined;
  now: Date;
  /** Held with the subscription (an order's confirm holds its order too). */
  heldAlso?: readonly MoneySubject[];
};

/**
 * Runs `decide` holding the subscription (ADR 021): another change of it meanwhile is refused
 * with 409 PAYMENT_IN_PROGRESS. `decide` gets the subscription read again once held, after
 * `recheck` (an order's check that it has not changed since its quote).
 */
export function holdingSubscription<T>(
  db: Db,
  named: NamedSubscription,
  who: SubscriptionHolder,
  recheck: ((subscription: NamedSubscription['subscription']) => Promise<void>) | undefined,
  decide: (subscription: NamedSubscription['subscription']) => Promise<T>,
): Promise<T> {
  return withMoneyLocks(
    db,
    {
      subjects: [subscriptionSubject(named), ...(who.heldAlso ?? [])],
      requestName: who.requestName,
      now: who.now,
    },
    async () => {
      const subscription = await freshSubscription(db, named);
      await recheck?.(subscription);
      return decide(subscription);
    },
  );
}
