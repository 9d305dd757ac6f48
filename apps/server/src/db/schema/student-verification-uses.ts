import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { studentVerifications } from './student-verifications.ts';

/**
 * The student subscription a verification bought (ADR 066): one row per verification, written in
 * the transaction that confirms the order. The primary key is the rule "one verification, one
 * student subscription": of two orders racing with the same verification, the second insert
 * finds the row and its transaction rolls back (its charge is given back).
 */
export const studentVerificationUses = pgTable('student_verification_uses', {
  verificationId: text('verification_id')
    .primaryKey()
    .references(() => studentVerifications.id),
  orderId: text('order_id').notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }).notNull(),
});

export type StudentVerificationUseRow = typeof studentVerificationUses.$inferSelect;
