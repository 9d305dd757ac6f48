import type { PrivacyAgreement } from '@orbit/domain';
import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { freeText } from '../free-text-columns.ts';

/**
 * A consent as recorded: what sign-up stored, and — from `accept-terms` and updateAccount — the
 * document it is for (Quebec's carry a locale suffix) and the app version that showed it.
 */
export type StoredPrivacyAgreement = PrivacyAgreement & {
  acceptedAt: string;
  documentId?: string;
  appVersion?: string;
};

/**
 * Someone who can sign in (spec 001 §3). `handle` is what they sign in with (an email or a
 * username) as they typed it; `handle_key` and `email_key` are the lower-cased forms every
 * lookup and uniqueness check uses, so one email is never two identities.
 */
export const identities = pgTable(
  'identities',
  {
    id: text('id').primaryKey(),
    /** STREAMING or ACCOUNT. */
    state: text('state').notNull(),
    handle: text('handle').notNull(),
    handleKey: text('handle_key').notNull().unique(),
    emailAddress: text('email_address'),
    emailKey: text('email_key').unique(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Ten digits. */
    phoneNumber: text('phone_number'),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    firstName: freeText('first_name'),
    lastName: freeText('last_name'),
    /** en-US, en-CA or fr-CA: the language of every message we send them. */
    language: text('language').notNull(),
    /** `us` or `ca`: the market of the site they signed up on. */
    country: text('country').notNull(),
    /** The subscriber account, once the accounts capability links one (state ACCOUNT). */
    accountNumber: text('account_number'),
    privacyAgreements: jsonb('privacy_agreements')
      .$type<StoredPrivacyAgreement[]>()
      .notNull()
      .default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('identities_phone_number_idx').on(table.phoneNumber)],
);

export type IdentityRow = typeof identities.$inferSelect;
