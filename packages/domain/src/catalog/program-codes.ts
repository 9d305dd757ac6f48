/**
 * Marketing program codes (`?programcode=` on a campaign link) that open the streaming organic
 * checkout (flows §2.1 step 3). Any other code goes to the older checkout, and the offers call
 * treats it as not found. The card-issuer partner page takes its own code only.
 */
export const STREAMING_ORGANIC_PROGRAM_CODES = [
  'USTPSRTP3MOFREE',
  'USTPSRTP3MOFREEROKT',
  'USTPSRTP3MO99',
  'USTPSRTP3MO99FL',
  'USTPSRTP3MO99AFF',
  'MS1MORETAIL',
  'USTMSRTP3MOFREE',
  'USTMSRTP3MO1',
  'USTMSRTP4MOFREE',
  'USTMSRTP4MO1',
  'MS3MOFREE',
  'CAMS1MORETAIL',
  'CADISTRPLRTP3FOR1',
  'CATMSRTP3MOFREE',
] as const;

/** The card-issuer partner variant (`…/streaming/organic/amex`) and its one program code. */
export const CARD_PARTNER_PROGRAM_CODES = { AMEX: 'AMEXPSRTP6MOFREE' } as const;
export type CardPartner = keyof typeof CARD_PARTNER_PROGRAM_CODES;

/** Program codes are compared upper-case and trimmed, as query keys and values arrive in any case. */
export function normaliseProgramCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * Whether a program code may open the streaming organic checkout: one of the allow-list, or,
 * on the partner variant (`partner` set), that partner's code and nothing else.
 */
export function isStreamingOrganicProgramCode(code: string, partner?: CardPartner): boolean {
  const normalised = normaliseProgramCode(code);
  if (partner) return CARD_PARTNER_PROGRAM_CODES[partner] === normalised;
  return (STREAMING_ORGANIC_PROGRAM_CODES as readonly string[]).includes(normalised);
}
