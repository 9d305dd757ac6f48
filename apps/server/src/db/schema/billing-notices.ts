import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every billing notice sent (ADR 075): the trial-conversion and promo step-up notices, the
 * card-expiry notice, the consent request, each dunning attempt's email, receipts. The dedupe
 * key (`receipt|<invoice>`, `trial-conversion|<subscription>|<day>`…) is the primary key and is
 * written in the transaction that puts the email in the outbox, so a notice is sent once however
 * many times its job runs.
 */
export const billingNotices = pgTable(
  'billing_notices',
  {
    dedupeKey: text('dedupe_key').primaryKey(),
    /** receipt, trial-conversion, promo-step-up, card-expiry, consent-request, payment-declined, past-due, suspended. */
    kind: text('kind').notNull(),
    accountNumber: text('account_number').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('billing_notices_account_idx').on(table.accountNumber)],
);

export type BillingNoticeRow = typeof billingNotices.$inferSelect;
