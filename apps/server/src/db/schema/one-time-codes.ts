import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One-time passcodes: six digits, at most 10 minutes, single use, at most 5 attempts. Only a
 * salted SHA-256 of the code is kept. `identity_id` has no foreign key on purpose: a sign-in
 * for a handle nobody has gets a code row too (sent nowhere), so that redeeming answers exactly
 * as it would for a real identity (ADR 007).
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: text('id').primaryKey(),
    identityId: text('identity_id').notNull(),
    /** SIGN_IN (the identity's own contact) or VERIFICATION (a new email or phone). */
    purpose: text('purpose').notNull(),
    otpOption: text('otp_option').notNull(),
    otpContext: text('otp_context').notNull(),
    /** For VERIFICATION: the new value the code proves (kept to bind the grant to it). */
    destination: text('destination'),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Redeemed, or replaced by a newer code: either way it never works again. */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [
    index('one_time_codes_identity_id_idx').on(table.identityId),
    index('one_time_codes_expires_at_idx').on(table.expiresAt),
  ],
);

export type OneTimeCodeRow = typeof oneTimeCodes.$inferSelect;
