import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessionFamilies, sessions } from '../../db/schema/index.ts';
import { invalidAccessToken } from '../../platform/auth/access-token-refusal.ts';
import type { VerifiedAccessToken } from '../../platform/auth/service-credentials.ts';
import type { FamilySessionType } from '../../platform/auth/service-session.ts';
import { hashCredential } from './credentials.ts';

/**
 * Checks an access token: known, not expired, its family not revoked. A rotated token stays
 * valid until it expires (minutes), so calls already in flight during a refresh still succeed.
 * @throws AppError 401 UNAUTHENTICATED, the description saying which.
 */
export async function verifyAccessToken(
  db: Db,
  accessToken: string,
  now: Date,
): Promise<VerifiedAccessToken> {
  const [found] = await db
    .select({ session: sessions, family: sessionFamilies })
    .from(sessions)
    .innerJoin(sessionFamilies, eq(sessions.familyId, sessionFamilies.id))
    .where(eq(sessions.accessTokenHash, hashCredential(accessToken)))
    .limit(1);
  if (!found) throw invalidAccessToken('unknown');
  const { session, family } = found;
  if (family.revokedAt) throw invalidAccessToken('revoked');
  if (session.accessTokenExpiresAt.getTime() <= now.getTime()) throw invalidAccessToken('expired');
  return {
    session: {
      sessionId: session.id,
      familyId: family.id,
      identityId: family.identityId,
      sessionType: family.sessionType as FamilySessionType,
      accessTokenId: session.accessTokenId,
      deviceId: family.deviceId,
    },
    convergenceToken: family.convergenceToken,
  };
}
