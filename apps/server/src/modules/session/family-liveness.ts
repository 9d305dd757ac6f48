import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessionFamilies, sessions } from '../../db/schema/index.ts';

/**
 * A family lives while it is not revoked and its current refresh token has not expired: what a
 * care session linked to it (ADR 023) checks on every call, so a sign-out, a revoke-all or a
 * detected reuse ends care access at once.
 */
export async function isFamilyLive(db: Db, familyId: string, now: Date): Promise<boolean> {
  const [current] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(sessionFamilies, eq(sessions.familyId, sessionFamilies.id))
    .where(
      and(
        eq(sessionFamilies.id, familyId),
        isNull(sessionFamilies.revokedAt),
        isNull(sessions.rotatedAt),
        gt(sessions.refreshTokenExpiresAt, now),
      ),
    )
    .limit(1);
  return current !== undefined;
}
