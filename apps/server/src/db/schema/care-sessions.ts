import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { identities } from './identities.ts';
import { sessionFamilies } from './session-families.ts';

/**
 * The web app's server-side session (the care API's `JSESSIONID`). The browser holds a random
 * secret in an HttpOnly cookie; we keep only its SHA-256, so a leaked table opens no session.
 * `id` is the public reference reported as `sessionInfo.id` and safe for analytics.
 */
export const careSessions = pgTable(
  'care_sessions',
  {
    id: text('id').primaryKey(),
    secretHash: text('secret_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    /** Moves forward on every use: last_seen_at + the idle timeout. */
    idleExpiresAt: timestamp('idle_expires_at', { withTimezone: true }).notNull(),
    /** Fixed at creation: created_at + the absolute timeout. */
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    /** Who signed in through `authenticate/login`; null until then. */
    identityId: text('identity_id').references(() => identities.id, { onDelete: 'cascade' }),
    signedInAt: timestamp('signed_in_at', { withTimezone: true }),
    /**
     * The service session family whose sign-in this care session shares (ADR 023): the identity
     * holds only while that family lives (not revoked, refresh token unexpired).
     */
    serviceFamilyId: text('service_family_id').references(() => sessionFamilies.id, {
      onDelete: 'set null',
    }),
    /**
     * Set when the session was ended on purpose (sign-out, sign-in rotation). The row stays until
     * its expiry passes, so the secret that named it can never start it again (deferred-session.ts).
     */
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [index('care_sessions_idle_expires_at_idx').on(table.idleExpiresAt)],
);

export type CareSessionRow = typeof careSessions.$inferSelect;
