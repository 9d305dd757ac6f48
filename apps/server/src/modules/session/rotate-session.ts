import { eq } from 'drizzle-orm';
import type { ServiceTokenLifetimes } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { type StoredLocation, sessionFamilies, sessions } from '../../db/schema/index.ts';
import { hashCredential, newEntitlementHash, sameCredential } from './credentials.ts';
import { revokeFamilies } from './revoke-sessions.ts';
import {
  invalidConvergenceToken,
  invalidRefreshToken,
  type RefreshRefusal,
} from './session-errors.ts';
import { type IssuedSession, issueTokenPair, sessionView } from './session-tokens.ts';

export type Rotation = {
  refreshToken: string;
  /** X-Convergence-Token as sent; undefined when the client has none pending. */
  convergenceToken?: string | undefined;
  /** Replaces the family's location when given. */
  location?: StoredLocation | null | undefined;
};

/**
 * A rotated refresh token presented again this soon is another tab or a retried request of the
 * same person racing the rotation, not theft: it is refused without revoking the family, and the
 * SDK picks up the newer tokens the other tab stored. Later, it is reuse.
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;

type Outcome =
  | { kind: 'rotated'; issued: IssuedSession }
  | { kind: 'refused'; refusal: RefreshRefusal }
  | { kind: 'wrong-convergence-token' };

/**
 * Exchanges a refresh token for a new pair (sessions/refresh and sessions/migrate). In one
 * transaction, with the token's row and its family locked, so two refreshes with one token are
 * served one after the other: the first rotates, the second finds a rotated token. A rotated token
 * presented again after the grace period is reuse: a copy is in someone else's hands, so the whole
 * family is revoked (committed, then refused).
 */
export async function rotateRefreshToken(
  db: Db,
  rotation: Rotation,
  now: Date,
  lifetimes: ServiceTokenLifetimes,
): Promise<IssuedSession> {
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const [found] = await tx
      .select({ session: sessions, family: sessionFamilies })
      .from(sessions)
      .innerJoin(sessionFamilies, eq(sessions.familyId, sessionFamilies.id))
      .where(eq(sessions.refreshTokenHash, hashCredential(rotation.refreshToken)))
      .for('update');
    if (!found) return { kind: 'refused', refusal: 'unknown' };
    const { session, family } = found;
    if (family.revokedAt) return { kind: 'refused', refusal: 'revoked' };
    if (session.rotatedAt && now.getTime() - session.rotatedAt.getTime() < REFRESH_REUSE_GRACE_MS) {
      return { kind: 'refused', refusal: 'superseded' };
    }
    if (session.rotatedAt) {
      await revokeFamilies(tx, [family.id], 'refresh-token-reuse', now);
      return { kind: 'refused', refusal: 'reused' };
    }
    if (session.refreshTokenExpiresAt.getTime() <= now.getTime()) {
      return { kind: 'refused', refusal: 'expired' };
    }

    let { entitlementHash, convergenceToken } = family;
    if (rotation.convergenceToken !== undefined) {
      // Nothing rotates on a wrong token: the client drops it and refreshes again (spec 001 §4).
      if (!convergenceToken || !sameCredential(convergenceToken, rotation.convergenceToken)) {
        return { kind: 'wrong-convergence-token' };
      }
      entitlementHash = newEntitlementHash();
      convergenceToken = null;
    }
    const location = rotation.location === undefined ? family.location : rotation.location;

    await tx.update(sessions).set({ rotatedAt: now }).where(eq(sessions.id, session.id));
    const issued = issueTokenPair(family.id, now, lifetimes);
    await tx.insert(sessions).values(issued.row);
    await tx
      .update(sessionFamilies)
      .set({ entitlementHash, convergenceToken, location })
      .where(eq(sessionFamilies.id, family.id));
    return {
      kind: 'rotated',
      issued: {
        session: sessionView({ ...family, entitlementHash, convergenceToken, location }, issued),
        familyId: family.id,
        identityId: family.identityId,
      },
    };
  });

  if (outcome.kind === 'refused') throw invalidRefreshToken(outcome.refusal);
  if (outcome.kind === 'wrong-convergence-token') throw invalidConvergenceToken();
  return outcome.issued;
}
