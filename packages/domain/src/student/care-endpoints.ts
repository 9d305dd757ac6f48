import type { CareEndpointDocs, CareEndpointTable } from '../platform/care-endpoint.ts';
import {
  careStudentEligibilityRequestSchema,
  careStudentEligibilitySchema,
  careStudentEmailRedeemRequestSchema,
  careStudentEmailStartRequestSchema,
  careStudentEmailStartResultSchema,
  careStudentProofFieldsSchema,
  careStudentProofForReviewSchema,
  careStudentProofParamsSchema,
  careStudentProofStatusSchema,
  careStudentRejectRequestSchema,
  careStudentRenewRequestSchema,
  careStudentReverifyTokenRequestSchema,
  careStudentReverifyTokenResultSchema,
  careStudentReviewQueueSchema,
  careStudentVerificationParamsSchema,
  careStudentVerificationSchema,
} from './student-calls.ts';

/**
 * Student verification (issue 17, flows §6) with our own verifier: a code sent to a school
 * address, or a proof of enrolment a reviewer approves; the verification's status; the reviewer's
 * queue; the re-verify link; and `check-eligibility/student` (ADR 065).
 */
export const studentCareEndpoints = {
  startEmailVerification: {
    method: 'POST',
    path: '/student/verification/email',
    body: careStudentEmailStartRequestSchema,
    response: careStudentEmailStartResultSchema,
    access: 'care-session',
  },
  redeemEmailCode: {
    method: 'POST',
    path: '/student/verification/email/redeem',
    body: careStudentEmailRedeemRequestSchema,
    response: careStudentVerificationSchema,
    access: 'care-session',
  },
  verifyStudent: {
    method: 'GET',
    path: '/identity/verify-student/:verificationId',
    params: careStudentVerificationParamsSchema,
    response: careStudentVerificationSchema,
    access: 'care-session',
  },
  uploadProof: {
    method: 'POST',
    path: '/student/proof',
    body: careStudentProofFieldsSchema,
    multipart: { fileField: 'file' },
    response: careStudentProofStatusSchema,
    access: 'care-session',
  },
  proofStatus: {
    method: 'GET',
    path: '/student/proof/:proofId',
    params: careStudentProofParamsSchema,
    response: careStudentProofStatusSchema,
    access: 'care-session',
  },
  reviewQueue: {
    method: 'GET',
    path: '/student/review/proofs',
    response: careStudentReviewQueueSchema,
    access: 'student-reviewer',
  },
  proofForReview: {
    method: 'GET',
    path: '/student/review/proofs/:proofId',
    params: careStudentProofParamsSchema,
    response: careStudentProofForReviewSchema,
    access: 'student-reviewer',
  },
  approveProof: {
    method: 'POST',
    path: '/student/review/proofs/:proofId/approve',
    params: careStudentProofParamsSchema,
    response: careStudentProofStatusSchema,
    access: 'student-reviewer',
  },
  rejectProof: {
    method: 'POST',
    path: '/student/review/proofs/:proofId/reject',
    params: careStudentProofParamsSchema,
    body: careStudentRejectRequestSchema,
    response: careStudentProofStatusSchema,
    access: 'student-reviewer',
  },
  checkEligibility: {
    method: 'POST',
    path: '/check-eligibility/student',
    body: careStudentEligibilityRequestSchema,
    response: careStudentEligibilitySchema,
    access: 'identified',
  },
  reverifyToken: {
    method: 'POST',
    path: '/student/re-verify/token',
    body: careStudentReverifyTokenRequestSchema,
    response: careStudentReverifyTokenResultSchema,
    access: 'care-session',
  },
  renewVerification: {
    method: 'POST',
    path: '/student/re-verify',
    body: careStudentRenewRequestSchema,
    response: careStudentVerificationSchema,
    access: 'care-session',
  },
} satisfies CareEndpointTable;

/**
 * Built when read (the OpenAPI description, the server): the web app's bundles read the table
 * and leave this out whole, its texts and what they call.
 */
