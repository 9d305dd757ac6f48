import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { catalogOffers } from './catalog.ts';
import { identities } from './identities.ts';
import { radios, subscriberAccounts, subscriptions } from './subscriber-accounts.ts';

/**
 * What an onboarding lookup matched (flows §8.5, ADR 056), for the care session that made it:
 * one row per subscription answered, named on the wire by `match_ref` only. Credential setup
 * acts on a row of the caller's own session, never on a radio id alone.
 */
export const onboardingMatches = pgTable(
  'onboarding_matches',
  {
    matchRef: text('match_ref').primaryKey(),
    careSessionId: text('care_session_id').notNull(),
    accountNumber: text('account_number')
      .notNull()
      .references(() => subscriberAccounts.accountNumber),
    /** Null for a radio with no subscription (routed InActive). */
    subscriptionId: text('subscription_id').references(() => subscriptions.id),
    radioId: text('radio_id').references(() => radios.radioId),
    reason: text('reason').notNull(),
    /** `FLEPZ`, `TOKEN` (both prove the account) or `DEVICE` (needs LPZ first). */
    method: text('method').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('onboarding_matches_session_idx').on(table.careSessionId),
    index('onboarding_matches_expires_idx').on(table.expiresAt),
  ],
);

export type OnboardingMatchRow = typeof onboardingMatches.$inferSelect;

/** A free-listen promo code (flows §8.5 free-listen): a streaming plan free for some days, no card. */
export const freeListenPromos = pgTable('free_listen_promos', {
  /** Upper case; matched without regard to case. */
  code: text('code').primaryKey(),
  country: text('country').notNull(),
  planCode: text('plan_code')
    .notNull()
    .references(() => catalogOffers.planCode),
  days: integer('days').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }),
});

export type FreeListenPromoRow = typeof freeListenPromos.$inferSelect;

/** A streaming prospect's free-listen trial: a streaming sign-in with no account and no card. */
export const streamingProspectTrials = pgTable('streaming_prospect_trials', {
  identityId: text('identity_id')
    .primaryKey()
    .references(() => identities.id, { onDelete: 'cascade' }),
  promoCode: text('promo_code')
    .notNull()
    .references(() => freeListenPromos.code),
  planCode: text('plan_code').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export type StreamingProspectTrialRow = typeof streamingProspectTrials.$inferSelect;

/**
 * The prospect password link a care session checked last (by its link id, never the secret), so
 * `create-streaming-password` may leave `resetKey` out as the legacy page does.
 */
export const prospectLinkChecks = pgTable('prospect_link_checks', {
  careSessionId: text('care_session_id').primaryKey(),
  linkId: text('link_id').notNull(),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
});
