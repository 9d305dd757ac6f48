import { DEMO_PENDING_PROOF, DEMO_STUDENTS } from '../../db/seed/student-accounts.ts';

/** A row of the shared BOLA matrix (its `AccountScopedEndpoint` shape, without importing it). */
export type StudentBolaEndpoint = {
  name: string;
  surface: 'care';
  method: 'GET' | 'POST';
  url: (victim: { accountNumber: string; subscriptionId: string }) => string;
  body?: (victim: { accountNumber: string; subscriptionId: string }) => unknown;
  headers?: () => Record<string, string>;
  refusedWith?: 403;
};

const QUEUE = '/services/student/review/proofs';
const student = DEMO_STUDENTS.current;

/**
 * Student verification for the shared BOLA matrix: another customer naming the victim's
 * subscription in `check-eligibility/student`, or a student's verification or proof, gets 404
 * as for ids that do not exist; the reviewers' calls refuse any customer with 403 FORBIDDEN
 * (the role matrix: only a STUDENT_REVIEWER login sees the queue).
 */
export const STUDENT_BOLA_ENDPOINTS: readonly StudentBolaEndpoint[] = [
  {
    name: 'check student eligibility of the victim’s subscription',
    surface: 'care',
    method: 'POST',
    url: () => '/services/check-eligibility/student',
    body: (v) => ({ subscriptionId: v.subscriptionId, verificationId: student.verificationId }),
  },
  {
    name: 'check student eligibility naming the victim’s account',
    surface: 'care',
    method: 'POST',
    url: () => '/services/check-eligibility/student',
    body: (v) => ({
      accountNumber: v.accountNumber,
      subscriptionId: v.subscriptionId,
      verificationId: student.verificationId,
    }),
  },
  {
    name: 'roll the victim’s subscription to the student plan',
    surface: 'care',
    method: 'POST',
    url: () => '/services/purchase/student-rollover',
    headers: () => ({ 'idempotency-key': 'OAC-bola-student-rollover-0001' }),
    body: (v) => ({
      subscriptionId: v.subscriptionId,
      verificationId: student.verificationId,
      transactionId: 'OAC-bola-student-rollover-0001',
    }),
  },
  {
    name: 'read a student’s verification',
    surface: 'care',
    method: 'GET',
    url: () => `/services/identity/verify-student/${student.verificationId}`,
  },
  {
    name: 'read a student’s uploaded proof status',
    surface: 'care',
    method: 'GET',
    url: () => `/services/student/proof/${DEMO_PENDING_PROOF.proofId}`,
  },
  {
    name: 'list the student proofs review queue',
    surface: 'care',
    method: 'GET',
    url: () => QUEUE,
    refusedWith: 403,
  },
  {
    name: 'open a student’s proof for review',
    surface: 'care',
    method: 'GET',
    url: () => `${QUEUE}/${DEMO_PENDING_PROOF.proofId}`,
    refusedWith: 403,
  },
  {
    name: 'approve a student’s proof',
    surface: 'care',
    method: 'POST',
    url: () => `${QUEUE}/${DEMO_PENDING_PROOF.proofId}/approve`,
    body: () => ({}),
    refusedWith: 403,
  },
  {
    name: 'reject a student’s proof',
    surface: 'care',
    method: 'POST',
    url: () => `${QUEUE}/${DEMO_PENDING_PROOF.proofId}/reject`,
    body: () => ({ reason: 'Not a real student' }),
    refusedWith: 403,
  },
];
