import type { Timers } from '../shared/platform/timers.ts';

export interface FakeClock extends Timers {
  /** Runs every timer due within `ms`, in order. */
  advance(ms: number): void;
  readonly now: number;
  pendingCount(): number;
}

/** A manual clock for the injected timers: no sleeps, no global fake timers. */
export function createFakeClock(): FakeClock {
  let now = 0;
  let nextId = 1;
  const timers = new Map<number, { at: number; callback: () => void }>();
  return {
    get now() {
      return now;
    },
    setTimeout(callback, ms) {
      const id = nextId++;
      timers.set(id, { at: now + Math.max(0, ms), callback });
      return id;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    advance(ms) {
      const until = now + ms;
      for (;;) {
        let dueId: number | undefined;
        let dueAt = Number.POSITIVE_INFINITY;
        for (const [id, timer] of timers) {
          if (timer.at <= until && timer.at < dueAt) {
            dueId = id;
            dueAt = timer.at;
          }
        }
        if (dueId === undefined) break;
        const timer = timers.get(dueId);
        timers.delete(dueId);
        now = dueAt;
        timer?.callback();
      }
      now = until;
    },
    pendingCount: () => timers.size,
  };
}
