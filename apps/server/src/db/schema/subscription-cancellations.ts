import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { freeText } from '../free-text-columns.ts';
import { subscriptions } from './subscriber-accounts.ts';

/**
 * A cancellation of a subscription (flows §5.2): when it takes effect, what it refunded, why the
 * customer left (OTHER's own words masked like every free-text column, ADR 022) and the
 * confirmation number printed on screen and in its email. `revokedAt` is set when "Keep my
 * subscription" took it back; a subscription has at most one cancellation not revoked.
 */
export const subscriptionCancellations = pgTable(
  'subscription_cancellations',
  {
    id: text('id').primaryKey(),
    confirmationNumber: text('confirmation_number').notNull().unique(),
    subscriptionId: text('subscription_id')
      .notNull()
      .references(() => subscriptions.id),
    accountNumber: text('account_number').notNull(),
    /** END_OF_TERM or IMMEDIATE. */
    cancellationType: text('cancellation_type').notNull(),
    reasonCode: text('reason_code').notNull(),
    otherReasonText: freeText('other_reason_text'),
    serviceEndsAt: timestamp('service_ends_at', { withTimezone: true }).notNull(),
    isTrial: boolean('is_trial').notNull(),
    refundMinor: integer('refund_minor').notNull(),
    currency: text('currency').notNull(),
    /** The last day the refund should reach the card, YYYY-MM-DD; null without a refund. */
    refundArrivesBy: text('refund_arrives_by'),
    /** The gateway's refund of the term's charge, for an IMMEDIATE cancellation that refunds. */
    gatewayRefundId: text('gateway_refund_id'),
    /** Who asked: a care session (care call) or a service sign-in's order. */
    careSessionId: text('care_session_id'),
    identityId: text('identity_id'),
    orderId: text('order_id'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('subscription_cancellations_subscription_idx').on(table.subscriptionId)],
);

export type SubscriptionCancellationRow = typeof subscriptionCancellations.$inferSelect;
