import type { Locale } from '@orbit/domain';
import type { Db } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/index.ts';
import { newId } from '../ids.ts';

export type OutboxChannel = 'email' | 'sms';

export type OutgoingMessage = {
  channel: OutboxChannel;
  /** An email address, or the ten digits of a phone. */
  recipient: string;
  template: string;
  locale: Locale;
  /** Emails only. */
  subject?: string;
  bodyText: string;
  bodyHtml?: string;
  identityId?: string | null;
};

/**
 * Puts a message in the outbox. Call it with the transaction that makes the change the message
 * tells about: both commit, or neither does, so no code is sent for a change that failed and no
 * change goes untold. The worker delivers it afterwards.
 */
export async function enqueueMessage(db: Db, message: OutgoingMessage, now: Date): Promise<string> {
  const { id, write } = messageInsert(db, message, now);
  await write;
  return id;
}

/** The outbox row of `message` as an insert not yet sent (to go out with other writes). */
export function messageInsert(db: Db, message: OutgoingMessage, now: Date) {
  const id = newId('outboxMessage', now);
  const write = db.insert(outboxMessages).values({
    id,
    channel: message.channel,
    recipient: message.recipient,
    template: message.template,
    locale: message.locale,
    subject: message.subject ?? null,
    bodyText: message.bodyText,
    bodyHtml: message.bodyHtml ?? null,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: now,
    identityId: message.identityId ?? null,
    createdAt: now,
  });
  return { id, write };
}
