/**
 * The rules of a student verification (issue 17): how long a code lives and how often it may be
 * tried, how long a verification lasts, when its re-verification is due, and which files prove
 * enrolment. Pure: the list of academic domains is behind `AcademicDomains` (the server reads a
 * maintained list from disk).
 */
export const STUDENT_VERIFICATION_LIMITS = {
  codeLength: 6,
  /** A code sent to a school address works for 10 minutes… */
  codeTtlSeconds: 600,
  /** …and for at most 5 tries; the 6th fails even with the right code. */
  maxAttempts: 5,
  /** A verification proves enrolment for one year after it was made. */
  validForYears: 1,
  /** Re-verification opens (and the reminder goes) 30 days before the verification expires. */
  reverifyWindowDays: 30,
} as const;

/** What the proof of enrolment may be: checked by the file's content, never its name or type. */
export const STUDENT_PROOF_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  acceptedTypes: ['application/pdf', 'image/jpeg', 'image/png'],
  reasonMaxLength: 500,
} as const;
export type StudentProofType = (typeof STUDENT_PROOF_LIMITS.acceptedTypes)[number];

export function isAcceptedProofType(mime: string | undefined): mime is StudentProofType {
  return (STUDENT_PROOF_LIMITS.acceptedTypes as readonly string[]).includes(mime ?? '');
}

/**
 * Which school an address belongs to, if it belongs to a college or university. A port: the list
 * is a maintained package read from disk, so the server provides it.
 */
export type AcademicDomains = {
  schoolOf(emailAddress: string): Promise<{ schoolName: string } | null>;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When a verification made at `verifiedAt` expires: the same instant one calendar year later (UTC).
 * A verification of 29 February expires on 1 March.
 */
export function studentVerificationExpiryOf(verifiedAt: Date): Date {
  const expiresAt = new Date(verifiedAt.getTime());
  expiresAt.setUTCFullYear(expiresAt.getUTCFullYear() + STUDENT_VERIFICATION_LIMITS.validForYears);
  return expiresAt;
}

/** When re-verification of a verification expiring at `expiresAt` opens. */
export function reverifyWindowOpensAt(expiresAt: Date): Date {
  return new Date(expiresAt.getTime() - STUDENT_VERIFICATION_LIMITS.reverifyWindowDays * DAY_MS);
}

export const STUDENT_VERIFICATION_STATES = ['current', 'reverify-due', 'expired'] as const;
export type StudentVerificationState = (typeof STUDENT_VERIFICATION_STATES)[number];

/**
 * `current` until the re-verify window opens, `reverify-due` inside it (still a student: the
 * verification holds until it expires), `expired` from `expiresAt` on.
 */
export function studentVerificationStateOf(
  verification: { expiresAt: Date },
  now: Date,
): StudentVerificationState {
  if (now.getTime() >= verification.expiresAt.getTime()) return 'expired';
  if (now.getTime() >= reverifyWindowOpensAt(verification.expiresAt).getTime()) {
    return 'reverify-due';
  }
  return 'current';
}

/** A verification counts as proof of enrolment until it expires. */
export function isStudentVerificationValid(verification: { expiresAt: Date }, now: Date): boolean {
  return studentVerificationStateOf(verification, now) !== 'expired';
}

/** The reminder is due once the window is open, until expiry, and goes once per verification. */
export function isReverifyReminderDue(
  verification: { expiresAt: Date; reminderSentAt: Date | null },
  now: Date,
): boolean {
  return (
    verification.reminderSentAt === null &&
    studentVerificationStateOf(verification, now) === 'reverify-due'
  );
}

export const STUDENT_RENEWAL_PATHS = [
  'ROLLOVER',
  'OFFER_TO_OFFER',
  'STUDENT_CHECKOUT',
  'REVERIFY_FIRST',
] as const;
export type StudentRenewalPath = (typeof STUDENT_RENEWAL_PATHS)[number];

/** Why `purchase/offer2offer` may not replace a running phase at once. */
export type OfferToOfferRefusal = 'TRIAL_RUNNING';

/**
 * Whether offer-to-offer may replace the running phase at once (ADR 067): a promotion or a full
 * price may be replaced; a trial may not — the paid plan follows a trial at its end (ADR 030's
 * TRIAL_END, a plan change or a rollover). The one rule `studentRenewalPathOf` and
 * `purchase/offer2offer` both read, so the path never names a switch the purchase refuses.
 */
export function offerToOfferRefusalOf(phase: string): OfferToOfferRefusal | undefined {
  return phase === 'trial' ? 'TRIAL_RUNNING' : undefined;
}

/**
 * What a re-verified student's subscription does next (flows §6, `check-eligibility/student`):
 * - `REVERIFY_FIRST`: the verification has expired: nothing until the student verifies again;
 * - `STUDENT_CHECKOUT`: no active subscription: back to the student streaming checkout;
 * - `OFFER_TO_OFFER`: an active subscription in a promotion: the running offer is replaced by the
 *   student offer at once (`purchase/offer2offer`);
 * - `ROLLOVER`: an active subscription at full price, or in a trial (which offer-to-offer may not
 *   replace, `offerToOfferRefusalOf`): the student follow-on plan follows at its next renewal or
 *   at the trial's end (a plan change, nothing charged today).
 */
export function studentRenewalPathOf(input: {
  verificationState: StudentVerificationState;
  subscriptionActive: boolean;
  currentPhase: 'trial' | 'promo' | 'fullPrice' | null;
}): StudentRenewalPath {
  if (input.verificationState === 'expired') return 'REVERIFY_FIRST';
  if (!input.subscriptionActive) return 'STUDENT_CHECKOUT';
  const { currentPhase } = input;
  if (currentPhase === null || currentPhase === 'fullPrice') return 'ROLLOVER';
  return offerToOfferRefusalOf(currentPhase) ? 'ROLLOVER' : 'OFFER_TO_OFFER';
}

/**
 * The student follow-on plan of each market (the monthly student plan): where a full-price
 * subscription rolls over at its next renewal, and the offer that replaces a running lead offer.
 */
export const STUDENT_FOLLOW_ON_PLAN_CODES = {
  us: 'US_STREAM_STUDENT_MO',
  ca: 'CA_STREAM_STUDENT_MO',
} as const satisfies Record<'us' | 'ca', string>;
