import { date, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { freeJson } from '../free-text-columns.ts';
import { careSessions } from './care-sessions.ts';
import { subscriberAccounts } from './subscriber-accounts.ts';

/**
 * Who a care session has identified (spec 000 §3 entry methods, §4 authentication): the account
 * a lookup found and how (`method` is the analytics authenticationType: FLEPZ, RID, RID_ACCT, VIN,
 * LPL, RFLZ, EMAIL, TOKEN_URL…). Until `verified_at` is set (last name + phone + zip proven, or a
 * lookup that itself proves them), the session sees masked, non-PII answers only. One row per
 * session: a new lookup replaces the previous one.
 */
export const careSessionIdentifications = pgTable('care_session_identifications', {
  careSessionId: text('care_session_id')
    .primaryKey()
    .references(() => careSessions.id, { onDelete: 'cascade' }),
  accountNumber: text('account_number')
    .notNull()
    .references(() => subscriberAccounts.accountNumber),
  method: text('method').notNull(),
  /** The radio the lookup was about, when it was about one. */
  radioId: text('radio_id'),
  identifiedAt: timestamp('identified_at', { withTimezone: true }).notNull(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
});

/**
 * A do-not-call registration (flows §8.3): the number, when it was asked for, and the date by
 * which calls must stop (ten business days later in the caller's market, domain
 * `doNotCallHonourBy`). `account_number` is set when a signed-in customer registers from the
 * account area.
 */
export const doNotCallRegistrations = pgTable(
  'do_not_call_registrations',
  {
    id: text('id').primaryKey(),
    /** Ten digits. */
    phone: text('phone').notNull(),
    country: text('country').notNull(),
    language: text('language').notNull(),
    accountNumber: text('account_number').references(() => subscriberAccounts.accountNumber),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    honourBy: date('honour_by', { mode: 'string' }).notNull(),
  },
  (table) => [
    index('do_not_call_phone_idx').on(table.phone),
    index('do_not_call_account_idx').on(table.accountNumber),
  ],
);

/**
 * What a customer typed into the branded data-collection form (flows §7.4), kept as submitted
 * against the signed link that opened it. `link_id` is the link's own id, so one link is answered
 * once.
 */
export const infoCollectionSubmissions = pgTable(
  'info_collection_submissions',
  {
    id: text('id').primaryKey(),
    linkId: text('link_id').notNull().unique(),
    accountNumber: text('account_number'),
    conversationId: text('conversation_id').notNull(),
    botId: text('bot_id').notNull(),
    userId: text('user_id').notNull(),
    fields: freeJson<Record<string, string>>('fields').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('info_collection_account_idx').on(table.accountNumber)],
);

/**
 * A gift card registered through the service API (`giftcard/v1/giftcards`): the token a caller
 * then redeems to an account balance (`balance/redeem-giftcard`). Tokens are the caller's own and
 * short-lived; the card itself is in `gift_cards`.
 */
export const giftCardRegistrations = pgTable(
  'gift_card_registrations',
  {
    id: text('id').primaryKey(),
    giftCardId: text('gift_card_id').notNull(),
    identityId: text('identity_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
  },
  (table) => [index('gift_card_registrations_identity_idx').on(table.identityId)],
);
