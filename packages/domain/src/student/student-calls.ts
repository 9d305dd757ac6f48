import * as z from 'zod/mini';
import { LOCALES } from '../locale/locales.ts';
import { careCaptchaFields } from '../platform/captcha-fields.ts';
import { EMAIL_MAX_LENGTH, emailSchema } from '../validation/email.ts';
import { namePieceSchema } from '../validation/name.ts';
import {
  STUDENT_PROOF_LIMITS,
  STUDENT_RENEWAL_PATHS,
  STUDENT_VERIFICATION_LIMITS,
  STUDENT_VERIFICATION_STATES,
} from './student-rules.ts';

const TOKEN_MAX_LENGTH = 1000;
const CODE_MAX_TYPED = 40;
const SCHOOL_NAME_MAX_LENGTH = 150;

/** Ids of the student capability: opaque, prefixed (`stv_…`, `stp_…`). */
export const studentVerificationIdSchema = /* @__PURE__ */ z
  .string()
  .check(z.regex(/^stv_[0-9a-f]{32}$/));
export const studentProofIdSchema = /* @__PURE__ */ z.string().check(z.regex(/^stp_[0-9a-f]{32}$/));

/**
 * Who the student is, as typed on the verification page: the Canadian rule, the wider of the two
 * (accented letters, hyphens and spaces: Léa, Jean-François), so a student of either market and
 * either language is taken as named.
 */
const studentNameFields = {
  firstName: namePieceSchema('ca'),
  lastName: namePieceSchema('ca'),
};

/**
 * `student/verification/email`: send a one-time code to a school address. The domain must
 * belong to a college or university (400 STUDENT_EMAIL_NOT_ACADEMIC otherwise). `locale` is the
 * language of the code's email and, later, of the re-verify reminder.
 */
export const careStudentEmailStartRequestSchema = /* @__PURE__ */ z.object({
  ...studentNameFields,
  email: emailSchema('us'),
  locale: z.optional(z.enum(LOCALES)),
  ...careCaptchaFields,
});
export type CareStudentEmailStartRequest = z.infer<typeof careStudentEmailStartRequestSchema>;

export const careStudentEmailStartResultSchema = /* @__PURE__ */ z.object({
  /** The school the address belongs to, as the list names it. */
  schoolName: z.string(),
  /** When the code stops working (10 minutes). */
  expiresAt: z.iso.datetime(),
  attemptsAllowed: z.number().check(z.int(), z.positive()),
});
export type CareStudentEmailStartResult = z.infer<typeof careStudentEmailStartResultSchema>;

/** `student/verification/email/redeem`: the code sent to `email` by this care session. */
export const careStudentEmailRedeemRequestSchema = /* @__PURE__ */ z.object({
  email: z.string().check(z.maxLength(EMAIL_MAX_LENGTH)),
  code: z.string().check(z.maxLength(CODE_MAX_TYPED)),
});
export type CareStudentEmailRedeemRequest = z.infer<typeof careStudentEmailRedeemRequestSchema>;

/**
 * A verification of current enrolment: who, which school, how (a school email's code or a
 * reviewed proof), when, until when (one year), and where it stands now.
 */
export const careStudentVerificationSchema = /* @__PURE__ */ z.object({
  verificationId: studentVerificationIdSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  schoolName: z.string(),
  method: z.enum(['EMAIL', 'PROOF']),
  verifiedAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  state: z.enum(STUDENT_VERIFICATION_STATES),
});
export type CareStudentVerification = z.infer<typeof careStudentVerificationSchema>;

export const careStudentVerificationParamsSchema = /* @__PURE__ */ z.object({
  verificationId: z.string().check(z.maxLength(64)),
});

/**
 * The text fields of `student/proof` (multipart): who the student is, their personal email (for
 * the answer) and their school; the file is the part named `file`.
 */
export const careStudentProofFieldsSchema = /* @__PURE__ */ z.object({
  ...studentNameFields,
  email: emailSchema('us'),
  schoolName: z.string().check(z.trim(), z.minLength(2), z.maxLength(SCHOOL_NAME_MAX_LENGTH)),
  locale: z.optional(z.enum(LOCALES)),
  ...careCaptchaFields,
});
export type CareStudentProofFields = z.infer<typeof careStudentProofFieldsSchema>;

export const STUDENT_PROOF_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type StudentProofStatus = (typeof STUDENT_PROOF_STATUSES)[number];

