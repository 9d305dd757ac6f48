import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Who is deciding, right now, what may be charged for one subject: a radio, an account's
 * balance, a gift card, a customer, a card, a promo code, an order, a subscription (ADR 021).
 * One row per subject: the request that inserts it decides and charges; any other request for
 * the same subject is told the decision is in progress (409) before anything is charged. The
 * owner releases its rows once its answer is written; a row whose lease passed (its process
 * died) is taken over.
 */
export const moneyLocks = pgTable(
  'money_locks',
  {
    /** The subject's kind and a SHA-256 of what names it: no email or card token is kept. */
    subject: text('subject').primaryKey(),
    /** A hash of the request holding it (its idempotency scope and key, when it has them). */
    owner: text('owner').notNull(),
    lockedAt: timestamp('locked_at', { withTimezone: true }).notNull(),
    /** Renewed while the owner works; past it, the owner is taken for dead. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('money_locks_owner_idx').on(table.owner)],
);
