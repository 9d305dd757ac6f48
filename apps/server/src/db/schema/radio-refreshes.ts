import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { radios, subscriberAccounts } from './subscriber-accounts.ts';

/**
 * One refresh signal sent to one radio (flows §8.2), kept as the command for the satellite uplink
 * to carry: `pending` until an uplink takes it (none is wired in this product yet). The rows of a
 * radio within the last day are what its daily refresh limit counts, under a per-radio lock.
 */
export const radioRefreshes = pgTable(
  'radio_refreshes',
  {
    id: text('id').primaryKey(),
    radioId: text('radio_id')
      .notNull()
      .references(() => radios.radioId),
    accountNumber: text('account_number')
      .notNull()
      .references(() => subscriberAccounts.accountNumber),
    /** How the customer named the radio: `radioId`, `vin`, `phone` or `licensePlate`. */
    requestedBy: text('requested_by').notNull(),
    /**
     * `pending` until the uplink answers: `sent`, or `failed` (refused, no answer, or left
     * pending past its lifetime: its server stopped before the answer; a recurring job expires it).
     */
    uplinkStatus: text('uplink_status').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('radio_refreshes_radio_time_idx').on(table.radioId, table.requestedAt)],
);

export type RadioRefreshRow = typeof radioRefreshes.$inferSelect;
