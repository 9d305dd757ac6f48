import { describe, expect, it } from 'vitest';
import { SynchronisedClock } from './synchronised-clock.ts';

function setup() {
  const time = { system: 1_000_000, monotonic: 50 };
  const clock = new SynchronisedClock({
    systemNow: () => time.system,
    monotonicNow: () => time.monotonic,
  });
  const advance = (ms: number) => {
    time.system += ms;
    time.monotonic += ms;
  };
  return { clock, time, advance };
}

describe('synchronised clock', () => {
  it('uses the system clock before any synchronisation', () => {
    const { clock, advance } = setup();
    expect(clock.usingClock).toBe('SYSTEM');
    expect(clock.isSynchronised).toBe(false);
    expect(clock.internalTimeMs()).toBeUndefined();
    expect(clock.driftMs()).toBe(0);
    advance(10);
    expect(clock.now()).toBe(1_000_010);
  });

  it('keeps the system clock while the server is within the discrepancy', () => {
    const { clock } = setup();
    expect(
      clock.synchronise(
        { serverTimeMs: 1_004_999, systemTimeMs: 1_000_000, monotonicMs: 50 },
        5_000,
      ),
    ).toBe('SYSTEM');
    expect(clock.now()).toBe(1_000_000);
    expect(clock.internalTimeMs()).toBe(1_004_999);
  });

  it('switches to the internal clock at the discrepancy and advances it monotonically', () => {
    const { clock, time, advance } = setup();
    expect(
      clock.synchronise(
        { serverTimeMs: 1_005_000, systemTimeMs: 1_000_000, monotonicMs: 50 },
        5_000,
      ),
    ).toBe('INTERNAL');
    advance(1_000);
    expect(clock.now()).toBe(1_006_000);
    // Setting the system clock does not move the internal clock.
    time.system += 3_600_000;
    expect(clock.now()).toBe(1_006_000);
  });

  it('goes back to the system clock when a later synchronisation finds it right again', () => {
    const { clock } = setup();
    clock.synchronise({ serverTimeMs: 1_010_000, systemTimeMs: 1_000_000, monotonicMs: 50 }, 5_000);
    expect(
      clock.synchronise(
        { serverTimeMs: 1_000_100, systemTimeMs: 1_000_000, monotonicMs: 50 },
        5_000,
      ),
    ).toBe('SYSTEM');
  });

  it.each([
    ['the system clock set forward', 6_000, 0, 6_000],
    ['the system clock set back', -7_000, 0, 7_000],
    ['the monotonic clock stood still during sleep', 0, -30_000, 30_000],
    ['both moving together', 0, 0, 0],
  ])('measures drift with %s', (_, systemJump, monotonicJump, drift) => {
    const { clock, time, advance } = setup();
    clock.synchronise({ serverTimeMs: 1_000_000, systemTimeMs: 1_000_000, monotonicMs: 50 }, 5_000);
    advance(60_000);
    time.system += systemJump;
    time.monotonic += monotonicJump;
    expect(clock.driftMs()).toBe(drift);
  });
});
