import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessionFamilies, sessions } from '../../db/schema/index.ts';
import type { ServiceSession } from '../../platform/auth/service-session.ts';
import { hashCredential } from './credentials.ts';
import { recordSignInRevocation } from './sign-in-revocations.ts';

export type RevocationReason =
  | 'revoke-all'
  | 'refresh-token-reuse'
  | 'sign-out'
  | 'revoked-by-customer';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Ends families: every access and refresh token in them stops working at once. */
export async function revokeFamilies(
  db: Db | Tx,
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

/**
 * `sessions/revoke/all` with `exceptCurrent` ("sign out everywhere else", ADR 078): every other
 * session of the identity ends, on every browser and device; the caller's stays. Audited.
 */
export async function revokeOtherSessions(
  db: Db,
  caller: ServiceSession,
  now: Date,
): Promise<number> {
  const { identityId } = caller;
  if (identityId === null) return 0;
  return db.transaction(async (tx) => {
    const revoked = await tx
      .update(sessionFamilies)
      .set({ revokedAt: now, revokedReason: 'revoke-all' })
      .where(
        and(
          eq(sessionFamilies.identityId, identityId),
          isNull(sessionFamilies.revokedAt),
          ne(sessionFamilies.id, caller.familyId),
        ),
      )
      .returning({ id: sessionFamilies.id });
    await recordSignInRevocation(tx, now, {
      identityId,
      subject: 'everywhere-else',
      subjectId: null,
      sessionsEnded: revoked.length,
      byFamilyId: caller.familyId,
    });
    return revoked.length;
  });
}
