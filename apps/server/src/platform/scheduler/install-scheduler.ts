import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../clock.ts';
import { createDatabaseScheduler } from './database-scheduler.ts';
import type { Scheduler } from './scheduler.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's job scheduler (ADR 074): modules define their jobs on it. */
    scheduler: Scheduler;
  }
}

/**
 * The engine for the app's database (ADR 080): pg-boss on PostgreSQL (its own schema and a small
 * pool, its maintenance on timers when the app polls), in-process on the embedded PGlite. pg-boss
 * and node-postgres are loaded only for PostgreSQL (cold start, ADR 087).
 */
async function schedulerFor(config: AppConfig, database: Database): Promise<Scheduler> {
  if (database.kind === 'postgres' && database.connectionString) {
    const { createPgBossScheduler } = await import('./pg-boss-scheduler.ts');
    return createPgBossScheduler({
      db: database.db,
      connectionString: database.connectionString,
      supervise: config.scheduler.pollSeconds > 0,
    });
  }
  return createDatabaseScheduler({ db: database.db });
}

/**
 * Gives the app its scheduler and, when SCHEDULER_POLL_SECONDS is above 0, a timer that runs what
 * fell due every so often while the app is up (never keeping the process alive). `beforePoll`
 * lets the development demo clock re-read its offset first.
 */
export async function installScheduler(
  app: FastifyInstance,
  deps: {
    config: AppConfig;
    database: Database;
    clock: Clock;
    beforePoll?: () => Promise<void>;
  },
): Promise<Scheduler> {
  const scheduler = await schedulerFor(deps.config, deps.database);
  app.decorate('scheduler', scheduler);
  // Running jobs finish and the engine's pool closes before the app's database does.
  app.addHook('onClose', async () => scheduler.stop());
  // Recurring jobs start counting from when the app first came up on this database. An app whose
  // database is unreachable still starts (its readiness probe says 503); the first pass that
  // reaches the database writes the rows instead.
  app.addHook('onReady', async () => {
    try {
      await deps.beforePoll?.();
      await scheduler.prepare(deps.clock());
    } catch (error) {
      app.log.warn({ err: error }, 'scheduler not prepared at start; its first pass will');
    }
  });
  const pollSeconds = deps.config.scheduler.pollSeconds;
  if (pollSeconds <= 0) return scheduler;
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  const poll = async () => {
    // One pass at a time per instance: a long pass is not overlapped by the next tick.
    if (running) return;
    running = true;
    try {
      await deps.beforePoll?.();
      const report = await scheduler.runDue(deps.clock());
      if (report.ran.length > 0) app.log.info({ jobs: report.ran.length }, 'scheduled jobs run');
    } catch (error) {
      app.log.warn({ err: error }, 'scheduler pass failed');
    } finally {
      running = false;
    }
  };
  app.addHook('onReady', async () => {
    timer = setInterval(poll, pollSeconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
  return scheduler;
}
