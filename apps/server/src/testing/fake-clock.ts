import type { Clock } from '../platform/clock.ts';

export type FakeClock = {
  now: Clock;
  advanceSeconds(seconds: number): void;
  set(date: Date): void;
};

/** A clock tests move by hand: session expiry is tested by advancing it, never by sleeping. */
export function createFakeClock(start = new Date('2026-03-02T09:30:00.000Z')): FakeClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advanceSeconds(seconds) {
      current += seconds * 1000;
    },
    set(date) {
      current = date.getTime();
    },
  };
}
