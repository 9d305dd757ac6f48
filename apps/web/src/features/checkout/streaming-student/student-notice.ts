/**
 * What the student checkout hands on (flows §6, ADR 066). Nothing is imported here: the plain
 * way in reads the notice, and its chunk must not grow by the checkout's modules.
 */

/** The query key the student pages hand the verification on with. */
export const VERIFICATION_ID_KEY = 'verificationid';

/** Why the student checkout sent the visitor on without the verification. */
export type StudentVerificationProblem = 'invalid' | 'failed' | 'used';

/** What the student checkout leaves in the history entry of the page it sends the visitor to. */
export interface StudentCheckoutNotice {
  studentVerification: StudentVerificationProblem;
}

export function studentCheckoutNoticeOf(state: unknown): StudentVerificationProblem | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const problem = (state as Partial<StudentCheckoutNotice>).studentVerification;
  return problem === 'invalid' || problem === 'failed' || problem === 'used' ? problem : undefined;
}
