import type { Db } from '../../../db/client.ts';
import type { MoneySubject } from '../../../platform/money-locks/index.ts';
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
