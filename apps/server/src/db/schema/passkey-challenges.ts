import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One WebAuthn ceremony: the challenge the browser signs, known to the client through a passkey
 * start grant (`opk_…`, stored as its SHA-256). Single use (finishing spends it, success or not)
 * and short-lived. A registration names the signed-in identity; an authentication names nobody
 * (usernameless: the passkey tells who it is).
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    id: text('id').primaryKey(),
    grantHash: text('grant_hash').notNull().unique(),
    /** `registration` or `authentication`. */
    ceremony: text('ceremony').notNull(),
    /** base64url, as in the options. */
    challenge: text('challenge').notNull(),
    identityId: text('identity_id'),
    rpId: text('rp_id').notNull(),
    /** The origin the start was asked from; the credential must come from it. */
    origin: text('origin').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('passkey_challenges_expires_at_idx').on(table.expiresAt)],
);

export type PasskeyChallengeRow = typeof passkeyChallenges.$inferSelect;
