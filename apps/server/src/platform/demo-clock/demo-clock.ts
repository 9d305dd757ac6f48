import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { demoClock as demoClockTable } from '../../db/schema/index.ts';
import { type Clock, systemClock } from '../clock.ts';

const ROW_ID = 'demo';
const UNIT_MS = { m: 60_000, h: 3_600_000, d: 86_400_000, w: 7 * 86_400_000 } as const;
/** The most one move may add: a year and a bit, so a typo cannot throw the demo into 2100. */
const MAX_MOVE_MS = 400 * UNIT_MS.d;

/**
 * The development server's clock (ADR 074): the system's time plus an offset kept in the
 * database, so the `npm run clock` command and the running server agree on "now". Only ever
 * forward. `clock()` is synchronous, as every service expects: it reads the offset last loaded,
 * which `refresh` reloads (before each request and each scheduler pass).
 */
export type DemoClock = {
  clock: Clock;
  offsetMs(): number;
  refresh(): Promise<void>;
  /** Moves the demo's time forward by `ms` and answers the new offset. */
  advance(ms: number): Promise<number>;
  /** Back to the system's time. */
  reset(): Promise<void>;
};

/** `31d`, `12h`, `2w`, `90m` → milliseconds; undefined for anything else or beyond 400 days. */
export function moveOf(text: string): number | undefined {
  const match = /^\s*(\d{1,4})\s*([mhdw])\s*$/.exec(text);
  if (!match) return undefined;
  const ms = Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS];
  return ms > 0 && ms <= MAX_MOVE_MS ? ms : undefined;
}

export function createDemoClock(db: Db, base: Clock = systemClock): DemoClock {
  let offset = 0;
  const write = async (next: number) => {
    const updatedAt = base();
    await db
      .insert(demoClockTable)
      .values({ id: ROW_ID, offsetMs: next, updatedAt })
      .onConflictDoUpdate({ target: demoClockTable.id, set: { offsetMs: next, updatedAt } });
    offset = next;
  };
  const refresh = async () => {
    const [row] = await db.select().from(demoClockTable).where(eq(demoClockTable.id, ROW_ID));
    offset = row?.offsetMs ?? 0;
  };
  return {
    clock: () => new Date(base().getTime() + offset),
    offsetMs: () => offset,
    refresh,
    async advance(ms) {
      if (ms <= 0) throw new RangeError('the demo clock only moves forward');
      await refresh();
      await write(offset + ms);
      return offset;
    },
    reset: () => write(0),
  };
}
