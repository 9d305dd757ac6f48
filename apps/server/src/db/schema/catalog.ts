import type { Locale, OfferPhase } from '@orbit/domain';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** Text in each of the three languages the product speaks. */
export type LocalisedText = Record<Locale, string>;

/**
 * A package: what a subscriber listens to (channels, streaming, a radio), independent of price.
 * Ids follow the current catalogue (`SXM_…`); ids of the old catalogue (`3_…`) are rewritten on
 * the way in. Names and highlights live in the campaigns' content, per locale.
 */
export const catalogPackages = pgTable('catalog_packages', {
  id: text('id').primaryKey(),
  /** `streaming` (app and web only) or `satellite` (a radio, with streaming when included). */
  serviceType: text('service_type').notNull(),
  /** infotainment, marine, aviation or entertainment. */
  category: text('category').notNull(),
  names: jsonb('names').$type<LocalisedText>().notNull(),
  includesRadio: boolean('includes_radio').notNull(),
  streamingAvailable: boolean('streaming_available').notNull(),
  isDeviceLess: boolean('is_device_less').notNull(),
  /** Whether the US music royalty fee is charged on it (music channels). */
  royaltyFeeApplies: boolean('royalty_fee_applies').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

/**
 * An offer (a plan code): a package at a price for a market, as a sequence of phases (spec 001
 * §3 Offer). `phases` is the domain's `OfferPhase[]`, checked by its schema when seeded.
 */
export const catalogOffers = pgTable(
  'catalog_offers',
  {
    planCode: text('plan_code').primaryKey(),
    packageId: text('package_id')
      .notNull()
      .references(() => catalogPackages.id),
    /** `us` or `ca`. */
    country: text('country').notNull(),
    serviceType: text('service_type').notNull(),
    name: text('name').notNull(),
    /** Monthly or Annual. */
    baseTerm: text('base_term').notNull(),
    billingPlatform: text('billing_platform').notNull(),
    currency: text('currency').notNull(),
    phases: jsonb('phases').$type<OfferPhase[]>().notNull(),
    activationFeeMinor: integer('activation_fee_minor').notNull().default(0),
    campaignId: text('campaign_id'),
    /** Shown to visitors without a code (the organic lead offers). */
    organic: boolean('organic').notNull(),
    /** Only for customers who never had this service (a trial or an introductory price). */
    newSubscribersOnly: boolean('new_subscribers_only').notNull(),
    /** What a customer who may not have this offer is shown instead. */
    fallbackPlanCode: text('fallback_plan_code'),
    /** Early-termination fee and term of a deal, when it has one. */
    etfAmountMinor: integer('etf_amount_minor'),
    etfTermMonths: integer('etf_term_months'),
    /** A partner deal bundled with it (`AMZ_DOT`, …). */
    dealCode: text('deal_code'),
    availableFrom: timestamp('available_from', { withTimezone: true }).notNull(),
    availableUntil: timestamp('available_until', { withTimezone: true }),
    sortOrder: integer('sort_order').notNull(),
    /** Takes the multi-radio discount (flows §4.6; ADR 047) on a radio the discount applies to. */
    mrdEligible: boolean('mrd_eligible').notNull().default(false),
    /** The discount per month of service, in the offer's currency (0 when not eligible). */
    mrdMonthlyDiscountMinor: integer('mrd_monthly_discount_minor').notNull().default(0),
    /** Sold only with a current student verification (flows §6; ADR 065). */
    studentOnly: boolean('student_only').notNull().default(false),
  },
  (table) => [index('catalog_offers_market_idx').on(table.country, table.serviceType)],
);

/** A marketing program code (`USTPSRTP3MOFREE`): the offers a campaign link opens. */
export const programCodes = pgTable('program_codes', {
  code: text('code').primaryKey(),
  country: text('country').notNull(),
  serviceType: text('service_type').notNull(),
  planCodes: jsonb('plan_codes').$type<string[]>().notNull(),
  /** A card-issuer partner that redeems it (`AMEX`), if any. */
  partner: text('partner'),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }),
});

/**
 * A promo code a customer types. `status` is `valid` or `Canceled` as marketing set it; Expired
 * comes from the dates and Redeemed from `promo_code_redemptions`, so neither is stored twice.
 */
export const promoCodes = pgTable('promo_codes', {
  /** Upper case; codes are matched without regard to case. */
  code: text('code').primaryKey(),
  planCode: text('plan_code')
    .notNull()
    .references(() => catalogOffers.planCode),
  country: text('country').notNull(),
  serviceType: text('service_type').notNull(),
  status: text('status').notNull(),
  /** A single-use code is Redeemed once anyone used it; others once per customer. */
  singleUse: boolean('single_use').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }),
});

export const promoCodeRedemptions = pgTable(
  'promo_code_redemptions',
  {
    code: text('code')
      .notNull()
      .references(() => promoCodes.code),
    /** Who used it: an account number or a lower-cased email. */
    customerKey: text('customer_key').notNull(),
    orderId: text('order_id').notNull(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.code, table.customerKey] })],
);

/**
 * A campaign's presentation content per locale (sales hero, bullets, package highlights,
 * listening-option icons, deals, confirmation hero), as the content-management lookup serves it.
 * `kind` is `sales` or `confirmation`; `default_conf_campaign` and `CA_default_conf_campaign`
 * are the confirmation fallbacks.
 */
export const campaigns = pgTable('campaigns', {
  id: text('id').primaryKey(),
  country: text('country').notNull(),
  kind: text('kind').notNull(),
  content: jsonb('content').$type<Record<Locale, Record<string, unknown>>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** The hot-and-trending list: image, alt text and body HTML (sanitised when written) per locale. */
export const hotTrendingItems = pgTable('hot_trending_items', {
  id: text('id').primaryKey(),
  country: text('country').notNull(),
  position: integer('position').notNull(),
  imageUrl: text('image_url').notNull(),
  altText: jsonb('alt_text').$type<LocalisedText>().notNull(),
  bodyHtml: jsonb('body_html').$type<LocalisedText>().notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }),
});
