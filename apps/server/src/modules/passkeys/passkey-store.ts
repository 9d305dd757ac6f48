import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type PasskeyCredentialRow, passkeyCredentials } from '../../db/schema/index.ts';

export function passkeysOf(db: Db, identityId: string): Promise<PasskeyCredentialRow[]> {
  return db.select().from(passkeyCredentials).where(eq(passkeyCredentials.identityId, identityId));
}

export async function findPasskeyByCredentialId(
  db: Db,
  credentialId: string,
): Promise<PasskeyCredentialRow | undefined> {
  const [row] = await db
    .select()
    .from(passkeyCredentials)
    .where(eq(passkeyCredentials.credentialId, credentialId));
  return row;
}

/**
 * Moves the signature counter on, only from the value the verification read: of two assertions
 * racing with one counter value, one wins. False when another got there first.
 */
export async function advanceCounter(
  db: Db,
  row: Pick<PasskeyCredentialRow, 'id' | 'counter'>,
  newCounter: number,
  now: Date,
): Promise<boolean> {
  const updated = await db
    .update(passkeyCredentials)
    .set({ counter: newCounter, lastUsedAt: now })
    .where(
      and(
        eq(passkeyCredentials.id, row.id),
        eq(passkeyCredentials.counter, row.counter),
        sql`${passkeyCredentials.counter} <= ${newCounter}`,
      ),
    )
    .returning({ id: passkeyCredentials.id });
  return updated.length === 1;
}
