import { index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { subscriptions } from './subscriber-accounts.ts';

/**
 * One declined period charge being collected (ADR 075): opened by the declined first attempt,
 * retried on the dunning schedule (1, 3, 7 days by default), cleared by a paid retry or by the
 * customer paying the balance; after the last failed retry the account is past due and, after
 * the grace, the subscription is suspended for non-payment. One case per subscription and period.
 */
export const dunningCases = pgTable(
  'dunning_cases',
  {
    id: text('id').primaryKey(),
    subscriptionId: text('subscription_id')
      .notNull()
      .references(() => subscriptions.id),
    accountNumber: text('account_number').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    invoiceId: text('invoice_id'),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    /** The attempts declined so far (the first charge is attempt 1). */
    declinedAttempts: integer('declined_attempts').notNull(),
    /** retrying, pastDue, suspended, or cleared (paid by a retry or by the customer). */
    state: text('state').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    pastDueSince: timestamp('past_due_since', { withTimezone: true }),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
  },
  (table) => [
    unique('dunning_cases_subscription_period_key').on(table.subscriptionId, table.periodStart),
    index('dunning_cases_account_idx').on(table.accountNumber),
  ],
);

export type DunningCaseRow = typeof dunningCases.$inferSelect;
