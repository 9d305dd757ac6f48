import type { Failure } from '../../../../shared/errors/index.ts';
import { isCardRefusal } from '../../../checkout/flow-kit/index.ts';

/** What a refused plan change means for the customer (flows §5.1 submit). */
export type ChangeRefusal =
  /** Back to payment: a card problem, a new transaction id. */
  | 'card'
  /** The subscription changed since it was priced, or the price ran out: price again. */
  | 'repriced'
  | 'samePlan'
  | 'notEligible'
  /** The timeout modal is open; stay put. */
  | 'stopped'
  | 'unexpected';

const REPRICE_CODES: ReadonlySet<string> = new Set(['SUBSCRIPTION_CHANGED', 'ORDER_EXPIRED']);
const NOT_ELIGIBLE_CODES: ReadonlySet<string> = new Set([
  'SUBSCRIPTION_NOT_CHANGEABLE',
  'INELIGIBLE_FOR_OFFER',
  'NON_ELEGIBLE_REDIRECT',
]);

export function changeRefusalOf(failure: Failure): ChangeRefusal {
  if (failure.kind === 'sessionTimedOut') return 'stopped';
  if (isCardRefusal(failure.code, failure.messageKey)) return 'card';
  if (REPRICE_CODES.has(failure.code)) return 'repriced';
  if (failure.code === 'SAME_PLAN') return 'samePlan';
  if (NOT_ELIGIBLE_CODES.has(failure.code)) return 'notEligible';
  return 'unexpected';
}
