import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Bookkeeping of the demo seed: one row per seed part applied, so seeding is idempotent and
 * `npm run seed` can say what a database holds.
 */
export const seedRuns = pgTable('seed_runs', {
  part: text('part').primaryKey(),
  /** One line from the part saying what it inserted (counts, notable ids). */
  summary: text('summary').notNull(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull(),
});