/** An uploaded proof as its student sees it. */
export const careStudentProofStatusSchema = /* @__PURE__ */ z.object({
  proofId: studentProofIdSchema,
  status: z.enum(STUDENT_PROOF_STATUSES),
  /** Only when rejected: the reviewer's reason. */
  rejectionReason: z.nullable(z.string()),
  /** Only when approved: the verification it made. */
  verificationId: z.nullable(studentVerificationIdSchema),
});
export type CareStudentProofStatus = z.infer<typeof careStudentProofStatusSchema>;

export const careStudentProofParamsSchema = /* @__PURE__ */ z.object({
  proofId: z.string().check(z.maxLength(64)),
});

/** One proof in the reviewer's queue: what the student gave, without the file. */
export const careStudentProofInQueueSchema = /* @__PURE__ */ z.object({
  proofId: studentProofIdSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  schoolName: z.string(),
  /** As sniffed from the content when it was uploaded. */
  contentType: z.enum(STUDENT_PROOF_LIMITS.acceptedTypes),
  sizeBytes: z.number().check(z.int(), z.positive()),
  uploadedAt: z.iso.datetime(),
});
export type CareStudentProofInQueue = z.infer<typeof careStudentProofInQueueSchema>;

export const careStudentReviewQueueSchema = /* @__PURE__ */ z.object({
  proofs: z.array(careStudentProofInQueueSchema),
});
export type CareStudentReviewQueue = z.infer<typeof careStudentReviewQueueSchema>;

/** One proof for its review: the queue's fields and the file itself (base64). */
export const careStudentProofForReviewSchema = /* @__PURE__ */ z.object({
  ...careStudentProofInQueueSchema.shape,
  status: z.enum(STUDENT_PROOF_STATUSES),
  contentBase64: z.string(),
});
export type CareStudentProofForReview = z.infer<typeof careStudentProofForReviewSchema>;

export const careStudentRejectRequestSchema = /* @__PURE__ */ z.object({
  reason: z
    .string()
    .check(z.trim(), z.minLength(3), z.maxLength(STUDENT_PROOF_LIMITS.reasonMaxLength)),
});
export type CareStudentRejectRequest = z.infer<typeof careStudentRejectRequestSchema>;

/** `check-eligibility/student`: a subscription of the caller's account and their verification. */
export const careStudentEligibilityRequestSchema = /* @__PURE__ */ z.object({
  accountNumber: z.optional(z.string().check(z.maxLength(20))),
  subscriptionId: z.string().check(z.minLength(1), z.maxLength(64)),
  verificationId: z.string().check(z.maxLength(64)),
});
export type CareStudentEligibilityRequest = z.infer<typeof careStudentEligibilityRequestSchema>;

export const careStudentEligibilitySchema = /* @__PURE__ */ z.object({
  subscriptionId: z.string(),
  subscriptionActive: z.boolean(),
  /** The phase the subscription is in today; null when none runs. */
  currentPhase: z.nullable(z.enum(['trial', 'promo', 'fullPrice'])),
  verificationState: z.enum(STUDENT_VERIFICATION_STATES),
  verificationExpiresAt: z.iso.datetime(),
  /** What happens next (`studentRenewalPathOf`). */
  path: z.enum(STUDENT_RENEWAL_PATHS),
});
export type CareStudentEligibility = z.infer<typeof careStudentEligibilitySchema>;

/** `student/re-verify/token`: the `tkn` of the reminder's link. */
export const careStudentReverifyTokenRequestSchema = /* @__PURE__ */ z.object({
  tkn: z.string().check(z.minLength(1), z.maxLength(TOKEN_MAX_LENGTH)),
});

/**
 * `student/re-verify`: renew the verification the link names with the caller's new one (made
 * just now with the school email's code or an approved proof), for the same student.
 */
export const careStudentRenewRequestSchema = /* @__PURE__ */ z.object({
  tkn: z.string().check(z.minLength(1), z.maxLength(TOKEN_MAX_LENGTH)),
  verificationId: z.string().check(z.maxLength(64)),
});
export type CareStudentRenewRequest = z.infer<typeof careStudentRenewRequestSchema>;

/** What the re-verify page shows of the verification its link names. */
export const careStudentReverifyTokenResultSchema = /* @__PURE__ */ z.object({
  firstName: z.string(),
  schoolName: z.string(),
  /** The school address the verification was made with, masked. */
  maskedEmail: z.string(),
  expiresAt: z.iso.datetime(),
  state: z.enum(STUDENT_VERIFICATION_STATES),
});
export type CareStudentReverifyTokenResult = z.infer<typeof careStudentReverifyTokenResultSchema>;

/** The code's length, for the code field. */
export const STUDENT_CODE_LENGTH = STUDENT_VERIFICATION_LIMITS.codeLength;
