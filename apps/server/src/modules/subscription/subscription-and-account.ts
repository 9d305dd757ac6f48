import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { subscriberAccounts, subscriptions } from '../../db/schema/index.ts';
import { accountAccessOf } from '../../platform/auth/account-access.ts';
import type { CareSession } from '../../platform/care-session/session-service.ts';
import type { Clock } from '../../platform/clock.ts';
import { namedSubscriptionOf } from '../checkout/index.ts';

/** A subscription with the account it is on; undefined when there is none. */
export async function subscriptionAndAccountOf(db: Db, subscriptionId: string) {
  const [row] = await db
    .select({ subscription: subscriptions, account: subscriberAccounts })
    .from(subscriptions)
    .innerJoin(
      subscriberAccounts,
      eq(subscriberAccounts.accountNumber, subscriptions.accountNumber),
    )
    .where(eq(subscriptions.id, subscriptionId));
  return row;
}

/**
 * How a care call names a subscription (namedSubscriptionOf): its signed-in owner's, or one on
 * the account this session identified and verified; anyone else's is 404.
 */
export function subscriptionNamedBy(deps: { db: Db; clock: Clock }) {
  return (request: FastifyRequest, session: CareSession, subscriptionId: string) =>
    namedSubscriptionOf(deps.db, subscriptionId, {
      careSessionId: session.id,
      identityId: session.identityId,
      now: deps.clock(),
      accountAccess: (rule) => accountAccessOf(deps.db, request, rule),
    });
}
