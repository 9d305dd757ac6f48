/**
 * The failures of student verification (issue 17). Spread into PRODUCT_ERRORS. A wrong, expired
 * or spent code answers the passcode codes every one-time code answers (OTP_INVALID, OTP_EXPIRED,
 * OTP_NOT_FOUND, OTP_ATTEMPTS_EXCEEDED); a reviewer call made by anyone else answers FORBIDDEN.
 */
const business = (status: number, propKey: string, description: string) =>
  ({ status, propKey, type: 'BUSINESS', description }) as const;

export const STUDENT_ERRORS = {
  /** The address's domain is not on the maintained list of colleges and universities. */
  STUDENT_EMAIL_NOT_ACADEMIC: business(
    400,
    'error.student.email.not.academic',
    'This is not a college or university email address: use your school address, or upload a proof of enrolment.',
  ),
  /** The uploaded file is not a PDF, JPEG or PNG by its content, whatever its name or type says. */
  STUDENT_PROOF_TYPE_NOT_ACCEPTED: business(
    415,
    'error.student.proof.type.not.accepted',
    'The proof of enrolment must be a PDF, JPEG or PNG file.',
  ),
  /** The uploaded file is larger than the proof limit. */
  STUDENT_PROOF_TOO_LARGE: business(
    413,
    'error.student.proof.too.large',
    'The proof of enrolment is too large.',
  ),
  /** The proof was already approved or rejected (by another reviewer, or earlier). */
  STUDENT_PROOF_ALREADY_REVIEWED: business(
    409,
    'error.student.proof.already.reviewed',
    'This proof of enrolment has already been reviewed.',
  ),
  /**
   * A student plan quoted or bought without a current verification of this care session or
   * login (none sent, unknown, another's, or expired).
   */
  STUDENT_VERIFICATION_REQUIRED: business(
    403,
    'error.student.verification.required',
    'This plan is for verified students: verify your student status first.',
  ),
  /** The verification already bought a student subscription: one verification, one purchase. */
  STUDENT_VERIFICATION_ALREADY_USED: business(
    409,
    'error.student.verification.already.used',
    'This student verification has already been used for a subscription.',
  ),
  /** The new verification is not of the student the re-verify link names. */
  STUDENT_NOT_SAME_STUDENT: business(
    409,
    'error.student.not.same.student',
    'This verification is for another student than the one the link was sent to.',
  ),
  /** The link's verification was already renewed by another verification. */
  STUDENT_ALREADY_REVERIFIED: business(
    409,
    'error.student.already.reverified',
    'This enrolment has already been verified again.',
  ),
} as const;
