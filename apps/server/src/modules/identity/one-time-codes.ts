import { createHash, randomInt } from 'node:crypto';
import { normalizeOtp, OTP_LIMITS, type OtpContext, type OtpOption } from '@orbit/domain';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type OneTimeCodeRow, oneTimeCodes } from '../../db/schema/index.ts';
import { newId } from '../../platform/ids.ts';
import { otpError } from './identity-errors.ts';

export type CodePurpose = 'SIGN_IN' | 'VERIFICATION';

export type CodeRequest = {
  identityId: string;
  purpose: CodePurpose;
  otpOption: OtpOption;
  otpContext: OtpContext;
  /** VERIFICATION only: the new email or phone the code proves. */
  destination?: string;
  ttlSeconds: number;
};

/** Salted by the row id, so equal codes never share a hash. */
function hashCode(rowId: string, code: string): string {
  return createHash('sha256').update(`${rowId}:${code}`).digest('hex');
}

/**
 * A new six-digit code for the identity. Any code still waiting for it is consumed first: only
 * the latest code works, so asking again never multiplies the guesses.
 */
export async function issueCode(
  db: Db,
  request: CodeRequest,
  now: Date,
): Promise<{ code: string; expiresAt: Date }> {
  const code = String(randomInt(0, 10 ** OTP_LIMITS.codeLength)).padStart(
    OTP_LIMITS.codeLength,
    '0',
  );
  const id = newId('oneTimeCode', now);
  const expiresAt = new Date(now.getTime() + request.ttlSeconds * 1000);
  await db
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(and(eq(oneTimeCodes.identityId, request.identityId), isNull(oneTimeCodes.consumedAt)));
  await db.insert(oneTimeCodes).values({
    id,
    identityId: request.identityId,
    purpose: request.purpose,
    otpOption: request.otpOption,
    otpContext: request.otpContext,
    destination: request.destination ?? null,
    codeHash: hashCode(id, code),
    createdAt: now,
    expiresAt,
  });
  return { code, expiresAt };
}

/**
 * Spends a code. No code waiting: NOT_FOUND; past its expiry: EXPIRED; a wrong one: INVALID.
 * Each try takes an attempt before the code is compared, in one conditional update, so a 6th
 * try fails (RATE_LIMIT_EXCEEDED) even with the right code and racing tries cannot exceed 5.
 */
export async function redeemCode(
  db: Db,
  identityId: string,
  presented: string,
  now: Date,
): Promise<OneTimeCodeRow> {
  const [latest] = await db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.identityId, identityId), isNull(oneTimeCodes.consumedAt)))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  if (!latest) throw otpError('OTP_NOT_FOUND');
  if (latest.expiresAt.getTime() <= now.getTime()) throw otpError('OTP_EXPIRED');

  const [attempt] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(
      and(
        eq(oneTimeCodes.id, latest.id),
        isNull(oneTimeCodes.consumedAt),
        lt(oneTimeCodes.attempts, OTP_LIMITS.maxAttempts),
      ),
    )
    .returning({ attempts: oneTimeCodes.attempts });
  if (!attempt) throw otpError(await whyNoAttemptLeft(db, latest.id));

  const code = normalizeOtp(presented);
  if (!code || hashCode(latest.id, code) !== latest.codeHash) {
    throw otpError('OTP_INVALID', {
      attemptsLeft: Math.max(0, OTP_LIMITS.maxAttempts - attempt.attempts),
    });
  }
  const [consumed] = await db
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(and(eq(oneTimeCodes.id, latest.id), isNull(oneTimeCodes.consumedAt)))
    .returning();
  // Another request redeemed it between our read and this update.
  if (!consumed) throw otpError('OTP_NOT_FOUND');
  return consumed;
}

/**
 * The attempt was not counted: either the code ran out of attempts, or another request redeemed
 * it between our read and our count — that one is a code no longer waiting, as if read after it.
 */
async function whyNoAttemptLeft(
  db: Db,
  codeId: string,
): Promise<'OTP_NOT_FOUND' | 'OTP_ATTEMPTS_EXCEEDED'> {
  const [row] = await db
    .select({ consumedAt: oneTimeCodes.consumedAt })
    .from(oneTimeCodes)
    .where(eq(oneTimeCodes.id, codeId));
  return !row || row.consumedAt ? 'OTP_NOT_FOUND' : 'OTP_ATTEMPTS_EXCEEDED';
}
