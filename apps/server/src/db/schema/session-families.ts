import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { devices } from './devices.ts';

export type StoredLocation = { country?: string; region?: string };

/**
 * A chain of service sessions that began with one sign-in (or one anonymous start) and continues
 * through refresh-token rotation. Revoking the family ends every token in it: that is what
 * revoke-all and refresh-token reuse do.
 */
export const sessionFamilies = pgTable(
  'session_families',
  {
    id: text('id').primaryKey(),
    /** `anonymous` or `authenticated`; a refresh never changes it. */
    sessionType: text('session_type').notNull(),
    /** The signed-in identity; null for anonymous families. Plain text until the identity table exists. */
    identityId: text('identity_id'),
    deviceId: text('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    /** What the client was told it is entitled to; replaced when a convergence completes. */
    entitlementHash: text('entitlement_hash').notNull(),
    /**
     * Set when the identity's entitlements changed under this family: every bearer call answers it
     * in X-Convergence-Token until a refresh presents it. Not a credential (the refresh token is),
     * so it is kept as is in order to be repeated.
     */
    convergenceToken: text('convergence_token'),
    location: jsonb('location').$type<StoredLocation>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** `revoke-all`, or `refresh-token-reuse` when a rotated refresh token came back. */
    revokedReason: text('revoked_reason'),
  },
  (table) => [
    index('session_families_identity_id_idx').on(table.identityId),
    index('session_families_device_id_idx').on(table.deviceId),
  ],
);

export type SessionFamilyRow = typeof sessionFamilies.$inferSelect;
