import { eq } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { seedRuns } from '../schema/index.ts';
import { DEMO_DATABASE_MARKER } from './demo-database-marker.ts';
import { DEMO_SEED_PARTS } from './parts.ts';
import type { SeedPart } from './seed-part.ts';

export type SeedReport = {
  /** Parts applied by this call, with their summaries. */
  applied: { part: string; summary: string }[];
  /** Parts that an earlier run had already applied. */
  skipped: string[];
};

/**
 * Applies every demo seed part not yet recorded in `seed_runs`. Idempotent, and safe when two
 * instances start together on one PostgreSQL: the bookkeeping row is claimed first, so the
 * second instance waits on it and then finds the part done.
 */
export async function seedDemoData(
  db: Db,
  options: { parts?: readonly SeedPart[]; now?: () => Date } = {},
): Promise<SeedReport> {
  const parts = options.parts ?? DEMO_SEED_PARTS;
  const now = options.now ?? (() => new Date());
  const report: SeedReport = { applied: [], skipped: [] };
  // One read of what is done, so a restart on a demo database opens no transaction per part
  // (start-up time, ADR 084); a part not yet done is still claimed in its transaction.
  const done = new Set(
    (await db.select({ part: seedRuns.part }).from(seedRuns)).map((r) => r.part),
  );
  for (const part of parts) {
    if (done.has(part.name)) {
      report.skipped.push(part.name);
      continue;
    }
    const summary = await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(seedRuns)
        .values({ part: part.name, summary: 'in progress', seededAt: now() })
        .onConflictDoNothing()
        .returning({ part: seedRuns.part });
      if (claimed.length === 0) return undefined;
      const result = await part.run(tx, { now: now() });
      await tx.update(seedRuns).set({ summary: result }).where(eq(seedRuns.part, part.name));
      return result;
    });
    if (summary === undefined) report.skipped.push(part.name);
    else report.applied.push({ part: part.name, summary });
  }
  return report;
}

/** What main.ts does at start: seed a new database or top up a demo one; leave any other alone. */
export async function seedOnStart(db: Db, databaseWasEmpty: boolean): Promise<SeedReport | null> {
  if (!databaseWasEmpty && !(await isDemoDatabase(db))) return null;
  return seedDemoData(db);
}

export async function isDemoDatabase(db: Db): Promise<boolean> {
  const rows = await db
    .select({ part: seedRuns.part })
    .from(seedRuns)
    .where(eq(seedRuns.part, DEMO_DATABASE_MARKER));
  return rows.length > 0;
}

export async function listSeedRuns(db: Db) {
  return db.select().from(seedRuns).orderBy(seedRuns.seededAt, seedRuns.part);
}
