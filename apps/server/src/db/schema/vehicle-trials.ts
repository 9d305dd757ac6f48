import type { Address } from '@orbit/domain';
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { freeJson, freeText } from '../free-text-columns.ts';
import { radios, subscriberAccounts, subscriptions } from './subscriber-accounts.ts';

/**
 * A dealer that hands out trials at its service lane or used-car lot (flows §3.3), known by its
 * numeric corporate id (`corpid` in its links). `branding_types` is a comma-separated subset of
 * SLTC_SERVICE_LANE and SLTC_USED_CAR.
 */
export const dealerPartners = pgTable('dealer_partners', {
  corpId: text('corp_id').primaryKey(),
  name: text('name').notNull(),
  country: text('country').notNull(),
  brandingTypes: text('branding_types').notNull(),
  /** `#rrggbb`, dark enough for white text (checked when the dealer is set up). */
  accentColor: text('accent_color').notNull(),
  tagline: text('tagline'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export type DealerPartnerRow = typeof dealerPartners.$inferSelect;

/**
 * A vehicle's record of sale (spec 001 §7 record-of-sale): who bought it, from whom, when. A
 * sale with no radio is a car without satellite radio (used-car code 103). One-click links and
 * prefilled activation forms take the buyer's name and address from here.
 */
export const vehicleSales = pgTable(
  'vehicle_sales',
  {
    id: text('id').primaryKey(),
    /** Upper case, 17 characters, check digit valid. */
    vin: text('vin').notNull(),
    radioId: text('radio_id').references(() => radios.radioId),
    /** new or used. */
    saleType: text('sale_type').notNull(),
    corpId: text('corp_id').references(() => dealerPartners.corpId),
    buyerFirstName: freeText('buyer_first_name').notNull(),
    buyerLastName: freeText('buyer_last_name').notNull(),
    buyerEmail: text('buyer_email'),
    /** Lower-cased email, for record-of-sale lookups. */
    buyerEmailKey: text('buyer_email_key'),
    buyerPhone: text('buyer_phone'),
    buyerAddress: freeJson<Address>('buyer_address').notNull(),
    soldAt: timestamp('sold_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('vehicle_sales_vin_idx').on(table.vin),
    index('vehicle_sales_radio_idx').on(table.radioId),
    index('vehicle_sales_email_key_idx').on(table.buyerEmailKey),
  ],
);

export type VehicleSaleRow = typeof vehicleSales.$inferSelect;

/**
 * A trial offered to a radio (flows §3): the catalog's trial plan, the program that gave it (OEM,
 * RTP, SLTC_SERVICE_LANE, SLTC_USED_CAR, AST), until when it may be claimed, and — for a car sold
 * with the trial already running — when it started. Claiming it sets `claimed_*` in the same
 * transaction that writes the subscription; the partial unique index allows one unclaimed trial
 * per radio, and a claim is `UPDATE … WHERE claimed_at IS NULL`, so of two claims one wins.
 */
export const vehicleTrials = pgTable(
  'vehicle_trials',
  {
    id: text('id').primaryKey(),
    radioId: text('radio_id')
      .notNull()
      .references(() => radios.radioId),
    program: text('program').notNull(),
    planCode: text('plan_code').notNull(),
    corpId: text('corp_id').references(() => dealerPartners.corpId),
    saleId: text('sale_id').references(() => vehicleSales.id),
    claimableUntil: timestamp('claimable_until', { withTimezone: true }).notNull(),
    /** Set for a trial that runs unclaimed since the car's sale (TRIAL_NOT_CLAIMED). */
    startedAt: timestamp('started_at', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    claimedSubscriptionId: text('claimed_subscription_id').references(() => subscriptions.id),
    claimedAccountNumber: text('claimed_account_number').references(
      () => subscriberAccounts.accountNumber,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('vehicle_trials_radio_idx').on(table.radioId),
    uniqueIndex('vehicle_trials_one_open_per_radio')
      .on(table.radioId)
      .where(sql`${table.claimedAt} is null`),
  ],
);

export type VehicleTrialRow = typeof vehicleTrials.$inferSelect;
