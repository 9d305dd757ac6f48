import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { subscriptions } from './subscriber-accounts.ts';

/**
 * A Quebec customer's express consent to a trial becoming paid (ADR 075; spec 001 §9 Offer and
 * Renewal terms with Quebec's locale suffix): when it was given, the version of the text and
 * the language it was read in, and the document id the consent names
 * (`OFFER_AND_RENEWAL_TERMS.CA.fr-CA`). One per subscription: the first one given stands.
 */
export const conversionConsents = pgTable('conversion_consents', {
  subscriptionId: text('subscription_id')
    .primaryKey()
    .references(() => subscriptions.id),
  accountNumber: text('account_number').notNull(),
  documentId: text('document_id').notNull(),
  textVersion: text('text_version').notNull(),
  locale: text('locale').notNull(),
  /** The sign-in that gave it, or null when given through the email's signed link. */
  identityId: text('identity_id'),
  givenAt: timestamp('given_at', { withTimezone: true }).notNull(),
});

export type ConversionConsentRow = typeof conversionConsents.$inferSelect;
