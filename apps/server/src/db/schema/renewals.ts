import { integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { LocalisedText } from './catalog.ts';
import { subscriptions } from './subscriber-accounts.ts';

/** A music genre a package that needs one is tuned to (the Choice tier), named in each language. */
export const catalogGenres = pgTable('catalog_genres', {
  id: text('id').primaryKey(),
  names: jsonb('names').$type<LocalisedText>().notNull(),
  sortOrder: integer('sort_order').notNull(),
});

/** One follow-on package a renewal code offers, as marketing set it. */
export type RenewalChoiceRow = {
  /** The full-price plan that follows the renewal promo. */
  planCode: string;
  /** The genres one of which must be chosen with it; empty when it needs none. */
  genreIds: string[];
  /** The radio types (`car`, `radio`, `marine`, `aviation`) that can play it; null for all. */
  radioTypes: string[] | null;
};

/**
 * A roll-to-choice renewal campaign (flows §4.1, ADR 039): the renewal promo its program code
 * opens (`planCode`), the three packages a customer may choose to follow it, and the one to
 * preselect. Codes are upper case and matched without regard to case.
 */
export const renewalCodes = pgTable('renewal_codes', {
  code: text('code').primaryKey(),
  country: text('country').notNull(),
  programCode: text('program_code').notNull(),
  planCode: text('plan_code').notNull(),
  choices: jsonb('choices').$type<RenewalChoiceRow[]>().notNull(),
  defaultIndex: integer('default_index').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }),
});

/**
 * A renewal bought: which choice (and genre) follows the subscription's phase that ended at
 * `renewsAt`. One per subscription and day, so a second renewal of the same ending is refused
 * by the database even if every earlier check were bypassed.
 */
export const subscriptionRenewals = pgTable(
  'subscription_renewals',
  {
    orderId: text('order_id').primaryKey(),
    subscriptionId: text('subscription_id')
      .notNull()
      .references(() => subscriptions.id),
    renewsAt: timestamp('renews_at', { withTimezone: true }).notNull(),
    renewalCode: text('renewal_code').notNull(),
    choicePlanCode: text('choice_plan_code').notNull(),
    genreId: text('genre_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('subscription_renewals_subscription_renews_at_key').on(
      table.subscriptionId,
      table.renewsAt,
    ),
  ],
);

export type RenewalCodeRow = typeof renewalCodes.$inferSelect;
export type SubscriptionRenewalRow = typeof subscriptionRenewals.$inferSelect;
