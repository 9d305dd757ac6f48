import type { MultiRadioChoice } from '@orbit/domain';
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

const RADIO_FIELD = /^radios\.(\d+)(?:\.|$)/;

/**
 * The order refuses radios as a whole (nothing is written, nothing charged) and names each by a
 * field error on `radios.N` (`radios.N.planCode` for a plan not on sale): the first refused radio
 * of the request is the one the plans step names. The card's refusals are the checkout's;
 * anything else is unexpected.
 */
export function multiRadioRefusalOf(
  failure: Failure,
  radios: readonly MultiRadioChoice[],
): MultiRadioRefusal {
  if (failure.kind === 'sessionTimedOut') return { kind: 'stopped' };
  for (const field of failure.fieldErrors) {
    const index = RADIO_FIELD.exec(field.fieldName ?? '')?.[1];
    const radio = index === undefined ? undefined : radios[Number(index)];
    if (radio)
      return { kind: 'refused', radio: { deviceRef: radio.deviceRef, reason: failure.code } };
  }
  if (isCardRefusal(failure.code, failure.messageKey)) return { kind: 'card' };
  return { kind: 'unexpected' };
}
