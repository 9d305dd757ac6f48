import type { CancellationTransitionErrorCode } from './cancellation-state.ts';

/**
 * The failures of change plan, change term and cancel, with their HTTP status and care message
 * key. Spread into PRODUCT_ERRORS. The cancellation moves refused by `applyCancellationEvent`
 * are conflicts with the subscription's state (409).
 */
const conflict = (propKey: string, description: string) =>
  ({ status: 409, propKey, type: 'BUSINESS', description }) as const;

const CANCELLATION_TRANSITION_ERRORS = {
  SUBSCRIPTION_CLOSED: conflict(
    'error.code.subscription.closed',
    'This subscription has ended: it can no longer be changed.',
  ),
  NO_PENDING_CANCELLATION: conflict(
    'error.code.subscription.no.pending.cancellation',
    'This subscription has no cancellation to take back.',
  ),
  CANCELLATION_ALREADY_EFFECTIVE: conflict(
    'error.code.subscription.cancellation.effective',
    'This cancellation has already taken effect.',
  ),
  CANCELLATION_NOT_DUE: conflict(
    'error.code.subscription.cancellation.not.due',
    'This cancellation does not take effect yet.',
  ),
  END_DATE_NOT_IN_FUTURE: conflict(
    'error.code.subscription.end.date.past',
    'A cancellation must end the service after today.',
  ),
  CANCELLATION_ALREADY_PENDING: conflict(
    'error.code.subscription.cancellation.pending',
    'This subscription is already cancelled from another date.',
  ),
} as const satisfies Record<CancellationTransitionErrorCode, unknown>;

export const SUBSCRIPTION_ERRORS = {
  ...CANCELLATION_TRANSITION_ERRORS,
  /**
   * The subscription changed (cancelled, kept, switched) after this order was quoted: the order
   * fails, nothing is charged; quote again.
   */
  SUBSCRIPTION_CHANGED: conflict(
    'error.code.subscription.changed',
    'This subscription changed since this was priced. Review the new price and try again.',
  ),
  /** The subscription cannot be changed or cancelled this way (options said no). */
  SUBSCRIPTION_NOT_CHANGEABLE: conflict(
    'error.code.subscription.not.changeable',
    'This subscription cannot be changed online.',
  ),
  /**
   * A consent to a trial's conversion asked of a subscription that does not need one (not a
   * Quebec trial followed by a paid plan) or whose trial is over (ADR 075).
   */
  TRIAL_CONSENT_NOT_ASKED: conflict(
    'error.code.subscription.trial.consent.not.asked',
    'This subscription has no trial waiting for your consent.',
  ),
  /** The consent text shown is not the current one: the page reads it again. */
  TRIAL_CONSENT_TEXT_OUT_OF_DATE: conflict(
    'error.code.subscription.trial.consent.text.out.of.date',
    'This text has been updated since you read it.',
  ),
  /** The plan asked for is the one the subscription is on. */
  SAME_PLAN: conflict('error.code.subscription.same.plan', 'This is already your plan.'),
} as const;
