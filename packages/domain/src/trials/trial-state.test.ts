import { describe, expect, it } from 'vitest';
import { VEHICLE_LIFECYCLE_STATES } from '../devices/vehicle-lifecycle.ts';
import { trialDaysElapsed, trialDaysLeft, trialStateOf } from './trial-state.ts';

describe('trial state from a magic link (spec 001 §4)', () => {
  it.each([
    ['TRIAL_ELIGIBLE', 'TrialNotStarted'],
    ['INACTIVE', 'TrialClaimed'],
    ['TRIAL_CLAIMED', 'TrialClaimed'],
    ['TRIAL_NOT_CLAIMED', 'TrialNotClaimed'],
    ['TRIAL_WITH_FOLLOW_ON', 'TrialWithFollowOn'],
    ['SELF_PAY', 'SelfPay'],
  ] as const)('%s shows %s', (lifecycle, state) => {
    expect(trialStateOf(lifecycle)).toBe(state);
  });

  it('maps every lifecycle state', () => {
    for (const lifecycle of VEHICLE_LIFECYCLE_STATES) expect(trialStateOf(lifecycle)).toBeDefined();
  });
});

describe('trial days', () => {
  it.each([
    [90, 0, 90],
    [90, 30, 60],
    [90, 90, 0],
    [90, 120, 0],
  ])('total %i, elapsed %i → %i left', (total, elapsed, left) => {
    expect(trialDaysLeft(total, elapsed)).toBe(left);
  });

  it('counts whole UTC days elapsed', () => {
    const start = new Date('2025-01-01T23:00:00Z');
    expect(trialDaysElapsed(start, new Date('2025-01-01T23:30:00Z'))).toBe(0);
    expect(trialDaysElapsed(start, new Date('2025-01-02T00:30:00Z'))).toBe(1);
    expect(trialDaysElapsed(start, new Date('2025-03-01T12:00:00Z'))).toBe(59);
    expect(trialDaysElapsed(start, new Date('2024-12-25T00:00:00Z'))).toBe(0);
  });
});
