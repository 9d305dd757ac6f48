import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { identities } from './identities.ts';

/**
 * What a login may do beyond being a customer: STUDENT_REVIEWER, who reviews
 * uploaded proofs of enrolment (ADR 065), and OPERATOR, who watches the scheduler (ADR 074). A
 * role is granted by the operator (the seed for the
 * demo reviewer), never by a care call.
 */
export const identityRoles = pgTable(
  'identity_roles',
  {
    identityId: text('identity_id')
      .notNull()
      .references(() => identities.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.identityId, table.role] })],
);

export type IdentityRoleRow = typeof identityRoles.$inferSelect;
