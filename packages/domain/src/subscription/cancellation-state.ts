/**
 * How a commerce subscription moves through a cancellation (spec 001 §3, §4): `active` →
 * `pending_cancellation` (service runs to its end date) → `closed` (ended); a revoke takes a
 * pending cancellation back to `active`, but only before the end date: once service has ended
 * there is nothing left to keep. `closed` is final.
 */
export type CancellationState =
  | { state: 'active' }
  | { state: 'pending_cancellation'; endsAt: Date }
  | { state: 'closed'; endedAt: Date };

export type CancellationEvent =
  /** Cancel with service running until `endsAt` (the end of the paid term or the trial). */
  | { type: 'cancelAtEnd'; at: Date; endsAt: Date }
  /** Cancel now: service ends at `at`. */
  | { type: 'cancelNow'; at: Date }
  /** "Keep my subscription". */
  | { type: 'revoke'; at: Date }
  /** The end date of a pending cancellation has come. */
  | { type: 'end'; at: Date };

export const CANCELLATION_TRANSITION_ERROR_CODES = [
  /** The subscription has ended: it can be neither cancelled nor kept. */
  'SUBSCRIPTION_CLOSED',
  /** A revoke or an end on a subscription that has no pending cancellation. */
  'NO_PENDING_CANCELLATION',
  /** A revoke at or after the end date. */
  'CANCELLATION_ALREADY_EFFECTIVE',
  /** An end before the end date. */
  'CANCELLATION_NOT_DUE',
  /** A cancellation whose end date is not after the moment it is asked for. */
  'END_DATE_NOT_IN_FUTURE',
  /** A second cancellation with another end date than the pending one. */
  'CANCELLATION_ALREADY_PENDING',
] as const;
export type CancellationTransitionErrorCode = (typeof CANCELLATION_TRANSITION_ERROR_CODES)[number];

export class CancellationTransitionError extends Error {
  constructor(
    readonly code: CancellationTransitionErrorCode,
    readonly from: CancellationState['state'],
    readonly event: CancellationEvent['type'],
  ) {
    super(`${event} refused on a ${from} subscription: ${code}`);
    this.name = 'CancellationTransitionError';
  }
}

/**
 * The state after `event`, or a CancellationTransitionError. Asking again for the cancellation
 * already pending (same end date) answers the same state, so a retried request is harmless.
 */
export function applyCancellationEvent(
  current: CancellationState,
  event: CancellationEvent,
): CancellationState {
  const refuse = (code: CancellationTransitionErrorCode): never => {
    throw new CancellationTransitionError(code, current.state, event.type);
  };
  if (current.state === 'closed') return refuse('SUBSCRIPTION_CLOSED');

  switch (event.type) {
    case 'cancelAtEnd': {
      if (event.endsAt.getTime() <= event.at.getTime()) return refuse('END_DATE_NOT_IN_FUTURE');
      if (current.state === 'pending_cancellation') {
        return current.endsAt.getTime() === event.endsAt.getTime()
          ? current
          : refuse('CANCELLATION_ALREADY_PENDING');
      }
      return { state: 'pending_cancellation', endsAt: event.endsAt };
    }
    case 'cancelNow':
      return { state: 'closed', endedAt: event.at };
    case 'revoke': {
      if (current.state !== 'pending_cancellation') return refuse('NO_PENDING_CANCELLATION');
      if (event.at.getTime() >= current.endsAt.getTime()) {
        return refuse('CANCELLATION_ALREADY_EFFECTIVE');
      }
      return { state: 'active' };
    }
    case 'end': {
      if (current.state !== 'pending_cancellation') return refuse('NO_PENDING_CANCELLATION');
      if (event.at.getTime() < current.endsAt.getTime()) return refuse('CANCELLATION_NOT_DUE');
      return { state: 'closed', endedAt: current.endsAt };
    }
  }
}
