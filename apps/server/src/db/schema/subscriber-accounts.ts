import type { Address } from '@orbit/domain';
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { freeJson, freeText } from '../free-text-columns.ts';

/**
 * A subscriber account (spec 001 §3 Account): who pays, where the service is, and the radios and
 * subscriptions it holds. `account_number` is the 8-digit number customers read on their bills;
 * `owner_identity_id` is the sign-in that owns it (every account-scoped call checks it).
 */
export const subscriberAccounts = pgTable(
  'subscriber_accounts',
  {
    accountNumber: text('account_number').primaryKey(),
    country: text('country').notNull(),
    firstName: freeText('first_name').notNull(),
    lastName: freeText('last_name').notNull(),
    email: text('email'),
    /** Lower-cased email, for lookups. */
    emailKey: text('email_key'),
    /** Ten digits. */
    phone: text('phone'),
    serviceAddress: freeJson<Address>('service_address').notNull(),
    billingAddress: freeJson<Address>('billing_address'),
    language: text('language').notNull(),
    ownerIdentityId: text('owner_identity_id'),
    /** Money the account holds (a redeemed gift card, an overpayment), applied to amounts due. */
    creditMinor: integer('credit_minor').notNull().default(0),
    /** Bills by email (e-bill) instead of paper; the address they go to when not the account's. */
    ebillEnrolled: boolean('ebill_enrolled').notNull().default(false),
    ebillEmail: text('ebill_email'),
    /** The customer's contact preferences (channels for marketing, language of messages). */
    contactPreferences: jsonb('contact_preferences').$type<Record<string, unknown>>(),
    /** `consumer`, or `fleet`, `rental` or `business` (onboarding's nonconsumer, ADR 056). */
    customerType: text('customer_type').notNull().default('consumer'),
    /** Since when the account is past due and sent to collection; null in good standing. */
    inCollectionSince: timestamp('in_collection_since', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('subscriber_accounts_email_key_idx').on(table.emailKey),
    index('subscriber_accounts_owner_idx').on(table.ownerIdentityId),
  ],
);

export type SubscriberAccountRow = typeof subscriberAccounts.$inferSelect;

/**
 * A satellite radio (spec 001 §3 Device): known by its radio id, and for a car by its VIN and
 * plate. A radio with no account (`account_number` null) is new or was closed and released.
 */
export const radios = pgTable(
  'radios',
  {
    /** Upper case, as printed on the radio (8 or 12 characters). */
    radioId: text('radio_id').primaryKey(),
    accountNumber: text('account_number').references(() => subscriberAccounts.accountNumber),
    /** car, radio, aviation or marine. */
    deviceType: text('device_type').notNull(),
    /** Upper case, 17 characters, check digit valid. */
    vin: text('vin').unique(),
    licensePlate: text('license_plate'),
    plateState: text('plate_state'),
    make: freeText('make'),
    model: freeText('model'),
    year: integer('year'),
    nickname: freeText('nickname'),
    /**
     * The car maker whose trial program the radio was built for (`TOYOTA`, `HONDA`…); null for a
     * radio without one (aftermarket, or a maker without a program: used-car code 101).
     */
    oemBranding: text('oem_branding'),
    /** A new car's demonstration radio: never trial-eligible, not activated online (code 114). */
    isDemo: boolean('is_demo').notNull().default(false),
    /** False for a data-only unit (Travel Link without audio): it cannot take a plan (5035). */
    audioCapable: boolean('audio_capable').notNull().default(true),
    /** The billing system that knows the radio (spec 001 §3 vehicle state deviceSource). */
    deviceSource: text('device_source').notNull().default('SMS'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('radios_account_idx').on(table.accountNumber),
    index('radios_plate_idx').on(table.licensePlate, table.plateState),
  ],
);

export type RadioRow = typeof radios.$inferSelect;

/**
 * A subscription (spec 001 §3, commerce subscription and legacy mapping): one plan on one radio,
 * or a streaming plan with no radio. Status is Active, Closed, Inactive or Suspended.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    accountNumber: text('account_number')
      .notNull()
      .references(() => subscriberAccounts.accountNumber),
    radioId: text('radio_id').references(() => radios.radioId),
    planCode: text('plan_code').notNull(),
    packageId: text('package_id').notNull(),
    serviceType: text('service_type').notNull(),
    status: text('status').notNull(),
    /** `active` or `pending_cancellation` for the commerce view. */
    commerceState: text('commerce_state').notNull(),
    source: text('source').notNull(),
    billingProfileId: text('billing_profile_id'),
    /** The streaming sign-in created with it, when it includes streaming. */
    streamingIdentityId: text('streaming_identity_id'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('subscriptions_account_idx').on(table.accountNumber),
    index('subscriptions_radio_idx').on(table.radioId),
    // A signed-in customer's past (offers, purchases) includes their streaming plans (ADR 089).
    index('subscriptions_streaming_identity_idx').on(table.streamingIdentityId),
  ],
);

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The phases of a subscription in order: trial, promo, full price (spec 001 §3 Plan → Phase). */
export const subscriptionPhases = pgTable(
  'subscription_phases',
  {
    id: text('id').primaryKey(),
    subscriptionId: text('subscription_id')
      .notNull()
      .references(() => subscriptions.id),
    position: integer('position').notNull(),
    /** trial, promo or fullPrice. */
    phase: text('phase').notNull(),
    /** The legacy plan type (TRIAL, PROMO, PROMO_MCP, SELF_PAY…). */
    planType: text('plan_type').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** Null for the full-price phase, which renews until cancelled. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    termMonths: integer('term_months').notNull(),
    priceMinor: integer('price_minor').notNull(),
    currency: text('currency').notNull(),
    isPrepaid: boolean('is_prepaid').notNull(),
    offerId: text('offer_id').notNull(),
  },
  (table) => [index('subscription_phases_subscription_idx').on(table.subscriptionId)],
);

export type SubscriptionPhaseRow = typeof subscriptionPhases.$inferSelect;

/**
 * A radio taken off an account by its owner (flows §7.1 remove-device), with one of the four
 * reasons of spec 001 §9. The radio row itself is released (its account number cleared).
 */
export const deviceRemovals = pgTable(
  'device_removals',
  {
    id: text('id').primaryKey(),
    radioId: text('radio_id')
      .notNull()
      .references(() => radios.radioId),
    accountNumber: text('account_number')
      .notNull()
      .references(() => subscriberAccounts.accountNumber),
    reason: freeText('reason').notNull(),
    removedByIdentityId: text('removed_by_identity_id'),
    removedAt: timestamp('removed_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('device_removals_account_idx').on(table.accountNumber)],
);
