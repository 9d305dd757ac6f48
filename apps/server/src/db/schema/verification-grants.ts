import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What a redeemed passcode or magic link hands out: proof that someone holds a contact of the
 * identity (or a new contact), single use and short-lived. Traded for a sign-in grant, or
 * presented with a credential change. Only the hash is kept.
 */
export const verificationGrants = pgTable(
  'verification_grants',
  {
    id: text('id').primaryKey(),
    grantHash: text('grant_hash').notNull().unique(),
    /** `otp` or `magic-link`. */
    kind: text('kind').notNull(),
    identityId: text('identity_id').notNull(),
    /** SIGN_IN (own contact: may sign in or re-authenticate) or VERIFICATION (a new contact). */
    purpose: text('purpose').notNull(),
    /** EMAIL or PHONE: which contact was proven. */
    otpOption: text('otp_option').notNull(),
    /** For VERIFICATION: the email or phone proven. */
    destination: text('destination'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('verification_grants_expires_at_idx').on(table.expiresAt)],
);

export type VerificationGrantRow = typeof verificationGrants.$inferSelect;
