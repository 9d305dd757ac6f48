import { customType, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { freeText } from '../free-text-columns.ts';

/**
 * The bytes of an uploaded file. PGlite hands back a Uint8Array, node-postgres a Buffer: both
 * are read as a Buffer.
 */
const fileBytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * A one-time code sent to a school address (ADR 065): six digits, 10 minutes, 5 tries, only a
 * salted SHA-256 kept. Bound to the care session that asked for it: only that session may
 * redeem it. Asking again consumes the session's earlier code.
 */
export const studentEmailCodes = pgTable(
  'student_email_codes',
  {
    id: text('id').primaryKey(),
    careSessionId: text('care_session_id').notNull(),
    identityId: text('identity_id'),
    /** Lower-cased. */
    emailAddress: text('email_address').notNull(),
    firstName: freeText('first_name').notNull(),
    lastName: freeText('last_name').notNull(),
    schoolName: text('school_name').notNull(),
    locale: text('locale').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [
    index('student_email_codes_session_idx').on(table.careSessionId),
    index('student_email_codes_expires_idx').on(table.expiresAt),
  ],
);

export type StudentEmailCodeRow = typeof studentEmailCodes.$inferSelect;

/**
 * A verification of current enrolment: by a school email's code (EMAIL) or a reviewed proof
 * (PROOF). Valid one year after `verified_at`; the re-verify reminder goes once, 30 days before.
 * Seen by the care session that made it and by the login it was made under.
 */
export const studentVerifications = pgTable(
  'student_verifications',
  {
    id: text('id').primaryKey(),
    method: text('method').notNull(),
    firstName: freeText('first_name').notNull(),
    lastName: freeText('last_name').notNull(),
    /** Lower-cased: the school address (EMAIL) or the address given with the proof (PROOF). */
    emailAddress: text('email_address').notNull(),
    schoolName: freeText('school_name').notNull(),
    locale: text('locale').notNull(),
    careSessionId: text('care_session_id'),
    identityId: text('identity_id'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    /** When a re-verification renewed it (ADR 067), and the verification that did. */
    reverifiedAt: timestamp('reverified_at', { withTimezone: true }),
    reverifiedById: text('reverified_by_id'),
  },
  (table) => [
    index('student_verifications_expires_idx').on(table.expiresAt),
    index('student_verifications_identity_idx').on(table.identityId),
    index('student_verifications_session_idx').on(table.careSessionId),
  ],
);

export type StudentVerificationRow = typeof studentVerifications.$inferSelect;

/**
 * A proof of enrolment waiting for (or past) its review. The file is kept in the row (bytea):
 * at most 5 MiB, its type sniffed from the content on upload; written with its row in one
 * transaction and purged with it, on both databases alike (ADR 065).
 */
export const studentProofs = pgTable(
  'student_proofs',
  {
    id: text('id').primaryKey(),
    careSessionId: text('care_session_id').notNull(),
    identityId: text('identity_id'),
    firstName: freeText('first_name').notNull(),
    lastName: freeText('last_name').notNull(),
    emailAddress: text('email_address').notNull(),
    schoolName: freeText('school_name').notNull(),
    locale: text('locale').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    content: fileBytes('content').notNull(),
    /** PENDING → APPROVED or REJECTED, once. */
    status: text('status').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewerIdentityId: text('reviewer_identity_id'),
    rejectionReason: freeText('rejection_reason'),
    verificationId: text('verification_id').references(() => studentVerifications.id),
  },
  (table) => [index('student_proofs_status_idx').on(table.status, table.uploadedAt)],
);

export type StudentProofRow = typeof studentProofs.$inferSelect;
