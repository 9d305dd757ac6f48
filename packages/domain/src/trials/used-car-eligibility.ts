/**
 * Failure codes of the used-car eligibility check (spec 000 §8) with their meanings, and how
 * the eligibility form reacts to each (reference §1.4): an inline message, or a redirect to the
 * streaming offer or to the FLEPZ lookup (which receives the code).
 */
export const USED_CAR_ELIGIBILITY_CODES = [
  {
    code: '101',
    meaning: 'The device has no OEM branding.',
    handling: 'redirect',
    target: 'flepz',
  },
  { code: '103', meaning: 'The VIN has no radio id.', handling: 'redirect', target: 'streaming' },
  { code: '106', meaning: 'Radio id not found.', handling: 'inline' },
  { code: '107', meaning: 'The radio id already has a paid subscription.', handling: 'inline' },
  {
    code: '109',
    meaning: 'Active trial without follow-on plan.',
    handling: 'redirect',
    target: 'flepz',
  },
  { code: '110', meaning: 'Active trial with follow-on plan.', handling: 'inline' },
  {
    code: '111',
    meaning: 'Active used-car trial without follow-on plan.',
    handling: 'redirect',
    target: 'flepz',
  },
  { code: '112', meaning: 'Expired trial.', handling: 'redirect', target: 'flepz' },
  {
    code: '113',
    meaning: 'Inactive but active within the past 12 months.',
    handling: 'redirect',
    target: 'flepz',
  },
  {
    code: '114',
    meaning: 'New-car demo, not eligible, cannot be activated online.',
    handling: 'inline',
  },
  { code: '3494', meaning: 'Invalid radio id or VIN.', handling: 'inline' },
  {
    code: '5035',
    meaning: 'Device not audio capable.',
    handling: 'redirect',
    target: 'streaming',
  },
] as const;
export type UsedCarEligibilityCode = (typeof USED_CAR_ELIGIBILITY_CODES)[number]['code'];

export const UNSPECIFIED_BUSINESS_ERROR = 'Unspecified business error.';

/**
 * After this many "invalid radio id or VIN" answers (3494; in Canada client-side format
 * failures count too) the form stops asking and redirects to the streaming offer.
 */
export const MAX_INVALID_RADIO_ID_OR_VIN_ATTEMPTS = 3;

export interface UsedCarEligibilityOutcome {
  code: string;
  known: boolean;
  meaning: string;
  handling: 'inline' | 'redirect';
  target?: 'flepz' | 'streaming';
}

/**
 * What a failure code means and how the form reacts. Any other code is an unspecified business
 * error, shown like 106 ("systems are down, try later"), which also stands for any HTTP error.
 */
export function usedCarEligibilityOutcome(code: string | number): UsedCarEligibilityOutcome {
  const text = String(code).trim();
  const entry = USED_CAR_ELIGIBILITY_CODES.find((candidate) => candidate.code === text);
  if (!entry) {
    return { code: text, known: false, meaning: UNSPECIFIED_BUSINESS_ERROR, handling: 'inline' };
  }
  return { ...entry, known: true };
}
