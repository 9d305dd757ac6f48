import type { CareStudentEmailStartResult, CareStudentProofStatus } from '@orbit/domain';
import type { ErrorMessage } from '../../identity/index.ts';

/** Who the student said they are, kept while they move between the steps. */
export interface StudentWho {
  firstName: string;
  lastName: string;
  email: string;
  province: string;
}

/**
 * Where the verification stands (ADR 066): the school email form, the code sent to it, or — with
 * no school email — the proof form and, once sent, its review.
 */
export type VerificationState =
  | { step: 'identify'; notAcademic?: boolean }
  | {
      step: 'code';
      who: StudentWho;
      sent: CareStudentEmailStartResult;
      /** When the code went (epoch ms): a new one may be asked for 30 seconds later. */
      sentAt: number;
      resent: boolean;
      error?: ErrorMessage | undefined;
    }
  | { step: 'proof'; fileRefusal?: 'FILE_TYPE' | 'FILE_SIZE' | undefined }
  /** `who` is known in the browser that sent the proof; a reload knows the proof only. */
  | { step: 'pending'; who: StudentWho | undefined; proof: CareStudentProofStatus };

/** The query key that keeps a sent proof on the page (a reload, or coming back later). */
export const PROOF_ID_KEY = 'proofid';

/** The classic page's numbered sections, or the `/new` page's one step per screen. */
export type VerificationLayout = 'sections' | 'steps';

/** Seconds before the code may be sent again: a slip of the finger is not a second email. */
export const RESEND_AFTER_MS = 30_000;

/** The verification options the page offers (analytics `verificationOptions`). */
export const VERIFICATION_OPTIONS = ['EMAIL', 'PROOF'] as const;

/** Which option the state belongs to (analytics `pageInfo.selectedVerificationOption`). */
export function optionOf(state: VerificationState): (typeof VERIFICATION_OPTIONS)[number] {
  return state.step === 'proof' || state.step === 'pending' ? 'PROOF' : 'EMAIL';
}

/** The student checkout a verification continues into (flows §6 "Return"). */
export function studentCheckoutUrl(verificationId: string, programCode: string): string {
  const query = new URLSearchParams({ verificationid: verificationId, programcode: programCode });
  return `/subscribe/checkout/streaming?${query.toString()}`;
}
