import { index, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { freeText } from '../free-text-columns.ts';
import type { StoredPrivacyAgreement } from './identities.ts';

/**
 * A sign-up waiting for its email to be proven (ADR 025): what the person typed, kept until the
 * passcode sent to the email is redeemed, when it becomes an identity, or until it expires.
 * `pending_identity_id` is the stand-in id of the email (the one sign-in start answers for it),
 * so the sign-up answer does not change with whether the email has an identity. A sign-up belongs
 * to the session family that made it: only that browser's redemption turns it into an identity,
 * so nobody can plant a password on someone else's email and wait for its owner's code.
 */
export const pendingSignUps = pgTable(
  'pending_sign_ups',
  {
    id: text('id').primaryKey(),
    pendingIdentityId: text('pending_identity_id').notNull(),
    sessionFamilyId: text('session_family_id').notNull(),
    emailAddress: text('email_address').notNull(),
    /** The argon2id hash, or null for a passwordless sign-up. */
    passwordHash: text('password_hash'),
    username: text('username'),
    /** Ten digits. */
    phoneNumber: text('phone_number'),
    firstName: freeText('first_name'),
    lastName: freeText('last_name'),
    language: text('language').notNull(),
    country: text('country').notNull(),
    privacyAgreements: jsonb('privacy_agreements')
      .$type<StoredPrivacyAgreement[]>()
      .notNull()
      .default([]),
    /**
     * Registration on the spot (ADR 051): the account a purchase created, which the proven
     * sign-up's identity owns (or, for an email that has one, joins). Null for a plain sign-up.
     */
    accountNumber: text('account_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('pending_sign_ups_identity_family_key').on(
      table.pendingIdentityId,
      table.sessionFamilyId,
    ),
    index('pending_sign_ups_expires_at_idx').on(table.expiresAt),
  ],
);

export type PendingSignUpRow = typeof pendingSignUps.$inferSelect;
