import { eq } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { scheduledJobs } from '../../db/schema/index.ts';
import { freshClock } from '../../testing/identities.ts';
import { createTestApp, testConfig } from '../../testing/test-app.ts';
import { PG_BOSS_SCHEMA } from './pg-boss-scheduler.ts';

const later = (at: Date, seconds: number) => new Date(at.getTime() + seconds * 1000);

// The same job definitions on both engines: pg-boss on PostgreSQL, in-process on PGlite (ADR 080).
describe('the scheduler, driven by the injected clock', () => {
  it('runs a keyed job once, retries a failing one after its backoff, and gives up after its attempts', async () => {
    const clock = freshClock();
    const { app, db, database } = await createTestApp({ clock });
    const runs: { job: string; attempt: number; runAt: string }[] = [];
    let failuresLeft = 2;
    app.scheduler.define<{ label: string }>({
      name: 'test.flaky',
      retry: { attempts: 4, backoffSeconds: 60 },
      run: async (payload, context) => {
        runs.push({
          job: payload.label,
          attempt: context.attempt,
          runAt: context.runAt.toISOString(),
        });
        if (payload.label === 'hopeless' || failuresLeft-- > 0)
          throw new Error(`${payload.label} failed`);
      },
    });
    expect(app.scheduler.engine).toBe(database.kind === 'postgres' ? 'pg-boss' : 'in-process');
    const start = clock.now();
    const due = later(start, 3600);
    const first = await app.scheduler.enqueue(
      'test.flaky',
      { label: 'flaky' },
      { runAt: due, key: `flaky-${start.getTime()}` },
    );
    const again = await app.scheduler.enqueue(
      'test.flaky',
      { label: 'flaky' },
      { runAt: due, key: `flaky-${start.getTime()}` },
    );
    expect(first.enqueued).toBe(true);
    expect(again).toEqual({ jobId: null, enqueued: false });
    await app.scheduler.enqueue(
      'test.flaky',
      { label: 'hopeless' },
      { runAt: due, key: `hopeless-${start.getTime()}` },
    );

    const outcomesAt = async (at: Date) =>
      (await app.scheduler.runDue(at)).ran
        .filter((job) => job.name === 'test.flaky')
        .map((job) => `${job.key?.split('-')[0]}:${job.outcome}`)
        .sort();

    // Not due yet, then due: both run once and fail.
    expect(await outcomesAt(later(start, 3599))).toEqual([]);
    expect(await outcomesAt(due)).toEqual(['flaky:retry', 'hopeless:retry']);
    // The first retry waits 60 s by the injected clock, the next 120 s.
    expect(await outcomesAt(later(due, 59))).toEqual([]);
    expect(await outcomesAt(later(due, 60))).toEqual(['flaky:retry', 'hopeless:retry']);
    expect(await outcomesAt(later(due, 179))).toEqual([]);
    expect(await outcomesAt(later(due, 180))).toEqual(['flaky:done', 'hopeless:retry']);
    // The hopeless one's fourth and last attempt, 240 s after its third.
    expect(await outcomesAt(later(due, 420))).toEqual(['hopeless:failed']);
    expect(await outcomesAt(later(due, 86_400))).toEqual([]);

    expect(runs.filter((run) => run.job === 'flaky').map((run) => run.attempt)).toEqual([1, 2, 3]);
    expect(runs.filter((run) => run.job === 'hopeless').map((run) => run.attempt)).toEqual([
      1, 2, 3, 4,
    ]);
    // Each run is handed the time it was due for (a retry: its backoff's end), not the time the
    // clock was moved to.
    expect(runs.filter((run) => run.job === 'hopeless').map((run) => run.runAt)).toEqual(
      [0, 60, 180, 420].map((seconds) => later(due, seconds).toISOString()),
    );
    const rows = await db.select().from(scheduledJobs).where(eq(scheduledJobs.name, 'test.flaky'));
    expect(rows.map((row) => [row.payload.label, row.status, row.attempts]).sort()).toEqual([
      ['flaky', 'done', 3],
      ['hopeless', 'failed', 4],
    ]);
    if (database.kind === 'postgres') {
      // pg-boss recorded the runs: one job each, its retries counted.
      const queue = await app.scheduler.queues();
      expect(queue.filter((row) => row.name === 'test.flaky')).toEqual([
        { name: 'test.flaky', state: 'completed', count: 1 },
        { name: 'test.flaky', state: 'failed', count: 1 },
      ]);
    }
  });
});

