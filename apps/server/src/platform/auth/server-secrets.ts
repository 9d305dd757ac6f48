import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { serverSecrets } from '../../db/schema/index.ts';

/**
 * A named server key: made at random the first time any instance needs it, then read by all.
 * Inserting with ON CONFLICT DO NOTHING and reading back makes racing instances agree.
 */
export async function serverSecret(db: Db, name: string, now: Date): Promise<Buffer> {
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString('base64url'), createdAt: now })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`server secret ${name} could not be stored`);
  return Buffer.from(row.value, 'base64url');
}

/**
 * One named server secret (`server_secrets`), read once per database handle and kept in memory.
 * Each purpose has its own name, so a value made for one purpose (a deviceRef) can never be
 * accepted by another (a link token). A failed read is forgotten, so the next call tries again.
 */
export function serverKey(name: string): (db: Db, now: Date) => Promise<Buffer> {
  const keys = new WeakMap<Db, Promise<Buffer>>();
  return (db, now) => {
    let key = keys.get(db);
    if (!key) {
      key = serverSecret(db, name, now).catch((error: unknown) => {
        keys.delete(db);
        throw error;
      });
      keys.set(db, key);
    }
    return key;
  };
}
