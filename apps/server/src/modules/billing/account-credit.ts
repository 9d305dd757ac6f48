import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { subscriberAccounts } from '../../db/schema/index.ts';

/**
 * Adds money to what the account holds (`credit_minor`), in the caller's transaction: a plan
 * change whose credit for the unused days exceeds its charge leaves the difference there, and
 * the next amounts due are paid from it first (account-balance.ts).
 */
export async function creditAccount(
  tx: Db,
  accountNumber: string,
  amountMinor: number,
  now: Date,
): Promise<void> {
  if (amountMinor <= 0) return;
  await tx
    .update(subscriberAccounts)
    .set({ creditMinor: sql`${subscriberAccounts.creditMinor} + ${amountMinor}`, updatedAt: now })
    .where(eq(subscriberAccounts.accountNumber, accountNumber));
}
