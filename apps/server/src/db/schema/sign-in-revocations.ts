import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The audit of what a customer took away from the devices and sign-ins page (ADR 078): a device
 * linked by code, a car's profile, a browser's sessions, a passkey, or every other session at
 * once. A partner's link is audited where every grant revocation is, in `account_link_events`.
 * Kept after the thing itself is gone, so "who signed my TV out, and when" has an answer.
 */
export const signInRevocations = pgTable(
  'sign_in_revocations',
  {
    id: text('id').primaryKey(),
    identityId: text('identity_id').notNull(),
    /** `device`, `car`, `browser`, `passkey` or `everywhere-else`. */
    subject: text('subject').notNull(),
    /** The device, vehicle profile or passkey id; null for `everywhere-else`. */
    subjectId: text('subject_id'),
    /** How many session families stopped working with it. */
    sessionsEnded: integer('sessions_ended').notNull(),
    /** The session family that asked (the customer's own browser). */
    byFamilyId: text('by_family_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sign_in_revocations_identity_idx').on(table.identityId, table.at)],
);

export type SignInRevocationRow = typeof signInRevocations.$inferSelect;
