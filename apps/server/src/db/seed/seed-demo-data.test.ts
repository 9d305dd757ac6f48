import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import type { Db } from '../database.ts';
import { clientLogMessages, seedRuns } from '../schema/index.ts';
import { DEMO_DATABASE_MARKER } from './demo-database-marker.ts';
import { DEMO_SEED_PARTS } from './parts.ts';
import { isDemoDatabase, listSeedRuns, seedDemoData, seedOnStart } from './seed-demo-data.ts';
import type { SeedPart } from './seed-part.ts';

/** A stand-in for a later capability's demo data: fixed ids, fixed values. */
const exampleLogPart: SeedPart = {
  name: 'example-log',
  async run(tx) {
    await tx.insert(clientLogMessages).values({
      id: 'log_seed_example_0001',
      level: 'INFO',
      message: 'seeded',
      url: '/',
      requestId: 'seed',
      createdAt: new Date('2026-01-01T00:00:00Z'),
    });
    return '1 log message (log_seed_example_0001)';
  },
};

// One private copy of the seeded template for this file; each test uses its own part names.
let testDatabase: TestDatabase;
let db: Db;
beforeAll(async () => {
  testDatabase = await openTestDatabase();
  db = testDatabase.database.db;
});
afterAll(() => testDatabase.dispose());

describe('the demo seed', () => {
  it('has already marked the test template as a demo database', async () => {
    expect(await isDemoDatabase(db)).toBe(true);
    expect((await listSeedRuns(db)).map((run) => run.part)).toContain(DEMO_DATABASE_MARKER);
  });

  it('applies each part once and records what it seeded', async () => {
    const seededAt = new Date('2026-04-01T08:00:00Z');

    const first = await seedDemoData(db, { parts: [exampleLogPart], now: () => seededAt });
    const second = await seedDemoData(db, { parts: [exampleLogPart] });

    expect(first).toEqual({
      applied: [{ part: 'example-log', summary: '1 log message (log_seed_example_0001)' }],
      skipped: [],
    });
    expect(second).toEqual({ applied: [], skipped: ['example-log'] });
    const [rows] = await db
      .select({ total: count() })
      .from(clientLogMessages)
      .where(eq(clientLogMessages.id, 'log_seed_example_0001'));
    expect(rows?.total).toBe(1);
    const [run] = await db.select().from(seedRuns).where(eq(seedRuns.part, 'example-log'));
    expect(run).toEqual({
      part: 'example-log',
      summary: '1 log message (log_seed_example_0001)',
      seededAt,
    });
  });

  it('leaves no record of a part that failed, so the next run retries it', async () => {
    const failing: SeedPart = {
      name: 'failing',
      run: async () => {
        throw new Error('seed failed');
      },
    };
    await expect(seedDemoData(db, { parts: [failing] })).rejects.toThrow('seed failed');
    expect(await db.select().from(seedRuns).where(eq(seedRuns.part, 'failing'))).toEqual([]);
  });

  it('at start, tops up a demo database but never seeds one without the demo mark', async () => {
    const everyPart = DEMO_SEED_PARTS.map((part) => part.name);
    expect(await seedOnStart(db, false)).toEqual({ applied: [], skipped: everyPart });

    await db.delete(seedRuns).where(eq(seedRuns.part, DEMO_DATABASE_MARKER));
    expect(await seedOnStart(db, false)).toBeNull();
    expect(await isDemoDatabase(db)).toBe(false);

    expect((await seedOnStart(db, true))?.applied.map((entry) => entry.part)).toEqual([
      DEMO_DATABASE_MARKER,
    ]);
  });
});
