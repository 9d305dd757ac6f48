import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The demo clock's offset (development only, ADR 074): one row, read by the running server and
 * written by `npm run clock` and `/dev/clock`, so both see the same "now". Production never
 * reads it.
 */
export const demoClock = pgTable('demo_clock', {
  id: text('id').primaryKey(),
  offsetMs: bigint('offset_ms', { mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
