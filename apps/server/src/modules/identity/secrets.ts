import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { serverSecrets } from '../../db/schema/index.ts';

/**
 * Secrets handed to customers by the identity capability: 256 random bits after a prefix naming
 * the kind (so a leaked one is recognisable, as with ADR 006's credentials). Only SHA-256 is kept.
 */
const PREFIXES = {
  otpGrant: 'oog',
  magicLinkGrant: 'omg',
  magicLinkId: 'oml',
  resetKey: 'ork',
} as const;

export type SecretKind = keyof typeof PREFIXES;

export function newSecret(kind: SecretKind): string {
  return `${PREFIXES[kind]}_${randomBytes(32).toString('base64url')}`;
}

export function hashSecret(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

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
