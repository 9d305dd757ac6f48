/**
 * The failures of vehicle magic links and trial claims by link (spec 001 §4, §8; ADR 055), with
 * their HTTP status and care message key. Spread into PRODUCT_ERRORS. MAGIC_LINK_NOT_FOUND and
 * MAGIC_LINK_EXPIRED are the sign-in links' codes (identity), answered for vehicle links too;
 * SUB_ALREADY_EXISTS_FOR_IDENTITY and CLAIMING_WITH_UNAUTHORIZED_USER are the trial claims'
 * codes; ELIGIBILITY_SUBSCRIPTION_REQUIRED is orchestration's; IDENTITY_NOT_ELIGIBLE_ERROR is
 * sign-up's.
 */
const business = (status: number, propKey: string, description: string) =>
  ({ status, propKey, type: 'BUSINESS', description }) as const;

export const VEHICLE_LINK_ERRORS = {
  /** A vehicle link redeemed a second time: spent, a new one can be asked for. */
  MAGIC_LINK_ALREADY_USED: business(
    410,
    'error.magic.link.already.used',
    'This link was already used; ask for a new one.',
  ),
  /** The magic-link grant is unknown or past its hour. */
  INVALID_MAGIC_LINK_GRANT: business(
    401,
    'error.magic.link.grant.invalid',
    'This link has timed out; open it again or ask for a new one.',
  ),
  /** The link's vehicle is in no state a self-service activation link handles. */
  INVALID_SAL_STATUS: business(
    409,
    'error.sal.status.invalid',
    'This vehicle’s trial cannot be activated from this link.',
  ),
  /** Claiming needs an identity with an email: the trial's notices go there. */
  INVALID_EMAIL_ADDRESS: business(
    422,
    'error.sal.email.invalid',
    'Add an email address to your sign-in before activating the trial.',
  ),
  /** Onboarding eligibility (spec 001 §4): the identity already pays for a vehicle's service. */
  EXISTING_SELF_PAY_SUBSCRIPTION_ERROR: business(
    409,
    'error.onboarding.existing.self.pay',
    'This vehicle already has a paid subscription.',
  ),
  /** Onboarding eligibility: the trial has not been activated by the car maker yet. */
  TRIAL_PENDING_ACTIVATION_ERROR: business(
    409,
    'error.onboarding.trial.pending.activation',
    'This vehicle’s trial has not started yet.',
  ),
  /** Onboarding eligibility: the trial is claimed, by another identity. */
  IDENTITY_NOT_RELATED_TO_VEHICLE_ERROR: business(
    403,
    'error.onboarding.identity.not.related',
    'This vehicle’s trial belongs to another sign-in.',
  ),
} as const;
