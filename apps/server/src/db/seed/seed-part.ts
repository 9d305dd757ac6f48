import type { Db } from '../database.ts';

/**
 * One capability's share of the demo data. `run` inserts fixed rows (fixed ids, fixed values:
 * the README documents them) and returns a one-line summary that is kept in `seed_runs`.
 * It runs once per database, inside a transaction.
 */
export type SeedPart = {
  /** Stable name; renaming a part makes it run again. */
  readonly name: string;
  /**
   * `seedClock` is when the seed runs: a part whose rows must stay current (a term running
   * today) dates them from it; every other value is fixed.
   */
  run(tx: Db, seedClock: { now: Date }): Promise<string>;
};
