import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { identities } from './identities.ts';
import { radios } from './subscriber-accounts.ts';

/**
 * A vehicle's magic link (ADR 055): one radio's trial, opened from the device-linking page. Only
 * hashes are kept: of the link id in the URL and of the magic-link grant its one redemption
 * answered. `sent_to` is the address the link was made for (the record of sale's email; null
 * when the sale carries none). `claimed_identity_id` is who claimed the trial through it.
 */
export const vehicleMagicLinks = pgTable(
  'vehicle_magic_links',
  {
    id: text('id').primaryKey(),
    linkHash: text('link_hash').notNull().unique(),
    radioId: text('radio_id')
      .notNull()
      .references(() => radios.radioId),
    sentTo: text('sent_to'),
    /** `email` (sent by request-magic-link) or `device` (made for the car by dtok2magiclink). */
    channel: text('channel').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    grantHash: text('grant_hash').unique(),
    grantExpiresAt: timestamp('grant_expires_at', { withTimezone: true }),
    claimedIdentityId: text('claimed_identity_id').references(() => identities.id, {
      onDelete: 'set null',
    }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (table) => [
    index('vehicle_magic_links_radio_idx').on(table.radioId),
    index('vehicle_magic_links_expires_at_idx').on(table.expiresAt),
  ],
);

export type VehicleMagicLinkRow = typeof vehicleMagicLinks.$inferSelect;
