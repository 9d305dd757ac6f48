import type { PasskeyList } from '@orbit/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type PasskeyCredentialRow, passkeyCredentials } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { recordSignInRevocation } from '../session/index.ts';

const notFound = () =>
  new AppError('SAVED_PASSKEY_NOT_FOUND', 'No passkey of the caller with that id');

function summaryOf(row: PasskeyCredentialRow) {
  return {
    id: row.id,
    credentialId: row.credentialId,
    transports: row.transports,
    deviceType: row.deviceType as 'singleDevice' | 'multiDevice',
    backedUp: row.backedUp,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    name: row.name ?? null,
  };
}

/** `webauthn/credentials`: the identity's passkeys, newest first, with the names given them. */
export async function savedPasskeysOf(db: Db, identityId: string): Promise<PasskeyList> {
  const rows = await db
    .select()
    .from(passkeyCredentials)
    .where(eq(passkeyCredentials.identityId, identityId))
    .orderBy(desc(passkeyCredentials.createdAt));
  return { passkeys: rows.map(summaryOf) };
}

const ownPasskey = (identityId: string, passkeyId: string) =>
  and(eq(passkeyCredentials.id, passkeyId), eq(passkeyCredentials.identityId, identityId));

/** Names one of the identity's passkeys; another's (or none) answers SAVED_PASSKEY_NOT_FOUND. */
export async function renamePasskey(
  db: Db,
  identityId: string,
  passkeyId: string,
  name: string,
): Promise<void> {
  const renamed = await db
    .update(passkeyCredentials)
    .set({ name })
    .where(ownPasskey(identityId, passkeyId))
    .returning({ id: passkeyCredentials.id });
  if (renamed.length === 0) throw notFound();
}

/**
 * Deletes one of the identity's passkeys: it signs nobody in again (its next assertion answers
 * PASSKEY_NOT_FOUND). Audited with the session that asked.
 */
export async function deletePasskey(
  db: Db,
  caller: { identityId: string; familyId: string },
  passkeyId: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(passkeyCredentials)
      .where(ownPasskey(caller.identityId, passkeyId))
      .returning({ id: passkeyCredentials.id });
    if (removed.length === 0) throw notFound();
    await recordSignInRevocation(tx, now, {
      identityId: caller.identityId,
      subject: 'passkey',
      subjectId: passkeyId,
      sessionsEnded: 0,
      byFamilyId: caller.familyId,
    });
  });
}
