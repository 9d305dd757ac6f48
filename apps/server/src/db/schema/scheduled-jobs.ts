import { index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';

/**
 * A job the scheduler runs at or after `run_at` (ADR 074): a period charge, a dunning retry, a
 * notice, a sweep. Claimed by one server instance at a time (`FOR UPDATE SKIP LOCKED`, then a
 * lease in `locked_until`); a claim whose lease passed (its process died) is taken over. A job
 * with a `key` exists once per name and key, for ever: enqueueing it again is a no-op, which is
 * how "send this notice once" and "charge this period once" are said. A recurring job is one row
 * that moves its `run_at` forward after each run.
 */
export const scheduledJobs = pgTable(
  'scheduled_jobs',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** Dedupe key: one job per name and key. Null for jobs that may repeat. */
    key: text('key'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    /** queued, running, done or failed (its retries used up). */
    status: text('status').notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** The instance that holds it while running, and until when (its lease). */
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    unique('scheduled_jobs_name_key_key').on(table.name, table.key),
    index('scheduled_jobs_due_idx').on(table.status, table.runAt),
  ],
);

export type ScheduledJobRow = typeof scheduledJobs.$inferSelect;
