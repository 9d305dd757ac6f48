import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Human checks whose proof was accepted, so the same proof is refused the second time (ADR 024).
 * Keyed by the SHA-256 of the challenge's signature; a row is kept until the challenge itself
 * would have expired, after which its proof is refused anyway and the row is purged.
 */
export const spentHumanChecks = pgTable(
  'spent_human_checks',
  {
    challengeHash: text('challenge_hash').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('spent_human_checks_expires_at_idx').on(table.expiresAt)],
);
