import { FIELD_ERROR_CODES, isVerificationUsableAt } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  type StudentVerificationRow,
  studentVerifications,
  studentVerificationUses,
} from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { isMadeBy, type StudentCaller } from './verification-store.ts';

declare const passMark: unique symbol;

/**
 * A verification that may buy a student plan here and now (ADR 066): the caller's (made on this
 * care session, or under this login), not expired. Only `studentPassOf` makes one, so the
 * pricing that opens a student-only plan for it cannot be handed a bare id.
 */
export type StudentPass = { readonly verificationId: string; readonly [passMark]: true };

function verificationRequired(reason: string): AppError {
  return new AppError('STUDENT_VERIFICATION_REQUIRED', reason, {
    fieldErrors: [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName: 'verificationId' }],
  });
}

/**
 * The caller's verification behind `verificationId`, usable now, or 403
 * STUDENT_VERIFICATION_REQUIRED: the one check every pass makes, for a caller that needs the
 * row itself (the re-verification compares it with the link's).
 */
export async function usableVerificationOf(
  db: Db,
  input: { verificationId: string | undefined; caller: StudentCaller; now: Date },
): Promise<StudentVerificationRow> {
  const verificationId = input.verificationId?.trim() ?? '';
  if (verificationId === '') {
    throw new AppError('STUDENT_VERIFICATION_REQUIRED', 'A student plan without a verification', {
      fieldErrors: [{ errorCode: FIELD_ERROR_CODES.REQUIRED, fieldName: 'verificationId' }],
    });
  }
  const [row] = await db
    .select()
    .from(studentVerifications)
    .where(eq(studentVerifications.id, verificationId))
    .limit(1);
  // Another's verification answers as an unknown one: its id proves nothing about this caller.
  if (!row || !isMadeBy(row, input.caller)) {
    throw verificationRequired(`no verification ${verificationId} of this caller`);
  }
  if (!isVerificationUsableAt(row.expiresAt, input.now)) {
    throw verificationRequired(`verification ${row.id} expired`);
  }
  return row;
}

/** The pass of `verificationId` for this caller now, or 403 STUDENT_VERIFICATION_REQUIRED. */
export async function studentPassOf(
  db: Db,
  input: { verificationId: string; caller: StudentCaller; now: Date },
): Promise<StudentPass> {
  const row = await usableVerificationOf(db, input);
  return { verificationId: row.id } as StudentPass;
}

/** The pass of an optional id: none when the request names no verification. */
export function studentPassIfNamed(
  db: Db,
  input: { verificationId: string | undefined; caller: StudentCaller; now: Date },
): Promise<StudentPass | undefined> {
  const { verificationId } = input;
  if (verificationId === undefined || verificationId.trim() === '') {
    return Promise.resolve(undefined);
  }
  return studentPassOf(db, { ...input, verificationId });
}

export const verificationAlreadyUsed = (verificationId: string, cause?: unknown) =>
  new AppError(
    'STUDENT_VERIFICATION_ALREADY_USED',
    `verification ${verificationId} bought a subscription already`,
    {
      fieldErrors: [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName: 'verificationId' }],
      ...(cause === undefined ? {} : { cause }),
    },
  );

/** Before the charge: the refusal of a verification that bought a subscription already. */
export async function usedVerificationRefusal(
  db: Db,
  verificationId: string | null,
): Promise<AppError | null> {
  if (verificationId === null) return null;
  const [used] = await db
    .select({ orderId: studentVerificationUses.orderId })
    .from(studentVerificationUses)
    .where(eq(studentVerificationUses.verificationId, verificationId))
    .limit(1);
  return used ? verificationAlreadyUsed(verificationId) : null;
}

/**
 * In the order's transaction: the verification is used by this order, or the transaction fails
 * with 409 STUDENT_VERIFICATION_ALREADY_USED (another order took it first). No-op without one.
 */
export async function useVerificationFor(
  tx: Db,
  order: { id: string; studentVerificationId: string | null },
  now: Date,
): Promise<void> {
  const verificationId = order.studentVerificationId;
  if (verificationId === null) return;
  const taken = await tx
    .insert(studentVerificationUses)
    .values({ verificationId, orderId: order.id, usedAt: now })
    .onConflictDoNothing()
    .returning({ verificationId: studentVerificationUses.verificationId });
  if (taken.length === 0) throw verificationAlreadyUsed(verificationId);
}
