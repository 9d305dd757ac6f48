import {
  type CancellationState,
  CancellationTransitionError,
  type SubscriptionFacts,
} from '@orbit/domain';
import type { SubscriptionRow } from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/errors/app-error.ts';

/**
 * A subscription's place in the cancellation states as stored: closed (ended by a cancellation
 * or otherwise), pending with its end date, or active.
 */
export function cancellationStateOf(row: SubscriptionRow): CancellationState {
  if (row.status === 'Closed' || row.commerceState === 'closed') {
    return { state: 'closed', endedAt: row.endsAt ?? row.cancelledAt ?? row.updatedAt };
  }
  if (row.commerceState === 'pending_cancellation' && row.endsAt) {
    return { state: 'pending_cancellation', endsAt: row.endsAt };
  }
  return { state: 'active' };
}

/** The state the options read at `now`: a pending cancellation whose end date has come has ended. */
export function serviceStateAt(row: SubscriptionRow, now: Date): SubscriptionFacts['state'] {
  const stored = cancellationStateOf(row);
  if (stored.state === 'pending_cancellation' && stored.endsAt.getTime() <= now.getTime()) {
    return 'closed';
  }
  return stored.state;
}

/** A refused move as the API answers it: its code is a product error (409, SUBSCRIPTION_ERRORS). */
export function asConflict(error: unknown): unknown {
  if (error instanceof CancellationTransitionError) {
    return new AppError(error.code, error.message);
  }
  return error;
}
