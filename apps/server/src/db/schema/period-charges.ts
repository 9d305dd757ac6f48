import { index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { subscriptions } from './subscriber-accounts.ts';

/**
 * One attempt to charge one billing period of a subscription (ADR 074): the first attempt on the
 * period's start writes its invoice; a declined one is retried by dunning as attempt 2, 3…
 * The row is written (`charging`) before the gateway is called, with the idempotency key the
 * gateway sees, so a run that died after the charge finds it and finishes with the same charge.
 * Unique per subscription, period start and attempt: a second run of the same period is refused
 * by the database.
 */
export const periodCharges = pgTable(
  'period_charges',
  {
    id: text('id').primaryKey(),
    subscriptionId: text('subscription_id')
      .notNull()
      .references(() => subscriptions.id),
    accountNumber: text('account_number').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    /** The end of the period (the next start), for the invoice line and the account's next payment. */
    periodEnd: timestamp('period_end', { withTimezone: true }),
    attempt: integer('attempt').notNull(),
    /** The phase billed (trial's follow-on, promo, fullPrice) and its position. */
    phase: text('phase').notNull(),
    phasePosition: integer('phase_position').notNull(),
    /** charging (the gateway is or was being asked), paid, or declined. */
    status: text('status').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    invoiceId: text('invoice_id'),
    gatewayChargeId: text('gateway_charge_id'),
    /** The gateway's refusal (declined, insufficient_funds…) when declined. */
    failureOutcome: text('failure_outcome'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    unique('period_charges_subscription_period_attempt_key').on(
      table.subscriptionId,
      table.periodStart,
      table.attempt,
    ),
    index('period_charges_account_idx').on(table.accountNumber),
  ],
);

export type PeriodChargeRow = typeof periodCharges.$inferSelect;
