import type { SignInGrantKind } from '@orbit/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { signInGrants } from '../../db/schema/index.ts';
import type { Clock } from '../../platform/clock.ts';
import { newId } from '../../platform/ids.ts';
import { hashCredential, newCredential } from './credentials.ts';

/** Five minutes at most: a grant only bridges the end of a sign-in and the session request after it. */
export const MAX_SIGN_IN_GRANT_SECONDS = 300;

export type IssuedSignInGrant = { grant: string; expiresAt: Date };

/**
 * Hands out a single-use grant for `identityId`, to be traded for an authenticated session:
 * `identity` grants at sessions/authenticated (after a password, OTP, magic link or passkey
 * sign-in), `device-authorization` grants at sessions/device (a user code approved for a TV).
 * The identity capability calls this; tests call it to sign someone in.
 */
export async function issueSignInGrant(
  db: Db,
  request: { identityId: string; kind: SignInGrantKind; ttlSeconds?: number },
  clock: Clock,
): Promise<IssuedSignInGrant> {
  const now = clock();
  const ttlSeconds = Math.min(
    request.ttlSeconds ?? MAX_SIGN_IN_GRANT_SECONDS,
    MAX_SIGN_IN_GRANT_SECONDS,
  );
  const grant = newCredential('signInGrant');
  const expiresAt = new Date(now.getTime() + ttlSeconds * 1000);
  await db.insert(signInGrants).values({
    id: newId('signInGrant', now),
    grantHash: hashCredential(grant),
    kind: request.kind,
    identityId: request.identityId,
    createdAt: now,
    expiresAt,
  });
  return { grant, expiresAt };
}

/**
 * Uses up a grant of `kind` in one conditional update, so of two requests racing with one grant
 * exactly one gets the identity. Undefined when unknown, of another kind, expired or already used.
 */
export async function redeemSignInGrant(
  db: Db,
  grant: string,
  kind: SignInGrantKind,
  now: Date,
): Promise<string | undefined> {
  const [redeemed] = await db
    .update(signInGrants)
    .set({ usedAt: now })
    .where(
      and(
        eq(signInGrants.grantHash, hashCredential(grant)),
        eq(signInGrants.kind, kind),
        isNull(signInGrants.usedAt),
        gt(signInGrants.expiresAt, now),
      ),
    )
    .returning({ identityId: signInGrants.identityId });
  return redeemed?.identityId;
}
