import type { Failure } from '../../../../shared/errors/index.ts';
import { isCardRefusal } from '../../../checkout/flow-kit/index.ts';

/** What a refused renewal quote or purchase means for the customer: where they go next. */
export type RenewalRefusal =
  | 'card'
  | 'notAvailable'
  | 'alreadyRenewed'
  | 'radioLost'
  | 'unexpected'
  /** The session timed out: its modal is open. */
  | 'stopped';

/**
 * The renewal's refusals (the renewal server's codes, flows §4.1): the radio can no longer take
 * the choice, it was renewed meanwhile, it is no longer this session's, or the card was refused.
 */
export function renewalRefusalOf(failure: Failure): RenewalRefusal {
  if (failure.kind === 'sessionTimedOut') return 'stopped';
  if (failure.code === 'RENEWAL_CHOICE_NOT_AVAILABLE') return 'notAvailable';
  if (failure.code === 'ALREADY_RENEWED') return 'alreadyRenewed';
  if (failure.code === 'DEVICE_NOT_FOUND') return 'radioLost';
  if (isCardRefusal(failure.code, failure.messageKey)) return 'card';
  return 'unexpected';
}
