import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { freeJson, freeText } from '../free-text-columns.ts';

/**
 * One installation of a client (a browser profile, a TV app), known by its device grant. The grant
 * and its refresh grant are bearer credentials: only their SHA-256 is kept, and renewing them
 * overwrites both hashes, so a replaced grant stops working at once.
 */
export const devices = pgTable(
  'devices',
  {
    id: text('id').primaryKey(),
    platform: text('platform').notNull(),
    /** `deviceAttributes` as sent at creation (browser name and version, user agent, app). */
    attributes: freeJson<Record<string, unknown>>('attributes').notNull(),
    /** `v2` for every device created now; `v1` or null for grants of earlier clients, which must migrate. */
    grantVersion: text('grant_version'),
    grantHash: text('grant_hash').notNull().unique(),
    grantExpiresAt: timestamp('grant_expires_at', { withTimezone: true }).notNull(),
    refreshGrantHash: text('refresh_grant_hash').notNull().unique(),
    refreshGrantExpiresAt: timestamp('refresh_grant_expires_at', { withTimezone: true }).notNull(),
    /** Set by `devices/register`; plain text until the identity capability adds its table and key. */
    identityId: text('identity_id'),
    registeredAt: timestamp('registered_at', { withTimezone: true }),
    /** What the customer calls it ("Living room TV"), from the devices and sign-ins page. */
    name: freeText('name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    grantIssuedAt: timestamp('grant_issued_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('devices_identity_id_idx').on(table.identityId),
    index('devices_refresh_grant_expires_at_idx').on(table.refreshGrantExpiresAt),
  ],
);

export type DeviceRow = typeof devices.$inferSelect;
