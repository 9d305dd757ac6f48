import { eq } from 'drizzle-orm';
import { seedRuns } from '../../../db/schema/index.ts';
import type { App } from '../../../platform/http/app-instance.ts';
import type { FakeClock } from '../../../testing/fake-clock.ts';
import { createTestApp } from '../../../testing/test-app.ts';

/** Test support for dunning and notices (not used at run time). */

const DAY_MS = 86_400_000;

/** When the dunning demo accounts were seeded (their dates count from it). */
export async function dunningSeedTime(): Promise<Date> {
  const probe = await createTestApp();
  const [run] = await probe.db
    .select({ seededAt: seedRuns.seededAt })
    .from(seedRuns)
    .where(eq(seedRuns.part, 'dunning-accounts'));
  if (!run) throw new Error('the dunning demo data is not seeded');
  return run.seededAt;
}

/** Midnight UTC of `at`'s day, `days` later. */
export const dayOf = (at: Date, days: number) =>
  new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS + days * DAY_MS);

/**
 * Moves the clock to `until` a day at a time, running what fell due on the way (as the
 * production timer would), until nothing more is due at each stop.
 */
export async function runDueUntil(app: App, clock: FakeClock, until: Date): Promise<void> {
  while (clock.now().getTime() < until.getTime()) {
    clock.set(new Date(Math.min(clock.now().getTime() + DAY_MS, until.getTime())));
    await runAllDue(app, clock.now());
  }
  await runAllDue(app, clock.now());
}

async function runAllDue(app: App, now: Date): Promise<void> {
  for (let pass = 0; pass < 20; pass += 1) {
    const report = await app.scheduler.runDue(now);
    if (report.ran.length === 0) return;
  }
  throw new Error('the scheduler kept finding due jobs');
}
