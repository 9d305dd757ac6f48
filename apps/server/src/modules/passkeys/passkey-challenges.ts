import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type PasskeyChallengeRow, passkeyChallenges } from '../../db/schema/index.ts';
import { newId } from '../../platform/ids.ts';
import { hashCredential, newCredential } from '../session/index.ts';

/** A ceremony has five minutes: the browser prompt's own timeout is the same. */
export const PASSKEY_CHALLENGE_SECONDS = 300;

export type Ceremony = 'registration' | 'authentication';

/** Stores a ceremony's challenge and answers the passkey start grant that names it. */
export async function saveChallenge(
  db: Db,
  values: {
    ceremony: Ceremony;
    challenge: string;
    identityId: string | null;
    rpId: string;
    origin: string;
  },
  now: Date,
): Promise<{ grant: string; expiresAt: Date }> {
  const grant = newCredential('passkeyStartGrant');
  const expiresAt = new Date(now.getTime() + PASSKEY_CHALLENGE_SECONDS * 1000);
  await db.insert(passkeyChallenges).values({
    id: newId('passkeyChallenge', now),
    grantHash: hashCredential(grant),
    ...values,
    createdAt: now,
    expiresAt,
  });
  return { grant, expiresAt };
}

/**
 * Spends the challenge a grant names, in one conditional update: single use whether the
 * ceremony then succeeds or not. Undefined when unknown, used, expired or of the other ceremony.
 */
export async function spendChallenge(
  db: Db,
  grant: string,
  ceremony: Ceremony,
  now: Date,
): Promise<PasskeyChallengeRow | undefined> {
  const [row] = await db
    .update(passkeyChallenges)
    .set({ usedAt: now })
    .where(
      and(
        eq(passkeyChallenges.grantHash, hashCredential(grant)),
        eq(passkeyChallenges.ceremony, ceremony),
        isNull(passkeyChallenges.usedAt),
        gt(passkeyChallenges.expiresAt, now),
      ),
    )
    .returning();
  return row;
}