describe('a run whose process died', () => {
  it('does not hold its job for ever: pg-boss expires the last attempt and the row fails; in-process its lease passes and it runs again', async () => {
    const clock = freshClock();
    const first = await createTestApp({ clock, ownDatabase: true });
    // A second instance on the same database, whose run of the job never comes back (its process
    // hangs, then would be killed).
    const second = await buildApp(testConfig(), { database: first.database, clock: clock.now });
    let began: () => void = () => {};
    const beganRunning = new Promise<void>((resolve) => {
      began = resolve;
    });
    let release: () => void = () => {};
    const hung = new Promise<void>((resolve) => {
      release = resolve;
    });
    const name = 'test.stalled';
    const retry = { attempts: 1, backoffSeconds: 60 };
    second.scheduler.define({
      name,
      retry,
      run: async () => {
        began();
        await hung;
      },
    });
    const attemptsOnFirst: number[] = [];
    first.app.scheduler.define({
      name,
      retry,
      run: async (_payload, context) => {
        attemptsOnFirst.push(context.attempt);
      },
    });
    const due = later(clock.now(), 60);
    const { jobId } = await first.app.scheduler.enqueue(
      name,
      {},
      { runAt: due, key: `stalled-${due.getTime()}` },
    );
    const rowNow = async () => {
      const [row] = await first.db
        .select()
        .from(scheduledJobs)
        .where(eq(scheduledJobs.id, jobId ?? ''));
      return row;
    };
    const secondPass = second.scheduler.runDue(due);
    try {
      await beganRunning;
      expect((await rowNow())?.status).toBe('running');
      if (first.database.kind === 'postgres') {
        // pg-boss's own maintenance expires the run once it has been active past its expiry: its
        // start is put an hour back, and pg-boss's expiry is run as its supervisor would.
        const boss = new PgBoss({
          connectionString: first.database.connectionString ?? '',
          schema: PG_BOSS_SCHEMA,
          supervise: false,
          schedule: false,
          migrate: false,
        });
        await boss.start();
        try {
          await boss.getDb().executeSql(
            `UPDATE ${PG_BOSS_SCHEMA}.job SET started_on = now() - interval '1 hour'
              WHERE name = $1 AND state = 'active'`,
            [name],
          );
          await boss.expire();
        } finally {
          await boss.stop({ graceful: false, close: true });
        }
        // The other instance's next pass fails the row with pg-boss's reason and runs nothing.
        const report = await first.app.scheduler.runDue(later(due, 1));
        expect(report.ran.filter((job) => job.name === name)).toEqual([]);
        expect(await rowNow()).toMatchObject({
          status: 'failed',
          attempts: 1,
          lastError: 'job failed by timeout in active state',
          lockedBy: null,
        });
        expect(attemptsOnFirst).toEqual([]);
      } else {
        // In-process, the dead holder's lease (300 s) passes and another instance runs the job.
        const report = await first.app.scheduler.runDue(later(due, 301));
        expect(report.ran.filter((job) => job.name === name).map((job) => job.outcome)).toEqual([
          'done',
        ]);
        expect(attemptsOnFirst).toEqual([2]);
        expect(await rowNow()).toMatchObject({ status: 'done', lockedBy: null });
      }
    } finally {
      release();
      await secondPass;
      await second.close();
    }
    // The hung run coming back late changes nothing: the row is no longer its holder's.
    expect((await rowNow())?.status).toBe(first.database.kind === 'postgres' ? 'failed' : 'done');
  });
});
