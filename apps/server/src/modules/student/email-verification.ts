import { createHash, randomInt } from 'node:crypto';
import {
  type CareStudentEmailRedeemRequest,
  type CareStudentEmailStartRequest,
  type CareStudentEmailStartResult,
  FIELD_ERROR_CODES,
  isLocale,
  normalizeOtp,
  STUDENT_VERIFICATION_LIMITS,
} from '@orbit/domain';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { type StudentVerificationRow, studentEmailCodes } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { newId } from '../../platform/ids.ts';
import {
  humanCheckDemandOf,
  requireHumanCheckBeyond,
} from '../../platform/throttle/human-check-beyond-limit.ts';
import { notifyByEmail } from '../identity/index.ts';
import type { StudentDeps } from './student-deps.ts';
import { STUDENT_TEMPLATES } from './student-messages.ts';
import { recordVerification, type StudentCaller } from './verification-store.ts';

const HOUR_SECONDS = 3600;

/** Salted by the row id, so equal codes never share a hash. */
function hashCode(rowId: string, code: string): string {
  return createHash('sha256').update(`${rowId}:${code}`).digest('hex');
}

const addressKey = (emailAddress: string) =>
  createHash('sha256').update(emailAddress).digest('hex');

/**
 * Sends a code to a school address: the domain must be a college's or a university's; past the
 * send budget (5 an hour per address, 10 per care session) only with a solved human check, so
 * nobody can use us to flood a mailbox, nor lock a student out (ADR 026). Asking again consumes
 * the session's earlier code: only the latest works.
 */
export async function startEmailVerification(
  deps: StudentDeps,
  caller: StudentCaller,
  request: CareStudentEmailStartRequest,
): Promise<CareStudentEmailStartResult> {
  const now = deps.clock();
  const emailAddress = request.email.trim().toLowerCase();
  const school = await deps.academicDomains.schoolOf(emailAddress);
  if (!school) {
    throw new AppError('STUDENT_EMAIL_NOT_ACADEMIC', 'Not an academic domain', {
      fieldErrors: [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName: 'email' }],
    });
  }
  await requireHumanCheckBeyond(
    deps.db,
    [
      {
        bucket: 'student-code-address',
        key: addressKey(emailAddress),
        limit: 5,
        windowSeconds: HOUR_SECONDS,
      },
      {
        bucket: 'student-code-session',
        key: caller.careSessionId,
        limit: 10,
        windowSeconds: HOUR_SECONDS,
      },
    ],
    now,
    humanCheckDemandOf(deps.config, request),
  );

  const limits = STUDENT_VERIFICATION_LIMITS;
  const code = String(randomInt(0, 10 ** limits.codeLength)).padStart(limits.codeLength, '0');
  const id = newId('studentEmailCode', now);
  const expiresAt = new Date(now.getTime() + limits.codeTtlSeconds * 1000);
  const locale = request.locale ?? 'en-US';
  await deps.db.transaction(async (tx) => {
    await tx
      .update(studentEmailCodes)
      .set({ consumedAt: now })
      .where(
        and(
          eq(studentEmailCodes.careSessionId, caller.careSessionId),
          isNull(studentEmailCodes.consumedAt),
        ),
      );
    await tx.insert(studentEmailCodes).values({
      id,
      careSessionId: caller.careSessionId,
      identityId: caller.identityId,
      emailAddress,
      firstName: request.firstName,
      lastName: request.lastName,
      schoolName: school.schoolName,
      locale,
      codeHash: hashCode(id, code),
      createdAt: now,
      expiresAt,
    });
    await notifyByEmail(
      tx,
      STUDENT_TEMPLATES.code,
      { identityId: caller.identityId, locale, emailAddress },
      { code, minutes: limits.codeTtlSeconds / 60, schoolName: school.schoolName },
      now,
    );
  });
  return {
    schoolName: school.schoolName,
    expiresAt: expiresAt.toISOString(),
    attemptsAllowed: limits.maxAttempts,
  };
}

/**
 * Redeems the session's latest code for `email`. Each try takes an attempt before the code is
 * compared, in one conditional update, so racing tries never exceed 5 and the 6th fails even
 * with the right code; the code is consumed and the verification recorded in one transaction,
 * so two racing right answers make one verification.
 */
export async function redeemEmailCode(
  deps: StudentDeps,
  caller: StudentCaller,
  request: CareStudentEmailRedeemRequest,
): Promise<StudentVerificationRow> {
  const now = deps.clock();
  const emailAddress = request.email.trim().toLowerCase();
  const [latest] = await deps.db
    .select()
    .from(studentEmailCodes)
    .where(
      and(
        eq(studentEmailCodes.careSessionId, caller.careSessionId),
        eq(studentEmailCodes.emailAddress, emailAddress),
        isNull(studentEmailCodes.consumedAt),
      ),
    )
    .orderBy(desc(studentEmailCodes.createdAt))
    .limit(1);
  if (!latest) throw new AppError('OTP_NOT_FOUND', 'No student code waiting');
  if (latest.expiresAt.getTime() <= now.getTime()) {
    throw new AppError('OTP_EXPIRED', 'Student code expired');
  }

  const [attempt] = await deps.db
    .update(studentEmailCodes)
    .set({ attempts: sql`${studentEmailCodes.attempts} + 1` })
    .where(
      and(
        eq(studentEmailCodes.id, latest.id),
        isNull(studentEmailCodes.consumedAt),
        lt(studentEmailCodes.attempts, STUDENT_VERIFICATION_LIMITS.maxAttempts),
      ),
    )
    .returning({ attempts: studentEmailCodes.attempts });
  if (!attempt) {
    const [row] = await deps.db
      .select({ consumedAt: studentEmailCodes.consumedAt })
      .from(studentEmailCodes)
      .where(eq(studentEmailCodes.id, latest.id));
    throw row?.consumedAt
      ? new AppError('OTP_NOT_FOUND', 'Student code redeemed meanwhile')
      : new AppError('OTP_ATTEMPTS_EXCEEDED', 'Student code out of attempts');
  }

  const code = normalizeOtp(request.code);
  if (!code || hashCode(latest.id, code) !== latest.codeHash) {
    throw new AppError('OTP_INVALID', 'Wrong student code', {
      fieldErrors: [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName: 'code' }],
      extras: {
        attemptsLeft: Math.max(0, STUDENT_VERIFICATION_LIMITS.maxAttempts - attempt.attempts),
      },
    });
  }
  return deps.db.transaction(async (tx) => {
    const [consumed] = await tx
      .update(studentEmailCodes)
      .set({ consumedAt: now })
      .where(and(eq(studentEmailCodes.id, latest.id), isNull(studentEmailCodes.consumedAt)))
      .returning({ id: studentEmailCodes.id });
    // Another request redeemed it between our read and this update.
    if (!consumed) throw new AppError('OTP_NOT_FOUND', 'Student code redeemed meanwhile');
    return recordVerification(tx, {
      method: 'EMAIL',
      firstName: latest.firstName,
      lastName: latest.lastName,
      emailAddress,
      schoolName: latest.schoolName,
      locale: isLocale(latest.locale) ? latest.locale : 'en-US',
      caller,
      verifiedAt: now,
    });
  });
}
