import { and, eq, gte, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  orders,
  type SubscriberAccountRow,
  subscriberAccounts,
  subscriptionMoves,
} from '../../db/schema/index.ts';

/** How long after its purchase a thanks page may still create the account's sign-in. */
export const REGISTER_ON_SPOT_WINDOW_MS = 60 * 60 * 1000;

/**
 * The pending sign-up of a registration on the spot belongs to the care session that bought,
 * not to a service session family: the browser redeems its code with that care session's cookie.
 */
export function careSignUpFamilyOf(careSessionId: string): string {
  return `care:${careSessionId}`;
}

/**
 * The account a registration on the spot may create a sign-in for (ADR 051): one with no sign-in
 * yet and an email, which a purchase confirmed on this very care session created or bought for
 * within the window (the order is the proof, as for Listen now, ADR 050) — or a plan move,
 * swap or consolidation confirmed there (`subscription_moves`, ADR 068: a move is not an
 * order). Otherwise nothing.
 */
export async function registrableAccountOf(
  db: Db,
  accountNumber: string,
  caller: { careSessionId: string; now: Date },
): Promise<(SubscriberAccountRow & { email: string }) | undefined> {
  const [account] = await db
    .select()
    .from(subscriberAccounts)
    .where(
      and(
        eq(subscriberAccounts.accountNumber, accountNumber),
        isNull(subscriberAccounts.ownerIdentityId),
      ),
    )
    .limit(1);
  if (!account?.email) return undefined;
  const since = new Date(caller.now.getTime() - REGISTER_ON_SPOT_WINDOW_MS);
  const [bought] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.accountNumber, accountNumber),
        eq(orders.careSessionId, caller.careSessionId),
        eq(orders.status, 'confirmed'),
        gte(orders.confirmedAt, since),
      ),
    )
    .limit(1);
  const [moved] = bought
    ? [bought]
    : await db
        .select({ id: subscriptionMoves.id })
        .from(subscriptionMoves)
        .where(
          and(
            eq(subscriptionMoves.accountNumber, accountNumber),
            eq(subscriptionMoves.careSessionId, caller.careSessionId),
            eq(subscriptionMoves.status, 'confirmed'),
            gte(subscriptionMoves.confirmedAt, since),
          ),
        )
        .limit(1);
  return moved ? { ...account, email: account.email } : undefined;
}
