import type { Country } from '../locale/locales.ts';

/**
 * The student pages' program codes (flows §6, ADR 066): each market's student plans. They open
 * offers only when the offers call says `student: true`; the organic allow-list never has them.
 */
export const STUDENT_PROGRAM_CODES = { us: 'USSTUDENT', ca: 'CASTUDENT' } as const satisfies Record<
  Country,
  string
>;

export function isStudentProgramCode(code: string): boolean {
  const normalised = code.trim().toUpperCase();
  return Object.values(STUDENT_PROGRAM_CODES).some((student) => student === normalised);
}

/** The link's program code when it is a student code of this market, else the market's own. */
export function studentProgramCodeFor(typed: string | undefined, country: Country): string {
  const normalised = typed?.trim().toUpperCase();
  return normalised === STUDENT_PROGRAM_CODES[country]
    ? normalised
    : STUDENT_PROGRAM_CODES[country];
}

/**
 * Where the student price is not offered (flows §6): a Quebec resident goes to the streaming
 * checkout instead. Province codes as the regions list spells them.
 */
const PROVINCES_WITHOUT_STUDENT_OFFER: readonly string[] = ['QC'];

export function isStudentOfferRegion(province: string): boolean {
  return !PROVINCES_WITHOUT_STUDENT_OFFER.includes(province.trim().toUpperCase());
}

/** How a verification stands for a purchase: only an unexpired one buys a student plan. */
export function isVerificationUsableAt(expiresAt: Date, now: Date): boolean {
  return now.getTime() < expiresAt.getTime();
}
