/**
 * The failures of onboarding (flows §8.5): credential setup on a matched subscription and the
 * streaming prospect's password link. Spread into PRODUCT_ERRORS. The lookups' refusals
 * (CAPTCHA_REQUIRED, RATE_LIMIT_EXCEEDED, INVALID_TOKEN), the password policy, USERNAME_IN_USE,
 * INVALID_ACTIVATION_CODE and INVALID_CREDENTIALS come from the tables that already had them.
 */
const business = (status: number, propKey: string, description: string) =>
  ({ status, propKey, type: 'BUSINESS', description }) as const;

export const ONBOARDING_ERRORS = {
  /** The subscription was not matched by a lookup of this care session (or the match expired). */
  ONBOARDING_MATCH_REQUIRED: business(
    403,
    'error.onboarding.match.required',
    'Find the account first: this subscription was not matched in this session.',
  ),
  /** Its routing reason is one of the ineligible ones: there is nothing to set up. */
  ONBOARDING_NOT_ELIGIBLE: business(
    409,
    'error.onboarding.not.eligible',
    'This subscription cannot have streaming credentials set up.',
  ),
  STREAMING_CREDENTIALS_EXIST: business(
    409,
    'error.onboarding.streaming.credentials.exist',
    'This subscription already has streaming credentials: sign in with them.',
  ),
  INVALID_PASSWORD_RESET_TOKEN: business(
    400,
    'error.onboarding.invalid.password.reset.token',
    'This password link is not valid or was used already.',
  ),
  EXPIRED_PASSWORD_RESET_TOKEN: business(
    400,
    'error.onboarding.expired.password.reset.token',
    'This password link has expired.',
  ),
} as const;
