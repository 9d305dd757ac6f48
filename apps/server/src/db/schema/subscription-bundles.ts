import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { subscriberAccounts, subscriptions } from './subscriber-accounts.ts';

/**
 * A subscription bundle (spec 001 §3: pvip, with its primary and secondary subscription ids).
 * Platinum VIP's two devices: the primary carries the VIP price, the secondary the bundle's
 * companion plan. A subscription is in at most one bundle, as either device (the unique indexes
 * say so even if two orders raced past every other check).
 */
export const subscriptionBundles = pgTable(
  'subscription_bundles',
  {
    id: text('id').primaryKey(),
    /** `pvip` (the only kind sold online). */
    kind: text('kind').notNull(),
    accountNumber: text('account_number')
      .notNull()
      .references(() => subscriberAccounts.accountNumber),
    primarySubscriptionId: text('primary_subscription_id')
      .notNull()
      .unique()
      .references(() => subscriptions.id),
    secondarySubscriptionId: text('secondary_subscription_id')
      .notNull()
      .unique()
      .references(() => subscriptions.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('subscription_bundles_account_idx').on(table.accountNumber)],
);

export type SubscriptionBundleRow = typeof subscriptionBundles.$inferSelect;
