import {
  type CareStudentProofForReview,
  type CareStudentProofInQueue,
  type CareStudentProofStatus,
  isAcceptedProofType,
  isLocale,
} from '@orbit/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type StudentProofRow, studentProofs } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { notifyByEmail } from '../identity/index.ts';
import { proofStatusOf } from './proof-upload.ts';
import type { StudentDeps } from './student-deps.ts';
import { STUDENT_TEMPLATES } from './student-messages.ts';
import { isMadeBy, recordVerification, type StudentCaller } from './verification-store.ts';

const QUEUE_PAGE = 100;

function inQueueView(row: StudentProofRow): CareStudentProofInQueue {
  return {
    proofId: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.emailAddress,
    schoolName: row.schoolName,
    contentType: isAcceptedProofType(row.contentType) ? row.contentType : 'application/pdf',
    sizeBytes: row.sizeBytes,
    uploadedAt: row.uploadedAt.toISOString(),
  };
}

/** The pending proofs, oldest first, without their files (the queue lists; a review opens one). */
export async function reviewQueue(db: Db): Promise<CareStudentProofInQueue[]> {
  const rows = await db
    .select({
      id: studentProofs.id,
      firstName: studentProofs.firstName,
      lastName: studentProofs.lastName,
      emailAddress: studentProofs.emailAddress,
      schoolName: studentProofs.schoolName,
      contentType: studentProofs.contentType,
      sizeBytes: studentProofs.sizeBytes,
      uploadedAt: studentProofs.uploadedAt,
    })
    .from(studentProofs)
    .where(eq(studentProofs.status, 'PENDING'))
    .orderBy(asc(studentProofs.uploadedAt), asc(studentProofs.id))
    .limit(QUEUE_PAGE);
  return rows.map((row) => inQueueView(row as StudentProofRow));
}

async function proofNamed(db: Db, proofId: string): Promise<StudentProofRow> {
  const [row] = await db.select().from(studentProofs).where(eq(studentProofs.id, proofId));
  if (!row) {
    throw new AppError('NOT_FOUND', 'No such student proof', {
      notFoundResourceType: 'studentProof',
    });
  }
  return row;
}

export async function proofForReview(db: Db, proofId: string): Promise<CareStudentProofForReview> {
  const row = await proofNamed(db, proofId);
  return {
    ...inQueueView(row),
    status: proofStatusOf(row).status,
    contentBase64: row.content.toString('base64'),
  };
}

/** The uploader's view of their proof; anyone else's answers as an unknown id. */
export async function proofOfCaller(
  db: Db,
  proofId: string,
  caller: StudentCaller,
): Promise<CareStudentProofStatus> {
  const [row] = await db
    .select({
      id: studentProofs.id,
      status: studentProofs.status,
      rejectionReason: studentProofs.rejectionReason,
      verificationId: studentProofs.verificationId,
      careSessionId: studentProofs.careSessionId,
      identityId: studentProofs.identityId,
    })
    .from(studentProofs)
    .where(eq(studentProofs.id, proofId));
  if (!row || !isMadeBy(row, caller)) {
    throw new AppError('NOT_FOUND', 'No such student proof of this caller', {
      notFoundResourceType: 'studentProof',
    });
  }
  return proofStatusOf(row as StudentProofRow);
}

/** The student page the proof was sent from (flows §6), its review shown by `proofid`. */
export const STUDENT_PAGE_PATH = '/subscribe/checkout/studentverification';

/**
 * The student page with the proof's review, on the site of the proof's market (its language's):
 * approved, it continues into the student checkout with the verification; rejected, it shows
 * the reason beside both ways to verify. The verification is the uploader's (their browser or
 * their login, ADR 066), so the link says to open it there.
 */
function studentPageOfProof(deps: StudentDeps, proof: StudentProofRow): string {
  const market = proof.locale === 'en-US' ? 'us' : 'ca';
  return `${deps.config.markets[market].siteUrl}${STUDENT_PAGE_PATH}?proofid=${proof.id}`;
}

/**
 * Approves or rejects a pending proof, once: the status moves from PENDING in one conditional
 * update, so two reviewers racing get one decision and one 409. Approval records the student's
 * verification (valid one year from now) in the same transaction; the student's email (approved:
 * the link to continue; rejected: the reason and how to try again) goes to the outbox with it.
 */
export async function decideProof(
  deps: StudentDeps,
  reviewerIdentityId: string,
  proofId: string,
  decision: { approve: true } | { approve: false; reason: string },
): Promise<CareStudentProofStatus> {
  const now = deps.clock();
  await proofNamed(deps.db, proofId);
  return deps.db.transaction(async (tx) => {
    const [decided] = await tx
      .update(studentProofs)
      .set({
        status: decision.approve ? 'APPROVED' : 'REJECTED',
        reviewedAt: now,
        reviewerIdentityId,
        rejectionReason: decision.approve ? null : decision.reason,
      })
      .where(and(eq(studentProofs.id, proofId), eq(studentProofs.status, 'PENDING')))
      .returning();
    if (!decided) {
      throw new AppError('STUDENT_PROOF_ALREADY_REVIEWED', 'Proof reviewed already');
    }
    const locale = isLocale(decided.locale) ? decided.locale : 'en-US';
    const to = { emailAddress: decided.emailAddress, identityId: decided.identityId, locale };
    const href = studentPageOfProof(deps, decided);
    const firstName = decided.firstName;
    await (decision.approve
      ? notifyByEmail(
          tx,
          STUDENT_TEMPLATES.proofApproved,
          to,
          { href, firstName, schoolName: decided.schoolName },
          now,
        )
      : notifyByEmail(
          tx,
          STUDENT_TEMPLATES.proofRejected,
          to,
          { href, firstName, reason: decision.reason },
          now,
        ));
    if (!decision.approve) return proofStatusOf(decided);
    const verification = await recordVerification(tx, {
      method: 'PROOF',
      firstName: decided.firstName,
      lastName: decided.lastName,
      emailAddress: decided.emailAddress,
      schoolName: decided.schoolName,
      locale: isLocale(decided.locale) ? decided.locale : 'en-US',
      caller: { careSessionId: decided.careSessionId, identityId: decided.identityId },
      verifiedAt: now,
    });
    const [linked] = await tx
      .update(studentProofs)
      .set({ verificationId: verification.id })
      .where(eq(studentProofs.id, proofId))
      .returning();
    return proofStatusOf(linked ?? decided);
  });
}
