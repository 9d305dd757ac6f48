import { index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { subscriberAccounts, subscriptions } from './subscriber-accounts.ts';

/**
 * A reseller that sells an Orbit plan through its own billing (spec 000 §3 reseller, spec 001 §3
 * offer billing platforms, ADR 077): its code and name as the entitlement page shows them, the
 * billing platform of the offers it sells, the commerce subscription source its subscriptions
 * carry, and its market. Its signing secret and state URL are settings, never rows.
 */
export const entitlementPartners = pgTable('entitlement_partners', {
  resellerCode: text('reseller_code').primaryKey(),
  partnerName: text('partner_name').notNull(),
  /** AmazonAppStore, GooglePlayStore, RokuPay, AppleAppStore. */
  billingPlatform: text('billing_platform').notNull(),
  /** amazon, google, roku, apple (spec 001 §3 commerce subscription source). */
  subscriptionSource: text('subscription_source').notNull(),
  /** `us` or `ca`: the site its customers set up their accounts on. */
  country: text('country').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export type EntitlementPartnerRow = typeof entitlementPartners.$inferSelect;

/**
 * A plan a partner sold and bills (spec 001 §3 partner entitlement): `pending` until the customer
 * activates it with us, then `active` with our subscription and account; the partner may later
 * say `cancelled` or `expired` (its notices, its state read again by sync). Activation is one
 * conditional update from `pending`, so one entitlement makes one subscription.
 */
export const partnerEntitlements = pgTable(
  'partner_entitlements',
  {
    id: text('id').primaryKey(),
    resellerCode: text('reseller_code')
      .notNull()
      .references(() => entitlementPartners.resellerCode),
    /** The offer the partner sold (its plan code; the offer's billing platform is the partner's). */
    productId: text('product_id').notNull(),
    /** pending, active, cancelled or expired. */
    status: text('status').notNull(),
    /** The partner's own reference of the purchase (its subscription or order id). */
    partnerSubscriptionRef: text('partner_subscription_ref').notNull(),
    /** The email the partner's customer bought with, lower case: what a restore matches. */
    customerEmailKey: text('customer_email_key'),
    subscriptionId: text('subscription_id')
      .unique()
      .references(() => subscriptions.id),
    accountNumber: text('account_number').references(() => subscriberAccounts.accountNumber),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    /** When the partner last said what it knows (a notice's time); older notices are ignored. */
    partnerUpdatedAt: timestamp('partner_updated_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('partner_entitlements_ref_idx').on(
      table.resellerCode,
      table.partnerSubscriptionRef,
    ),
    index('partner_entitlements_account_idx').on(table.accountNumber),
    index('partner_entitlements_email_idx').on(table.resellerCode, table.customerEmailKey),
  ],
);

export type PartnerEntitlementRow = typeof partnerEntitlements.$inferSelect;

/** Each signed notice a partner sent, by its id: a notice replayed is answered, never applied twice. */
export const partnerEntitlementNotices = pgTable(
  'partner_entitlement_notices',
  {
    resellerCode: text('reseller_code').notNull(),
    noticeId: text('notice_id').notNull(),
    entitlementId: text('entitlement_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.resellerCode, table.noticeId] })],
);

/**
 * The sandbox partner's own books (development and tests only, like the sandbox payment
 * gateway's cards): what it sold and the state it holds, read over HTTP by sync and restore as
 * a real partner's state URL would be. Changing a row here without a notice is a notice missed.
 */
export const sandboxPartnerPurchases = pgTable('sandbox_partner_purchases', {
  partnerSubscriptionRef: text('partner_subscription_ref').primaryKey(),
  resellerCode: text('reseller_code').notNull(),
  entitlementId: text('entitlement_id').notNull(),
  productId: text('product_id').notNull(),
  status: text('status').notNull(),
  customerEmailKey: text('customer_email_key'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
