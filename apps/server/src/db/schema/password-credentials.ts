import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { identities } from './identities.ts';

/**
 * The password of an identity that has one, as an argon2id PHC string (parameters and salt
 * included, so a change of parameters applies to new hashes without a migration). No row: a
 * passwordless identity.
 */
export const passwordCredentials = pgTable('password_credentials', {
  identityId: text('identity_id')
    .primaryKey()
    .references(() => identities.id, { onDelete: 'cascade' }),
  passwordHash: text('password_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export type PasswordCredentialRow = typeof passwordCredentials.$inferSelect;
