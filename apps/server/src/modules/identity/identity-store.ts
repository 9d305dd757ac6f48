import { handleKey } from '@orbit/domain';
import { eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  type IdentityRow,
  identities,
  passkeyCredentials,
  passwordCredentials,
} from '../../db/schema/index.ts';

/** The identity a handle names: by its handle (email or username) or by its contact email. */
export async function findIdentityByHandle(
  db: Db,
  handle: string,
): Promise<IdentityRow | undefined> {
  const key = handleKey(handle);
  const [row] = await db
    .select()
    .from(identities)
    .where(or(eq(identities.handleKey, key), eq(identities.emailKey, key)))
    .limit(1);
  return row;
}

export async function findIdentityById(db: Db, id: string): Promise<IdentityRow | undefined> {
  const [row] = await db.select().from(identities).where(eq(identities.id, id)).limit(1);
  return row;
}

/** The stored argon2id hash, or undefined for a passwordless identity. */
export async function passwordHashOf(db: Db, identityId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ passwordHash: passwordCredentials.passwordHash })
    .from(passwordCredentials)
    .where(eq(passwordCredentials.identityId, identityId))
    .limit(1);
  return row?.passwordHash;
}

/** Whether the identity has at least one passkey (login info `hasPasskey`). */
export async function hasPasskey(db: Db, identityId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: passkeyCredentials.id })
    .from(passkeyCredentials)
    .where(eq(passkeyCredentials.identityId, identityId))
    .limit(1);
  return row !== undefined;
}

export async function savePassword(
  db: Db,
  identityId: string,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await passwordWrite(db, identityId, passwordHash, now);
}

/** savePassword's statement, unsent: a purchase sends it with the new account's rows (ADR 109). */
export function passwordWrite(db: Db, identityId: string, passwordHash: string, now: Date) {
  return db
    .insert(passwordCredentials)
    .values({ identityId, passwordHash, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: passwordCredentials.identityId,
      set: { passwordHash, updatedAt: now },
    });
}

/** Is `key` (a lower-cased handle or email) used by an identity other than `exceptId`? */
export async function isHandleTaken(db: Db, key: string, exceptId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: identities.id })
    .from(identities)
    .where(or(eq(identities.handleKey, key), eq(identities.emailKey, key)))
    .limit(2);
  return rows.some((row) => row.id !== exceptId);
}

/**
 * Whether a failed write broke a unique constraint (23505), and which: node-postgres puts the
 * code on the error, Drizzle wraps it as `cause`.
 */
export function uniqueViolationOf(error: unknown): { constraint: string } | undefined {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const candidate = current as { code?: string; constraint?: string; message?: string };
    if (candidate.code === '23505') {
      return { constraint: candidate.constraint ?? candidate.message ?? '' };
    }
    if (typeof current !== 'object') break;
  }
  return undefined;
}
