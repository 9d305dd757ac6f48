import { REAUTHENTICATION_WINDOW_SECONDS } from '@orbit/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type VerificationGrantRow, verificationGrants } from '../../db/schema/index.ts';
import { newId } from '../../platform/ids.ts';
import type { CodePurpose } from './one-time-codes.ts';
import { hashSecret, newSecret } from './secrets.ts';

export type GrantKind = 'otp' | 'magic-link';

export type ProofOfContact = {
  kind: GrantKind;
  identityId: string;
  purpose: CodePurpose;
  otpOption: 'EMAIL' | 'PHONE';
  destination?: string | null;
};

/** A grant proving a redeemed passcode or link; valid for the re-authentication window, once. */
export async function issueVerificationGrant(
  db: Db,
  proof: ProofOfContact,
  now: Date,
): Promise<{ grant: string; grantExpiresAt: string }> {
  const grant = newSecret(proof.kind === 'otp' ? 'otpGrant' : 'magicLinkGrant');
  const expiresAt = new Date(now.getTime() + REAUTHENTICATION_WINDOW_SECONDS * 1000);
  await db.insert(verificationGrants).values({
    id: newId('verificationGrant', now),
    grantHash: hashSecret(grant),
    kind: proof.kind,
    identityId: proof.identityId,
    purpose: proof.purpose,
    otpOption: proof.otpOption,
    destination: proof.destination ?? null,
    createdAt: now,
    expiresAt,
  });
  return { grant, grantExpiresAt: expiresAt.toISOString() };
}

/**
 * Uses a grant up if it is of `kind` (any kind when omitted) and `purpose`, unused and unexpired,
 * in one conditional update: of two requests racing with one grant only one gets it.
 */
export async function consumeVerificationGrant(
  db: Db,
  grant: string,
  expected: { kind?: GrantKind; purpose: CodePurpose; identityId?: string },
  now: Date,
): Promise<VerificationGrantRow | undefined> {
  const [row] = await db
    .update(verificationGrants)
    .set({ usedAt: now })
    .where(
      and(
        eq(verificationGrants.grantHash, hashSecret(grant)),
        expected.kind ? eq(verificationGrants.kind, expected.kind) : undefined,
        eq(verificationGrants.purpose, expected.purpose),
        expected.identityId ? eq(verificationGrants.identityId, expected.identityId) : undefined,
        isNull(verificationGrants.usedAt),
        gt(verificationGrants.expiresAt, now),
      ),
    )
    .returning();
  return row;
}
