import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A package upgrade link (flows §4.4, ADR 041) once opened: its token's own id and the radio it
 * names. `redeemedAt` and `orderId` are set, once, in the transaction of the order it opened
 * (one conditional update: a second order for the same link finds it redeemed).
 */
export const packageUpgradeLinks = pgTable('package_upgrade_links', {
  linkId: text('link_id').primaryKey(),
  radioId: text('radio_id').notNull(),
  openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
  redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
  orderId: text('order_id'),
});

/**
 * The upgrade link a care session opened for a radio: the order that session places for that
 * radio redeems it. Opening another link for the same radio replaces it.
 */
export const packageUpgradeSessions = pgTable(
  'package_upgrade_sessions',
  {
    careSessionId: text('care_session_id').notNull(),
    radioId: text('radio_id').notNull(),
    linkId: text('link_id')
      .notNull()
      .references(() => packageUpgradeLinks.linkId),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.careSessionId, table.radioId] })],
);

export type PackageUpgradeLinkRow = typeof packageUpgradeLinks.$inferSelect;
