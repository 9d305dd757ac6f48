import { CLOCK_LIMITS } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { selectClock } from './clock-selection.ts';

const MAX = CLOCK_LIMITS.maxDiscrepancyMs;

describe('clock selection', () => {
  it('allows a 5 s discrepancy (spec 001 §9)', () => {
    expect(MAX).toBe(5_000);
  });

  it.each([
    { systemMinusServerMs: 0, clock: 'SYSTEM' },
    { systemMinusServerMs: 4_999, clock: 'SYSTEM' },
    { systemMinusServerMs: -4_999, clock: 'SYSTEM' },
    { systemMinusServerMs: 5_000, clock: 'INTERNAL' },
    { systemMinusServerMs: -5_000, clock: 'INTERNAL' },
    { systemMinusServerMs: 3_600_000, clock: 'INTERNAL' },
  ])(
    'system − server = $systemMinusServerMs ms uses the $clock clock',
    ({ systemMinusServerMs, clock }) => {
      const server = 1_700_000_000_000;
      expect(selectClock(server + systemMinusServerMs, server, MAX)).toBe(clock);
    },
  );
});
