/**
 * The catalog plans trials are claimed on (flows §3), by market and by the program that hands
 * them out; the demo catalog seeds them (`db/seed/trial-catalog.ts`) and the offers and the
 * purchase of the used-car flows name them from here.
 */
export const TRIAL_PLAN_CODES = {
  us: {
    OEM: 'US_SAT_AA_TRIAL_12MO',
    RTP: 'US_SAT_AA_RTP_3MO',
    SLTC_SERVICE_LANE: 'US_SAT_AA_SLTC_3MO',
    SLTC_USED_CAR: 'US_SAT_AA_SLTC_USED_3MO',
    AST: 'US_SAT_MS_AST_3MO',
  },
  ca: {
    OEM: 'CA_SAT_AA_TRIAL_6MO',
    RTP: 'CA_SAT_AA_RTP_3MO',
    SLTC_SERVICE_LANE: 'CA_SAT_AA_SLTC_3MO',
    SLTC_USED_CAR: 'CA_SAT_AA_SLTC_USED_3MO',
    AST: 'CA_SAT_MS_AST_3MO',
  },
} as const;

/** The used-car program codes RFLZ answers (`programCode`), each opening its market's RTP offer. */
export const USED_CAR_PROGRAM_CODES = { us: 'USUSEDCARRTP3MO', ca: 'CAUSEDCARRTP3MO' } as const;

/** The RTP used-car trial plans: bought with a card, their free phase is a TRIAL_RTP. */
export function isRtpTrialPlan(planCode: string): boolean {
  return planCode === TRIAL_PLAN_CODES.us.RTP || planCode === TRIAL_PLAN_CODES.ca.RTP;
}
