import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { studentEmailCodes } from '../../db/schema/index.ts';

const DAY_MS = 86_400_000;

/**
 * Deletes student codes a day past their expiry (kept that long so a late try still answers
 * OTP_EXPIRED rather than OTP_NOT_FOUND, as identity's codes are). Verifications and proofs stay:
 * they are the record of what a student proved and what a reviewer decided.
 */
export async function purgeStudentCodes(db: Db, now: Date): Promise<{ studentEmailCodes: number }> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const deleted = await db
    .delete(studentEmailCodes)
    .where(lt(studentEmailCodes.expiresAt, dayAgo))
    .returning({ id: studentEmailCodes.id });
  return { studentEmailCodes: deleted.length };
}
