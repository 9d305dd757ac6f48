import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The version of what the account read is made of (ADR 095): one row per account (`scope` = its
 * account number) and one for the catalog (`scope` = 'catalog': offers, packages, billing
 * partners, read by every account). Written only by the database's own triggers (migration
 * 0036): every insert, update or delete of a row the account read's records statement reads sets
 * its account's version to the writing transaction's id when that transaction commits, so every
 * writer, including ones written later, changes it; nothing in the server writes it. A server
 * keeps an account's records while the version it reads beside the owner's account is the one
 * they were read at.
 */
export const accountRecordVersions = pgTable('account_record_versions', {
  scope: text('scope').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

export type AccountRecordVersionRow = typeof accountRecordVersions.$inferSelect;
