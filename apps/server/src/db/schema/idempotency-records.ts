import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The answer given to a mutating call made with an `Idempotency-Key`, kept at least 24 hours: the
 * same key with the same body gets the same answer, a different body 422, and a call still in
 * flight 409. `scope` names the operation and the caller, so two customers' keys never meet.
 */
export const idempotencyRecords = pgTable(
  'idempotency_records',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the canonical request body. */
    requestHash: text('request_hash').notNull(),
    /** in_flight or completed. */
    state: text('state').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** A claim left in flight by a process that died is taken over after this. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /**
     * Charges a run under this key made and gave back (a balance payment whose transaction kept
     * losing a race): the next run charges under a gateway key of its own, since the gateway
     * answers a key it has seen with that refunded charge. The record then outlives the release.
     */
    chargesGivenBack: integer('charges_given_back').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.scope, table.key] })],
);
