import { type CareStudentRenewRequest, FIELD_ERROR_CODES } from '@orbit/domain';
import { and, eq, isNull, or } from 'drizzle-orm';
import { type StudentVerificationRow, studentVerifications } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { verificationOfLink } from './reverify.ts';
import type { StudentDeps } from './student-deps.ts';
import { usableVerificationOf } from './student-pass.ts';
import type { StudentCaller } from './verification-store.ts';

const sameName = (a: string, b: string) =>
  a.trim().localeCompare(b.trim(), 'en', { sensitivity: 'base' }) === 0;

/**
 * The same student: the same first and last name (case and accents aside), or the same school
 * address (a student may have changed names, not their address; or changed schools, not names).
 */
function isSameStudent(earlier: StudentVerificationRow, renewal: StudentVerificationRow): boolean {
  return (
    (sameName(earlier.firstName, renewal.firstName) &&
      sameName(earlier.lastName, renewal.lastName)) ||
    earlier.emailAddress === renewal.emailAddress
  );
}

/**
 * `student/re-verify` (flows §6, ADR 067): the re-verify link's verification is renewed by the
 * one the caller has just made, a year from when it was made. The link's is marked re-verified
 * by it in one conditional update, so a retry answers the same and a second renewal is refused;
 * the new one goes with the old one's login, so its owner uses it from their account.
 */
export async function renewVerification(
  deps: StudentDeps,
  caller: StudentCaller,
  request: CareStudentRenewRequest,
): Promise<{ earlier: StudentVerificationRow; renewal: StudentVerificationRow }> {
  const now = deps.clock();
  const earlier = await verificationOfLink(deps, request.tkn, now);
  // The renewal is what a student plan is sold with: the caller's, usable now (the pass's check).
  const renewal = await usableVerificationOf(deps.db, {
    verificationId: request.verificationId,
    caller,
    now,
  });
  if (renewal.id === earlier.id || renewal.verifiedAt.getTime() <= earlier.verifiedAt.getTime()) {
    throw new AppError('INVALID_PAYLOAD', 'Not a verification made after the link’s', {
      fieldErrors: [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName: 'verificationId' }],
    });
  }
  if (!isSameStudent(earlier, renewal)) {
    throw new AppError('STUDENT_NOT_SAME_STUDENT', 'The new verification is of another student', {
      fieldErrors: [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName: 'verificationId' }],
    });
  }
  return deps.db.transaction(async (tx) => {
    const [marked] = await tx
      .update(studentVerifications)
      .set({ reverifiedAt: now, reverifiedById: renewal.id })
      .where(
        and(
          eq(studentVerifications.id, earlier.id),
          or(
            isNull(studentVerifications.reverifiedById),
            eq(studentVerifications.reverifiedById, renewal.id),
          ),
        ),
      )
      .returning({ id: studentVerifications.id });
    if (!marked) {
      throw new AppError('STUDENT_ALREADY_REVERIFIED', 'The link’s verification was renewed');
    }
    if (renewal.identityId !== null || earlier.identityId === null) return { earlier, renewal };
    const [adopted] = await tx
      .update(studentVerifications)
      .set({ identityId: earlier.identityId })
      .where(and(eq(studentVerifications.id, renewal.id), isNull(studentVerifications.identityId)))
      .returning();
    return { earlier, renewal: adopted ?? renewal };
  });
}
