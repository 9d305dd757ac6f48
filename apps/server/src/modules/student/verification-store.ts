import {
  type CareStudentVerification,
  type Locale,
  studentVerificationExpiryOf,
  studentVerificationStateOf,
} from '@orbit/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type StudentVerificationRow, studentVerifications } from '../../db/schema/index.ts';
import type { CareSession } from '../../platform/care-session/session-service.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { newId } from '../../platform/ids.ts';

/** Who made a verification or a proof: the care session, and the login on it if any. */
export type StudentCaller = { careSessionId: string; identityId: string | null };

export function studentCallerOf(session: CareSession): StudentCaller {
  return { careSessionId: session.id, identityId: session.identityId };
}

/** A row is the caller's when their care session made it, or it was made under their login. */
export function isMadeBy(
  row: { careSessionId: string | null; identityId: string | null },
  caller: StudentCaller,
): boolean {
  return (
    row.careSessionId === caller.careSessionId ||
    (caller.identityId !== null && row.identityId === caller.identityId)
  );
}

export type NewVerification = {
  method: 'EMAIL' | 'PROOF';
  firstName: string;
  lastName: string;
  emailAddress: string;
  schoolName: string;
  locale: Locale;
  caller: StudentCaller;
  verifiedAt: Date;
};

/** Records a verification, valid one year from `verifiedAt`. Pass the transaction it belongs to. */
export async function recordVerification(
  db: Db,
  verification: NewVerification,
): Promise<StudentVerificationRow> {
  const [row] = await db
    .insert(studentVerifications)
    .values({
      id: newId('studentVerification', verification.verifiedAt),
      method: verification.method,
      firstName: verification.firstName,
      lastName: verification.lastName,
      emailAddress: verification.emailAddress,
      schoolName: verification.schoolName,
      locale: verification.locale,
      careSessionId: verification.caller.careSessionId,
      identityId: verification.caller.identityId,
      verifiedAt: verification.verifiedAt,
      expiresAt: studentVerificationExpiryOf(verification.verifiedAt),
    })
    .returning();
  if (!row) throw new Error('student verification not recorded');
  return row;
}

/** The caller's verification, or 404 NOT_FOUND: another's answers as an unknown id would. */
export async function verificationOfCaller(
  db: Db,
  verificationId: string,
  caller: StudentCaller,
): Promise<StudentVerificationRow> {
  const [row] = await db
    .select()
    .from(studentVerifications)
    .where(eq(studentVerifications.id, verificationId))
    .limit(1);
  if (!row || !isMadeBy(row, caller)) {
    throw new AppError('NOT_FOUND', 'No such student verification of this caller', {
      notFoundResourceType: 'studentVerification',
    });
  }
  return row;
}

export function verificationView(row: StudentVerificationRow, now: Date): CareStudentVerification {
  return {
    verificationId: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.emailAddress,
    schoolName: row.schoolName,
    method: row.method === 'PROOF' ? 'PROOF' : 'EMAIL',
    verifiedAt: row.verifiedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    state: studentVerificationStateOf(row, now),
  };
}
