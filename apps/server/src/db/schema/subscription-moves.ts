import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { radios, subscriberAccounts, subscriptions } from './subscriber-accounts.ts';

/**
 * A plan moved to another radio, or a trial radio brought into an account (flows §8.1, ADR 068):
 * `kind` SERVICE_CONTINUITY, SERVICE_PORTABILITY, RADIO_SWAP or ACCOUNT_CONSOLIDATION. Written as
 * a quote (`quoted`, held until `expires_at`) and confirmed once, in the transaction that moves
 * the subscription (`quoted` → `confirmed` is the move's own check: of two confirms one wins).
 * `statement` is what the customer was shown: the remaining term in days and cents, the next
 * bill, the follow-on plan; the purchase answers exactly it.
 */
export const subscriptionMoves = pgTable(
  'subscription_moves',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    /** quoted or confirmed (a quoted row past `expires_at` can no longer be confirmed). */
    status: text('status').notNull(),
    accountNumber: text('account_number')
      .notNull()
      .references(() => subscriberAccounts.accountNumber),
    /** The subscription that moves (SC, SP, swap) or the trial that joins (AC). */
    subscriptionId: text('subscription_id')
      .notNull()
      .references(() => subscriptions.id),
    /** The radio the plan leaves (null for AC). */
    fromRadioId: text('from_radio_id').references(() => radios.radioId),
    /** The radio the plan goes to: the trial radio (SC, SP, AC) or the new radio (swap). */
    toRadioId: text('to_radio_id')
      .notNull()
      .references(() => radios.radioId),
    /** SC and SP: the trial the move ends. */
    endedSubscriptionId: text('ended_subscription_id').references(() => subscriptions.id),
    /** AC: the paid plan set to follow the trial. */
    followOnPlanCode: text('follow_on_plan_code'),
    statement: jsonb('statement').$type<Record<string, unknown>>().notNull(),
    careSessionId: text('care_session_id').notNull(),
    identityId: text('identity_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (table) => [
    index('subscription_moves_account_idx').on(table.accountNumber, table.createdAt),
    index('subscription_moves_subscription_idx').on(table.subscriptionId),
  ],
);

export type SubscriptionMoveRow = typeof subscriptionMoves.$inferSelect;

/**
 * The ACSC link mailed when a trial radio became active for a customer who already pays for
 * another radio (flows §8.1, ADR 068): one row per trial radio, inserted in the activation's
 * transaction with the email — the key makes the offer go once per radio, whatever claims it.
 */
export const acscLinkOffers = pgTable('acsc_link_offers', {
  trialRadioId: text('trial_radio_id')
    .primaryKey()
    .references(() => radios.radioId),
  /** The self-pay account the link names (and whose holder got the email). */
  accountNumber: text('account_number')
    .notNull()
    .references(() => subscriberAccounts.accountNumber),
  offeredAt: timestamp('offered_at', { withTimezone: true }).notNull(),
});

export type AcscLinkOfferRow = typeof acscLinkOffers.$inferSelect;
