import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Random keys the server makes for itself the first time it needs one, shared by every instance
 * through the database (e.g. the key that derives stand-in identity ids for unknown handles, which
 * must be the same whichever instance answers).
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