export const studentCareEndpointDocs = /* @__PURE__ */ (() => {
  const TAG = 'care student';
  const MINE =
    'Only the care session that made it, or the signed-in login it was made under, sees it; ' +
    'anyone else gets 404 as for an id that does not exist.';
  const REVIEWER =
    'Reviewers only: a signed-in login holding the STUDENT_REVIEWER role; any other caller, a ' +
    'customer included, gets 403 FORBIDDEN (401 when not signed in).';

  return {
    startEmailVerification: {
      tag: TAG,
      summary: 'Send a one-time code to a school email address',
      description:
        'The address’s domain must be on the maintained list of colleges and universities ' +
        '(400 STUDENT_EMAIL_NOT_ACADEMIC otherwise). The code (six digits) goes through the ' +
        'outbox, works for 10 minutes and 5 tries; asking again replaces the earlier code. ' +
        'Past 5 sends an hour to one address or 10 from one care session, a solved human check ' +
        '(`captchaToken`, `captchaAnswer`) is asked for: 428 CAPTCHA_REQUIRED (ADR 026).',
      errors: [400, 401, 428],
    },
    redeemEmailCode: {
      tag: TAG,
      summary: 'Redeem the code: a verification valid for one year',
      description:
        'The code this care session had sent to `email`. Every try counts before the code is ' +
        'compared, in the database: a wrong code is 400 OTP_INVALID, the 6th try 429 ' +
        'OTP_ATTEMPTS_EXCEEDED even when right, past 10 minutes 410 OTP_EXPIRED, none waiting ' +
        '404 OTP_NOT_FOUND. Answers the verification (id, name, email, school, verified-at, ' +
        'expires one year later).',
      errors: [400, 401, 404, 410, 429],
    },
    verifyStudent: {
      tag: TAG,
      summary: 'A verification: who, which school, until when, and its state',
      description: `State: current, reverify-due (30 days before expiry) or expired. ${MINE}`,
      errors: [400, 401, 404],
    },
    uploadProof: {
      tag: TAG,
      summary: 'Upload a proof of enrolment (multipart) for review',
      description:
        '`multipart/form-data`: the fields firstName, lastName, email, schoolName (and locale) ' +
        'and one file part `file`, at most 5 MiB (413 STUDENT_PROOF_TOO_LARGE). The type is ' +
        'read from the content, never from the name or the part’s type: only PDF, JPEG and PNG ' +
        '(415 STUDENT_PROOF_TYPE_NOT_ACCEPTED). The proof waits in the reviewers’ queue. Past ' +
        '5 uploads an hour from one care session, a solved human check is asked for (428).',
      errors: [400, 401, 413, 415, 428],
    },
    proofStatus: {
      tag: TAG,
      summary: 'Where an uploaded proof stands: pending, approved or rejected with the reason',
      description: MINE,
      errors: [400, 401, 404],
    },
    reviewQueue: {
      tag: TAG,
      summary: 'The proofs of enrolment waiting for review, oldest first',
      description: REVIEWER,
      errors: [401, 403],
    },
    proofForReview: {
      tag: TAG,
      summary: 'One proof with its file, for its review',
      description: `${REVIEWER} 404 for an unknown proof.`,
      errors: [400, 401, 403, 404],
    },
    approveProof: {
      tag: TAG,
      summary: 'Approve a proof: the student’s verification, valid for one year',
      description: `${REVIEWER} A proof is reviewed once: 409 STUDENT_PROOF_ALREADY_REVIEWED after.`,
      errors: [400, 401, 403, 404, 409],
    },
    rejectProof: {
      tag: TAG,
      summary: 'Reject a proof with the reason the student will read',
      description: `${REVIEWER} A proof is reviewed once: 409 STUDENT_PROOF_ALREADY_REVIEWED after.`,
      errors: [400, 401, 403, 404, 409],
    },
    checkEligibility: {
      tag: TAG,
      summary: 'What a student subscription does next: rollover, offer-to-offer, checkout',
      description:
        'For a subscription of the caller’s account (404 SUBSCRIPTION_NOT_FOUND for any other) ' +
        'and a verification of theirs (404 NOT_FOUND otherwise): whether the verification is ' +
        'current, the subscription active and in which phase, and the path: ROLLOVER (full ' +
        'price: the student follow-on plan at renewal), OFFER_TO_OFFER (a lead offer running: ' +
        'the student offer replaces it), STUDENT_CHECKOUT (nothing active), REVERIFY_FIRST ' +
        '(the verification expired).',
      errors: [400, 401, 403, 404],
    },
    reverifyToken: {
      tag: TAG,
      summary: 'Open a re-verify link: the verification it names, masked',
      description:
        'The `tkn` of the reminder sent 30 days before a verification expires. A forged, ' +
        'expired or other kind of token: 400 INVALID_TOKEN.',
      errors: [400, 401],
    },
    renewVerification: {
      tag: TAG,
      summary: 'Renew the verification a re-verify link names with a new one',
      description:
        'The `tkn` of the re-verify link (400 INVALID_TOKEN as for `student/re-verify/token`) ' +
        'and the verification the caller has just made (school email code or approved proof; ' +
        `404 NOT_FOUND when it is not theirs). It must be of the same student — the same first ` +
        'and last name, or the same school address (409 STUDENT_NOT_SAME_STUDENT) — and still ' +
        'hold (403 STUDENT_VERIFICATION_REQUIRED). The link’s verification is marked re-verified ' +
        'by it, once: the same pair again answers the same, another new one 409 ' +
        'STUDENT_ALREADY_REVERIFIED. The new verification, valid a year from when it was made, ' +
        'goes with the login of the old one, so its owner uses it when signed in. Answers it.',
      errors: [400, 401, 403, 404, 409],
    },
  } as const satisfies CareEndpointDocs<typeof studentCareEndpoints>;
})();
