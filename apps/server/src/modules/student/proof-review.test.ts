import {
  careStudentProofForReviewSchema,
  careStudentProofStatusSchema,
  careStudentReviewQueueSchema,
  careStudentVerificationSchema,
  STUDENT_PROOF_LIMITS,
} from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { studentProofs } from '../../db/schema/index.ts';
import { DEMO_PENDING_PROOF, DEMO_STUDENT_REVIEWER } from '../../db/seed/student-accounts.ts';
import { careCaller, careData, careError, ORBIT_OWNER } from '../../testing/care-caller.ts';
import { mailbox } from '../../testing/identities.ts';
import { STUDENT_FIELDS, TINY_PNG, uploadProof } from './student.testing.ts';

const QUEUE = '/services/student/review/proofs';
const png = { content: TINY_PNG, fileName: 'card.png', declaredType: 'image/png' };

async function reviewer() {
  const caller = await careCaller();
  await caller.signIn(DEMO_STUDENT_REVIEWER.handle, DEMO_STUDENT_REVIEWER.password);
  return caller;
}

describe('a proof of enrolment and its review', () => {
  it('queues an image; the reviewer approves it; its student reads the verification', async () => {
    const student = await careCaller();
    const uploaded = careData(await uploadProof(student, png), careStudentProofStatusSchema);
    expect(uploaded).toMatchObject({
      status: 'PENDING',
      rejectionReason: null,
      verificationId: null,
    });

    const desk = await reviewer();
    const queue = careData(await desk.get(QUEUE), careStudentReviewQueueSchema);
    const queued = queue.proofs.find((proof) => proof.proofId === uploaded.proofId);
    expect(queued).toMatchObject({ ...STUDENT_FIELDS, contentType: 'image/png' });
    expect(queue.proofs.map((proof) => proof.proofId)).toContain(DEMO_PENDING_PROOF.proofId);
    const opened = careData(
      await desk.get(`${QUEUE}/${uploaded.proofId}`),
      careStudentProofForReviewSchema,
    );
    expect(Buffer.from(opened.contentBase64, 'base64').equals(TINY_PNG)).toBe(true);

    const approved = careData(
      await desk.post(`${QUEUE}/${uploaded.proofId}/approve`, {}),
      careStudentProofStatusSchema,
    );
    expect(approved.status).toBe('APPROVED');
    careError(
      await desk.post(`${QUEUE}/${uploaded.proofId}/reject`, { reason: 'Too late' }),
      409,
      'STUDENT_PROOF_ALREADY_REVIEWED',
    );

    const mine = careData(
      await student.get(`/services/student/proof/${uploaded.proofId}`),
      careStudentProofStatusSchema,
    );
    expect(mine).toEqual(approved);
    const verification = careData(
      await student.get(`/services/identity/verify-student/${approved.verificationId}`),
      careStudentVerificationSchema,
    );
    expect(verification).toMatchObject({
      method: 'PROOF',
      schoolName: STUDENT_FIELDS.schoolName,
      state: 'current',
    });
    const queueAfter = careData(await desk.get(QUEUE), careStudentReviewQueueSchema);
    expect(queueAfter.proofs.map((proof) => proof.proofId)).not.toContain(uploaded.proofId);

    // The student hears of it: the link back to the student page, which continues with it.
    const decisions = (await mailbox(student.app, STUDENT_FIELDS.email)).filter((message) =>
      message.template.startsWith('student-proof-'),
    );
    expect(decisions.map((message) => [message.template, message.locale])).toEqual([
      ['student-proof-approved', 'en-US'],
    ]);
    expect(decisions[0]?.text).toContain(
      `/subscribe/checkout/studentverification?proofid=${uploaded.proofId}`,
    );
  });

  it('rejects a proof with the reason its student reads', async () => {
    const student = await careCaller();
    const pdf = {
      content: Buffer.from('%PDF-1.4\n%%EOF\n'),
      fileName: 'letter.pdf',
      declaredType: 'application/pdf',
    };
    // A Canadian student, in French.
    const email = 'lea.gagnon@orbitradio.test';
    const uploaded = careData(
      await uploadProof(student, pdf, { ...STUDENT_FIELDS, email, locale: 'fr-CA' }),
      careStudentProofStatusSchema,
    );
    const desk = await reviewer();
    careData(
      await desk.post(`${QUEUE}/${uploaded.proofId}/reject`, {
        reason: 'The letter is from last year: upload this term’s.',
      }),
      careStudentProofStatusSchema,
    );
    const mine = careData(
      await student.get(`/services/student/proof/${uploaded.proofId}`),
      careStudentProofStatusSchema,
    );
    expect(mine).toMatchObject({
      status: 'REJECTED',
      rejectionReason: 'The letter is from last year: upload this term’s.',
      verificationId: null,
    });
    const [rejected] = (await mailbox(student.app, email)).filter(
      (message) => message.template === 'student-proof-rejected',
    );
    expect(rejected).toMatchObject({
      locale: 'fr-CA',
      subject: 'Nous n’avons pas pu approuver votre preuve d’études',
    });
    expect(rejected?.text).toContain('The letter is from last year: upload this term’s.');
    // On the Canadian site, where the student page offers both ways again.
    expect(rejected?.text).toMatch(
      new RegExp(
        `//can\\.[^/]+/subscribe/checkout/studentverification\\?proofid=${uploaded.proofId}`,
      ),
    );
  });

  it('refuses a file that lies about its type, whatever its name and declared type say', async () => {
    const student = await careCaller();
    const countProofs = async () =>
      (await student.db.select({ id: studentProofs.id }).from(studentProofs)).length;
    const before = await countProofs();
    const lying = {
      content: Buffer.from('MZ this is a program, not a letter of enrolment'),
      fileName: 'enrolment.pdf',
      declaredType: 'application/pdf',
    };
    careError(await uploadProof(student, lying), 415, 'STUDENT_PROOF_TYPE_NOT_ACCEPTED');
    const gif = {
      content: Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
      fileName: 'card.png',
      declaredType: 'image/png',
    };
    careError(await uploadProof(student, gif), 415, 'STUDENT_PROOF_TYPE_NOT_ACCEPTED');
    expect(await countProofs()).toBe(before);
  });

  it('refuses a file over the limit, a missing file, bad fields and a JSON body', async () => {
    const student = await careCaller();
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(STUDENT_PROOF_LIMITS.maxBytes)]);
    careError(await uploadProof(student, { ...png, content: big }), 413, 'STUDENT_PROOF_TOO_LARGE');
    careError(await uploadProof(student, null), 400, 'INVALID_PAYLOAD');
    const bad = careError(
      await uploadProof(student, png, { ...STUDENT_FIELDS, email: 'not-an-email' }),
      400,
      'INVALID_PAYLOAD',
    );
    expect(bad.fieldErrors.map((field) => field.fieldName)).toEqual(['email']);
    careError(
      await uploadProof(student, png, { ...STUDENT_FIELDS, schoolName: 'Nul\u0000School' }),
      400,
      'INVALID_PAYLOAD',
    );
    careError(
      await student.post('/services/student/proof', STUDENT_FIELDS),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
  });

  it('keeps the queue from a customer (403) and from a visitor (401)', async () => {
    const customer = await careCaller();
    await customer.signIn(ORBIT_OWNER.username, ORBIT_OWNER.password);
    careError(await customer.get(QUEUE), 403, 'FORBIDDEN');
    careError(await customer.get(`${QUEUE}/${DEMO_PENDING_PROOF.proofId}`), 403, 'FORBIDDEN');
    careError(
      await customer.post(`${QUEUE}/${DEMO_PENDING_PROOF.proofId}/approve`, {}),
      403,
      'FORBIDDEN',
    );
    careError(
      await customer.post(`${QUEUE}/${DEMO_PENDING_PROOF.proofId}/reject`, { reason: 'No way' }),
      403,
      'FORBIDDEN',
    );
    const visitor = await careCaller();
    careError(await visitor.get(QUEUE), 401, 'UNAUTHENTICATED_CUSTOMER');
    const [proof] = await customer.db
      .select({ status: studentProofs.status })
      .from(studentProofs)
      .where(eq(studentProofs.id, DEMO_PENDING_PROOF.proofId));
    expect(proof?.status).toBe('PENDING');
  });

  it('shows a proof’s status to its uploader only', async () => {
    const student = await careCaller();
    const uploaded = careData(await uploadProof(student, png), careStudentProofStatusSchema);
    await student.newSession();
    careError(await student.get(`/services/student/proof/${uploaded.proofId}`), 404, 'NOT_FOUND');
  });

  it('decides a proof once when two reviewers race', async () => {
    const student = await careCaller();
    const uploaded = careData(await uploadProof(student, png), careStudentProofStatusSchema);
    const first = await reviewer();
    const second = await reviewer();
    const answers = await Promise.all([
      first.post(`${QUEUE}/${uploaded.proofId}/approve`, {}),
      second.post(`${QUEUE}/${uploaded.proofId}/reject`, { reason: 'Blurry scan' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const [row] = await student.db
      .select()
      .from(studentProofs)
      .where(eq(studentProofs.id, uploaded.proofId));
    expect(row?.status === 'APPROVED').toBe(row?.verificationId !== null);
  });
});
