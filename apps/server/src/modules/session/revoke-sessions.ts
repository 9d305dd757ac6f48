import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessionFamilies, sessions } from '../../db/schema/index.ts';
import type { ServiceSession } from '../../platform/auth/service-session.ts';
import { hashCredential } from './credentials.ts';

export type RevocationReason = 'revoke-all' | 'refresh-token-reuse' | 'sign-out';

/** Ends families: every access and refresh token in them stops working at once. */
export async function revokeFamilies(
  db: Db,
  familyIds: readonly string[],
  reason: RevocationReason,
  now: Date,
): Promise<number> {
  if (familyIds.length === 0) return 0;
  const revoked = await db
    .update(sessionFamilies)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(inArray(sessionFamilies.id, [...familyIds]), isNull(sessionFamilies.revokedAt)))
    .returning({ id: sessionFamilies.id });
  return revoked.length;
}

/**
 * `sessions/end`: signing out here ends the family the refresh token belongs to (spent or not: it
 * is its holder signing out). An unknown token ends nothing.
 */
export async function endFamilyOf(db: Db, refreshToken: string, now: Date): Promise<number> {
  const [found] = await db
    .select({ familyId: sessions.familyId })
    .from(sessions)
    .where(eq(sessions.refreshTokenHash, hashCredential(refreshToken)))
    .limit(1);
  return found ? revokeFamilies(db, [found.familyId], 'sign-out', now) : 0;
}

/**
 * `sessions/revoke/all`: a signed-in caller ends every session of its identity, on every device;
 * an anonymous caller, having no identity, ends its own family.
 */
export async function revokeAllSessions(
  db: Db,
  caller: ServiceSession,
  now: Date,
): Promise<number> {
  if (caller.identityId === null) {
    return revokeFamilies(db, [caller.familyId], 'revoke-all', now);
  }
  const revoked = await db
    .update(sessionFamilies)
    .set({ revokedAt: now, revokedReason: 'revoke-all' })
    .where(
      and(eq(sessionFamilies.identityId, caller.identityId), isNull(sessionFamilies.revokedAt)),
    )
    .returning({ id: sessionFamilies.id });
  return revoked.length;
}
