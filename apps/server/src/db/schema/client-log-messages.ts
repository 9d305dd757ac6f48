import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { freeText } from '../free-text-columns.ts';
import { careSessions } from './care-sessions.ts';

/** What browsers report through `POST /services/utility/log-message`, kept for support and triage. */
export const clientLogMessages = pgTable(
  'client_log_messages',
  {
    id: text('id').primaryKey(),
    /** DEBUG, INFO, WARN or ERROR (LOG_LEVELS in the domain). */
    level: text('level').notNull(),
    message: freeText('message').notNull(),
    url: freeText('url').notNull(),
    referrer: freeText('referrer'),
    stacktrace: freeText('stacktrace'),
    userAgent: freeText('user_agent'),
    /** The server request id, to join with the server log. */
    requestId: text('request_id').notNull(),
    /** Set when the browser had a live care session; a log entry never depends on one. */
    careSessionId: text('care_session_id').references(() => careSessions.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('client_log_messages_created_at_idx').on(table.createdAt)],
);

export type ClientLogMessageRow = typeof clientLogMessages.$inferSelect;
