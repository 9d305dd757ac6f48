import { failureOf } from '../../../shared/errors/index.ts';

/**
 * The refusals of `b2btrial/claim` (spec 001 §4 onboarding eligibility, §8), and of the
 * `accept-terms` before it for documents updated since the page read them, each told with what
 * to do next; anything else is "try again in a moment".
 */
const CLAIM_REFUSALS = [
  'CLAIMING_WITH_UNAUTHORIZED_USER',
  'SUB_ALREADY_EXISTS_FOR_IDENTITY',
  'EXISTING_SELF_PAY_SUBSCRIPTION_ERROR',
  'IDENTITY_NOT_ELIGIBLE_ERROR',
  'TRIAL_PENDING_ACTIVATION_ERROR',
  'IDENTITY_NOT_RELATED_TO_VEHICLE_ERROR',
  'ELIGIBILITY_SUBSCRIPTION_REQUIRED',
  'INVALID_EMAIL_ADDRESS',
  'INVALID_ACTIVATION_CODE',
  'VEHICLE_NOT_FOUND',
  'TERMS_VERSION_OUT_OF_DATE',
] as const;
export type ClaimRefusalCode = (typeof CLAIM_REFUSALS)[number];

/** Where a refusal sends the customer next. */
export type ClaimRefusalAction = 'account' | 'subscribe' | 'signInAgain' | 'retry' | 'none';

const ACTION_OF: Record<ClaimRefusalCode, ClaimRefusalAction> = {
  CLAIMING_WITH_UNAUTHORIZED_USER: 'signInAgain',
  SUB_ALREADY_EXISTS_FOR_IDENTITY: 'account',
  EXISTING_SELF_PAY_SUBSCRIPTION_ERROR: 'account',
  IDENTITY_NOT_ELIGIBLE_ERROR: 'signInAgain',
  TRIAL_PENDING_ACTIVATION_ERROR: 'retry',
  IDENTITY_NOT_RELATED_TO_VEHICLE_ERROR: 'signInAgain',
  ELIGIBILITY_SUBSCRIPTION_REQUIRED: 'subscribe',
  INVALID_EMAIL_ADDRESS: 'account',
  INVALID_ACTIVATION_CODE: 'none',
  VEHICLE_NOT_FOUND: 'none',
  // The box is cleared for the new documents: ticking it again is the next step.
  TERMS_VERSION_OUT_OF_DATE: 'none',
};

export interface ClaimRefusal {
  code: ClaimRefusalCode | undefined;
  action: ClaimRefusalAction;
}

export function claimRefusalOf(error: unknown): ClaimRefusal {
  const { code } = failureOf(error);
  const known = CLAIM_REFUSALS.find((refusal) => refusal === code);
  return known ? { code: known, action: ACTION_OF[known] } : { code: undefined, action: 'retry' };
}
