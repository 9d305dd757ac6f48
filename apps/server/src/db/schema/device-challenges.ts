import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { devices } from './devices.ts';

/** A nonce handed to one device, answered once before it expires (only its hash is kept). */
export const deviceChallenges = pgTable(
  'device_challenges',
  {
    id: text('id').primaryKey(),
    deviceId: text('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    nonceHash: text('nonce_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when answered (rightly or wrongly): a challenge gets one answer. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('device_challenges_expires_at_idx').on(table.expiresAt)],
);

export type DeviceChallengeRow = typeof deviceChallenges.$inferSelect;
