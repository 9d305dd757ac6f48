import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sessionFamilies } from './session-families.ts';

/**
 * One access/refresh token pair of a family. A refresh marks the row rotated and adds the next
 * one; the rotated row stays until its refresh token would have expired, so that a copy presented
 * again is recognised as reuse (and revokes the family) rather than as unknown.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    familyId: text('family_id')
      .notNull()
      .references(() => sessionFamilies.id, { onDelete: 'cascade' }),
    /** Public id of the access token (`at_…`); user events name it as eventTokenId. */
    accessTokenId: text('access_token_id').notNull().unique(),
    accessTokenHash: text('access_token_hash').notNull().unique(),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }).notNull(),
    refreshTokenHash: text('refresh_token_hash').notNull().unique(),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When its refresh token was exchanged; a rotated refresh token must never work again. */
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
  },
  (table) => [
    index('sessions_family_id_idx').on(table.familyId),
    index('sessions_refresh_token_expires_at_idx').on(table.refreshTokenExpiresAt),
  ],
);

export type SessionRow = typeof sessions.$inferSelect;
