import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Progressive lockout of password sign-in, per subject: an identity (`idn_…`), or a handle no
 * identity has (`handle:<key>`), which locks exactly like a real one so that a lock says nothing
 * about existence. In the database so that every instance sees the same lock.
 */
export const signInLockouts = pgTable('sign_in_lockouts', {
  subject: text('subject').primaryKey(),
  /** Failures since the last success or the last lock. */
  consecutiveFailures: integer('consecutive_failures').notNull().default(0),
  /** Locks so far; each one lasts twice the one before, up to the cap. */
  lockCount: integer('lock_count').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export type SignInLockoutRow = typeof signInLockouts.$inferSelect;
