import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { careSessions } from './care-sessions.ts';

/**
 * The page a care session is on, for the care record (`apigateway/update-usecase`): the cancel
 * page marks its session ONLINE_CANCELLATION, so care sees how the customer cancelled. One row
 * per session, the latest use case; it goes with its session.
 */
export const careUseCases = pgTable('care_use_cases', {
  careSessionId: text('care_session_id')
    .primaryKey()
    .references(() => careSessions.id, { onDelete: 'cascade' }),
  useCase: text('use_case').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
