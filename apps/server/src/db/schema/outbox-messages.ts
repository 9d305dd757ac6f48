import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { freeText } from '../free-text-columns.ts';

/**
 * Emails and text messages to send, written in the same transaction as the change they tell
 * about and delivered by the outbox worker (ARCHITECTURE §5). A delivered message loses its
 * body (it may hold a passcode or a link); a held one (no transport configured) keeps it for the
 * developer mailbox.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: text('id').primaryKey(),
    /** `email` or `sms`. */
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    /** What it is about (`otp-code`, `magic-link`, `password-changed`…), for the mailbox and logs. */
    template: text('template').notNull(),
    locale: text('locale').notNull(),
    subject: freeText('subject'),
    bodyText: freeText('body_text'),
    bodyHtml: freeText('body_html'),
    /** pending → sending → sent; back to pending after a failure; failed after the last attempt; held without a transport. */
    status: text('status').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** When it is next due; while `sending`, when the claim lapses if the sender died. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lastError: freeText('last_error'),
    identityId: text('identity_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('outbox_messages_due_idx').on(table.status, table.nextAttemptAt),
    index('outbox_messages_recipient_idx').on(table.recipient),
  ],
);

export type OutboxMessageRow = typeof outboxMessages.$inferSelect;
