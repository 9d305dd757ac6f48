/**
 * Why an onboarding match goes where it goes (flows §8.5): one reason per matched subscription,
 * decided on the server by `onboardingReasonOf` so the page only looks the page up. The values
 * are the legacy ones on the wire (mixed case included) so old links and analytics keep working.
 */
export const ONBOARDING_ROUTING_REASONS = [
  /** The subscription carries no audio service: streaming would be a standalone purchase. */
  'NoAudio',
  /** The subscription is closed or inactive. */
  'InActive',
  /** The account is past due or in collection. */
  'paymentissues',
  /** A fleet, rental or business account: not a consumer's. */
  'nonconsumer',
  /** A streaming trial ended on this account too recently for another. */
  'trialwithinlasttrialdate',
  /** The account has had as many streaming trials as anyone may. */
  'maxlifetimetrials',
  /** The package does not include streaming. */
  'insufficientpackage',
  /** The car maker's (AA) trial has ended. */
  'expiredaatrial',
  /** Eligible, and no streaming sign-in yet (or one without a password): set credentials up. */
  'credentialSetup',
  /** Eligible, with streaming credentials already: sign in with them. */
  'existingCredentials',
] as const;
export type OnboardingRoutingReason = (typeof ONBOARDING_ROUTING_REASONS)[number];

/** The onboarding page (below `/onboarding/`) each reason sends a single match to. */
export const ONBOARDING_PAGE_BY_REASON = {
  NoAudio: 'ineligible-no-audio',
  InActive: 'inactive-subscription',
  paymentissues: 'ineligible-non-pay',
  nonconsumer: 'ineligible-non-consumer',
  trialwithinlasttrialdate: 'ineligible-trial-within-last-trial-date',
  maxlifetimetrials: 'ineligible-max-lifetime-trials',
  insufficientpackage: 'ineligible-insufficient-package',
  expiredaatrial: 'ineligible-expired-AA-trial',
  credentialSetup: 'credential-setup',
  existingCredentials: 'existing-credentials',
} as const satisfies Record<OnboardingRoutingReason, string>;

export type OnboardingPage =
  | (typeof ONBOARDING_PAGE_BY_REASON)[OnboardingRoutingReason]
  | 'no-match'
  | 'multiple-subscriptions-page';

/**
 * Where a lookup's answer goes: no match → `no-match` (which offers the radio id lookup), one →
 * its reason's page, several → the list to choose from (each chosen one then goes to its
 * reason's page).
 */
export function onboardingPageOf(
  matches: readonly { reason: OnboardingRoutingReason }[],
): OnboardingPage {
  const [only, second] = matches;
  if (!only) return 'no-match';
  if (second) return 'multiple-subscriptions-page';
  return ONBOARDING_PAGE_BY_REASON[only.reason];
}
