import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Single-use, short-lived grants a sign-in (or an approved device code) hands to the client, which
 * trades one for an authenticated session. Only the hash is kept.
 */
export const signInGrants = pgTable(
  'sign_in_grants',
  {
    id: text('id').primaryKey(),
    grantHash: text('grant_hash').notNull().unique(),
    /** `identity` (sessions/authenticated) or `device-authorization` (sessions/device). */
    kind: text('kind').notNull(),
    /** Plain text until the identity capability adds its table and key. */
    identityId: text('identity_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('sign_in_grants_expires_at_idx').on(table.expiresAt)],
);

export type SignInGrantRow = typeof signInGrants.$inferSelect;
