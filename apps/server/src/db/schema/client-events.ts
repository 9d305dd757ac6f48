import { boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { freeJson } from '../free-text-columns.ts';

/**
 * Every event clients send: playback telemetry actions (v2) and events (v3), and user events.
 * `(family_id, event_id)` is unique, so a batch sent again after a lost answer stores nothing
 * twice. No foreign keys: events are a record that outlives the sessions and devices they name.
 */
export const clientEvents = pgTable(
  'client_events',
  {
    id: text('id').primaryKey(),
    /** `telemetry-action`, `telemetry-event` or `user-event`. */
    kind: text('kind').notNull(),
    /** The client's id for the event. */
    eventId: text('event_id').notNull(),
    name: text('name').notNull(),
    /** `v2` (actions) or `v3` (events) for telemetry; null for user events. */
    eventVersion: text('event_version'),
    familyId: text('family_id').notNull(),
    deviceId: text('device_id').notNull(),
    identityId: text('identity_id'),
    /** User events only: the access token they were recorded under. */
    eventTokenId: text('event_token_id'),
    /** Sent with X-Orbit-Test: true, i.e. by a client in test mode. */
    isTest: boolean('is_test').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    attributes: freeJson<Record<string, unknown>>('attributes').notNull(),
  },
  (table) => [
    uniqueIndex('client_events_family_event_idx').on(table.familyId, table.eventId),
    index('client_events_received_at_idx').on(table.receivedAt),
  ],
);

export type ClientEventRow = typeof clientEvents.$inferSelect;
