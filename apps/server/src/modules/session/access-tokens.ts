import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessionFamilies, sessions } from '../../db/schema/index.ts';
import { hashCredential } from './credentials.ts';
import type { ServiceSession } from './service-session.ts';
import { invalidAccessToken } from './session-errors.ts';
import type { FamilySessionType } from './session-tokens.ts';

export type VerifiedAccessToken = {
  session: ServiceSession;
  /** Pending convergence token of the family, repeated to the caller on every answer until used. */
  convergenceToken: string | null;
};

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

const BEARER = /^Bearer[ ]+(\S{1,1024})$/i;

/** The token of an `Authorization: Bearer …` header; undefined for anything else. */
export function bearerTokenOf(header: string | undefined): string | undefined {
  return header ? BEARER.exec(header.trim())?.[1] : undefined;
}
