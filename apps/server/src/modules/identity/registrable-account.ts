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
  // The same proof from either record of what this session just confirmed for the account.
  const confirmedHere = async (record: typeof orders | typeof subscriptionMoves) => {
    const [row] = await db
      .select({ id: record.id })
      .from(record)
      .where(
        and(
          eq(record.accountNumber, accountNumber),
          eq(record.careSessionId, caller.careSessionId),
          eq(record.status, 'confirmed'),
          gte(record.confirmedAt, since),
        ),
      )
      .limit(1);
    return row !== undefined;
  };
  const moved = (await confirmedHere(orders)) || (await confirmedHere(subscriptionMoves));
  return moved ? { ...account, email: account.email } : undefined;
}
