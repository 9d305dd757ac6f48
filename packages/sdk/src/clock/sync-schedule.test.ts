import { CLOCK_LIMITS } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { backoffDelayMs } from './retry-backoff.ts';
import { initialFillRetryDelayMs, resyncRetryDelayMs } from './sync-schedule.ts';

describe('clock sync schedule (spec 001 §9)', () => {
  it('polls first after 5 s, then every 30 min', () => {
    expect(CLOCK_LIMITS.initialPollMs).toBe(5_000);
    expect(CLOCK_LIMITS.pollMs).toBe(1_800_000);
  });

  it.each([
    [1, 5_000],
    [2, 10_000],
    [3, 20_000],
    [4, 40_000],
    [5, 60_000],
    [6, 60_000],
    [100, 60_000],
    [10_000, 60_000],
  ])('the initial fill waits after %d failures %d ms, never giving up', (failures, delay) => {
    expect(initialFillRetryDelayMs(failures)).toBe(delay);
  });

  it.each([
    [1, 10_000],
    [2, 20_000],
    [3, 30_000],
    [4, 30_000],
    [10, 30_000],
    [11, undefined],
    [12, undefined],
  ])(
    'a re-sync waits after %d failures %s ms (base 10 s, max 30 s, 10 retries)',
    (failures, delay) => {
      expect(resyncRetryDelayMs(failures)).toBe(delay);
    },
  );

  it.each([
    [0, 100, 1_000, 100],
    [1, 100, 1_000, 100],
    [2, 100, 1_000, 200],
    [4, 100, 1_000, 800],
    [5, 100, 1_000, 1_000],
  ])(
    'back-off after %d failures from %d ms capped at %d ms is %d ms',
    (failures, base, max, delay) => {
      expect(backoffDelayMs(failures, base, max)).toBe(delay);
    },
  );
});
