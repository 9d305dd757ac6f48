import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { identities } from './identities.ts';

/**
 * Links we email that act once: magic sign-in links and password-reset links. The id in the
 * link is a 256-bit secret; only its SHA-256 is kept.
 */
export const oneTimeLinks = pgTable(
  'one_time_links',
  {
    id: text('id').primaryKey(),
    linkHash: text('link_hash').notNull().unique(),
    /** `magic-link`, `password-reset` or `prospect-password` (a free-listen prospect's first password). */
    purpose: text('purpose').notNull(),
    identityId: text('identity_id')
      .notNull()
      .references(() => identities.id, { onDelete: 'cascade' }),
    /** Where it was sent: the email (or phone, for a reset by text) it proves. */
    sentTo: text('sent_to').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    index('one_time_links_identity_id_idx').on(table.identityId),
    index('one_time_links_expires_at_idx').on(table.expiresAt),
  ],
);

export type OneTimeLinkRow = typeof oneTimeLinks.$inferSelect;
