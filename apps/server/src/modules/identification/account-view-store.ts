import { asc, inArray, like } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  identities,
  type RadioRow,
  radios,
  type SubscriberAccountRow,
  subscriberAccounts,
} from '../../db/schema/index.ts';

/** Queries of the masked account view and of the lookups that build it. */

/** No account has this number (account numbers are digits, with up to two letters first). */
const NO_ACCOUNT = '-';

/**
 * Radios whose id ends with these four characters (a lookup by the last four, always sent with
 * an account number or a last name that narrows it to one account).
 */
export async function radiosEndingWith(db: Db, lastFour: string): Promise<RadioRow[]> {
  const suffix = lastFour.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return db
    .select()
    .from(radios)
    .where(like(radios.radioId, `%${suffix}`))
    .orderBy(asc(radios.radioId))
    .limit(50);
}

/** The sign-in handles of some identities (streaming listeners), by identity id. */
export async function handlesOf(
  db: Db,
  identityIds: readonly string[],
): Promise<Map<string, string>> {
  const ids = [...new Set(identityIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: identities.id, handle: identities.handle })
    .from(identities)
    .where(inArray(identities.id, ids));
  return new Map(rows.map((row) => [row.id, row.handle]));
}

/**
 * The accounts with these numbers. Lookups call it once whatever they found before (with a
 * number no account has when they found nothing), so "no such radio" and "a radio whose account
 * does not match" cost the same reads and cannot be told apart by their timing.
 */
export async function accountsNumbered(
  db: Db,
  accountNumbers: readonly string[],
): Promise<SubscriberAccountRow[]> {
  const numbers = accountNumbers.length > 0 ? [...new Set(accountNumbers)] : [NO_ACCOUNT];
  return db
    .select()
    .from(subscriberAccounts)
    .where(inArray(subscriberAccounts.accountNumber, numbers))
    .orderBy(asc(subscriberAccounts.accountNumber));
}
