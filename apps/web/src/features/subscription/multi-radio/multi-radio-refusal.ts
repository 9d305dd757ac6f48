import type { Failure } from '../../../shared/errors/index.ts';
import { isCardRefusal } from '../../checkout/flow-kit/index.ts';
import type { RefusedRadio } from './multi-radio-store.ts';

/** What a refused multi-radio quote or order means for the customer: where they go next. */
export type MultiRadioRefusal =
  | { kind: 'refused'; radio: RefusedRadio }
  | { kind: 'card' }
  | { kind: 'unexpected' }
  /** The session timed out: its modal is open. */
  | { kind: 'stopped' };

/**
 * The order refuses a radio as a whole (nothing is written, nothing charged) and names it in the
 * error's extras (`deviceId`); the card's refusals are the checkout's; anything else is
 * unexpected.
 */
export function multiRadioRefusalOf(failure: Failure): MultiRadioRefusal {
  if (failure.kind === 'sessionTimedOut') return { kind: 'stopped' };
  const deviceId = failure.extras.deviceId;
  if (typeof deviceId === 'string' && deviceId !== '') {
    return { kind: 'refused', radio: { deviceId, reason: failure.code } };
  }
  if (isCardRefusal(failure.code, failure.messageKey)) return { kind: 'card' };
  return { kind: 'unexpected' };
}
