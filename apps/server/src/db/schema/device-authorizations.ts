import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One device-authorization request (RFC 8628): the device code (secret, kept as SHA-256) the device
 * polls with, and the user code the customer types. The user code is stored in two halves: the
 * first four letters find the request (unique among live ones), the last four are checked, so a
 * wrong guess at a real code counts against it and the fifth kills it.
 */
export const deviceAuthorizations = pgTable(
  'device_authorizations',
  {
    id: text('id').primaryKey(),
    deviceCodeHash: text('device_code_hash').notNull().unique(),
    /** First half of the user code, plain (it finds the request). */
    userCodeLookup: text('user_code_lookup').notNull(),
    /** SHA-256 of the whole user code. */
    userCodeHash: text('user_code_hash').notNull(),
    /** `tv`, `car` or `speaker` (a speaker's code is a link code). */
    flow: text('flow').notNull(),
    /** The device that asked (its device grant); a link code links this device to the identity. */
    deviceId: text('device_id').notNull(),
    /** `pending`, `approved`, `denied`, `dead` (too many wrong guesses) or `redeemed`. */
    status: text('status').notNull(),
    identityId: text('identity_id'),
    wrongGuesses: integer('wrong_guesses').notNull(),
    intervalSeconds: integer('interval_seconds').notNull(),
    lastPolledAt: timestamp('last_polled_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('device_authorizations_user_code_lookup_idx').on(table.userCodeLookup),
    index('device_authorizations_expires_at_idx').on(table.expiresAt),
  ],
);

export type DeviceAuthorizationRow = typeof deviceAuthorizations.$inferSelect;
