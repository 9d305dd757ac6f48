import { describe, expect, it } from 'vitest';
import {
  applyCancellationEvent,
  type CancellationEvent,
  type CancellationState,
  CancellationTransitionError,
} from './cancellation-state.ts';

const now = new Date('2026-11-26T15:00:00Z');
const endsAt = new Date('2026-12-10T00:00:00Z');
const active: CancellationState = { state: 'active' };
const pending: CancellationState = { state: 'pending_cancellation', endsAt };

function refusal(state: CancellationState, event: CancellationEvent) {
  try {
    applyCancellationEvent(state, event);
  } catch (error) {
    if (error instanceof CancellationTransitionError) return error.code;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('applyCancellationEvent', () => {
  it('moves active → pending_cancellation with its end date → closed at that date', () => {
    const afterCancel = applyCancellationEvent(active, { type: 'cancelAtEnd', at: now, endsAt });
    expect(afterCancel).toEqual(pending);
    expect(applyCancellationEvent(afterCancel, { type: 'end', at: endsAt })).toEqual({
      state: 'closed',
      endedAt: endsAt,
    });
  });

  it('answers a repeated cancellation with the same state, and refuses another end date', () => {
    expect(applyCancellationEvent(pending, { type: 'cancelAtEnd', at: now, endsAt })).toBe(pending);
    expect(
      refusal(pending, {
        type: 'cancelAtEnd',
        at: now,
        endsAt: new Date('2027-01-10T00:00:00Z'),
      }),
    ).toBe('CANCELLATION_ALREADY_PENDING');
  });

  it('refuses an end date that is not in the future', () => {
    expect(refusal(active, { type: 'cancelAtEnd', at: now, endsAt: now })).toBe(
      'END_DATE_NOT_IN_FUTURE',
    );
  });

  it('revokes back to active up to the last moment before the end date', () => {
    expect(applyCancellationEvent(pending, { type: 'revoke', at: now })).toEqual(active);
    expect(
      applyCancellationEvent(pending, { type: 'revoke', at: new Date(endsAt.getTime() - 1) }),
    ).toEqual(active);
  });

  it('refuses a revoke at or after the end date, and on a subscription with nothing pending', () => {
    expect(refusal(pending, { type: 'revoke', at: endsAt })).toBe('CANCELLATION_ALREADY_EFFECTIVE');
    expect(refusal(active, { type: 'revoke', at: now })).toBe('NO_PENDING_CANCELLATION');
  });

  it('refuses to end a cancellation before its date or one that is not pending', () => {
    expect(refusal(pending, { type: 'end', at: now })).toBe('CANCELLATION_NOT_DUE');
    expect(refusal(active, { type: 'end', at: endsAt })).toBe('NO_PENDING_CANCELLATION');
  });

  it('closes at once on an immediate cancellation, from active or pending', () => {
    expect(applyCancellationEvent(active, { type: 'cancelNow', at: now })).toEqual({
      state: 'closed',
      endedAt: now,
    });
    expect(applyCancellationEvent(pending, { type: 'cancelNow', at: now })).toEqual({
      state: 'closed',
      endedAt: now,
    });
  });

  it('refuses every event on a closed subscription, naming the move', () => {
    const closed: CancellationState = { state: 'closed', endedAt: endsAt };
    for (const event of [
      { type: 'cancelAtEnd', at: now, endsAt },
      { type: 'cancelNow', at: now },
      { type: 'revoke', at: now },
      { type: 'end', at: endsAt },
    ] satisfies CancellationEvent[]) {
      expect(refusal(closed, event)).toBe('SUBSCRIPTION_CLOSED');
    }
    expect(() => applyCancellationEvent(closed, { type: 'revoke', at: now })).toThrow(
      'revoke refused on a closed subscription: SUBSCRIPTION_CLOSED',
    );
  });
});
