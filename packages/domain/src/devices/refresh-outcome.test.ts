import { describe, expect, it } from 'vitest';
import { REFRESHES_PER_RADIO_PER_DAY } from './refresh-limits.ts';
import {
  type RadioRefreshFacts,
  radioRefreshRefusalOf,
  refusalOfRadios,
} from './refresh-outcome.ts';

const refreshable: RadioRefreshFacts = {
  virtual: false,
  onAccount: true,
  inCollection: false,
  hasActiveSubscription: true,
  refreshesInWindow: 0,
};

describe('radioRefreshRefusalOf', () => {
  it.each([
    [{}, null],
    [{ refreshesInWindow: REFRESHES_PER_RADIO_PER_DAY - 1 }, null],
    [{ refreshesInWindow: REFRESHES_PER_RADIO_PER_DAY }, 'REFRESH_LIMIT_REACHED'],
    [{ virtual: true }, 'DEVICE_REFRESH_NOT_SUPPORTED'],
    [{ onAccount: false, hasActiveSubscription: false }, 'NO_SUBSCRIPTION'],
    [{ hasActiveSubscription: false }, 'NO_SUBSCRIPTION'],
    [{ inCollection: true }, 'PAST_DUE'],
    // Suspended for an unpaid bill: paying brings it back, so the page says "pay", not "subscribe".
    [{ inCollection: true, hasActiveSubscription: false }, 'PAST_DUE'],
    [{ inCollection: true, refreshesInWindow: 9 }, 'PAST_DUE'],
    [{ hasActiveSubscription: false, refreshesInWindow: 9 }, 'NO_SUBSCRIPTION'],
  ] as const)('%j → %s', (facts, refusal) => {
    expect(radioRefreshRefusalOf({ ...refreshable, ...facts })).toBe(refusal);
  });
});

describe('refusalOfRadios (a refresh by phone)', () => {
  it('refreshes when any radio of the number can be', () => {
    expect(refusalOfRadios(['NO_SUBSCRIPTION', null, 'PAST_DUE'])).toBeNull();
  });

  it('answers the refusal to act on first when none can be', () => {
    expect(refusalOfRadios(['NO_SUBSCRIPTION', 'REFRESH_LIMIT_REACHED'])).toBe(
      'REFRESH_LIMIT_REACHED',
    );
    expect(refusalOfRadios(['REFRESH_LIMIT_REACHED', 'PAST_DUE'])).toBe('PAST_DUE');
    expect(refusalOfRadios(['DEVICE_REFRESH_NOT_SUPPORTED', 'NO_SUBSCRIPTION'])).toBe(
      'NO_SUBSCRIPTION',
    );
  });

  it('has nothing to say of no radios', () => {
    expect(refusalOfRadios([])).toBeUndefined();
  });
});
