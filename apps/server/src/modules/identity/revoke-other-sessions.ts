import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessionFamilies } from '../../db/schema/index.ts';

/**
 * Ends every session of the identity except the caller's (after a password change, whoever knew
 * the old password is signed out everywhere), or all of them when `keepFamilyId` is null.
 */
export async function revokeSessionsOf(
  db: Db,
  identityId: string,
  keepFamilyId: string | null,
  reason: 'password-changed' | 'identity-deleted' | 'password-reset',
  now: Date,
): Promise<number> {
  const revoked = await db
    .update(sessionFamilies)
    .set({ revokedAt: now, revokedReason: reason })
    .where(
      and(
        eq(sessionFamilies.identityId, identityId),
        isNull(sessionFamilies.revokedAt),
        keepFamilyId ? ne(sessionFamilies.id, keepFamilyId) : undefined,
      ),
    )
    .returning({ id: sessionFamilies.id });
  return revoked.length;
}
