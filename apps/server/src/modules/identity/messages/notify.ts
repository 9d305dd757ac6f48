import type { Locale } from '@orbit/domain';
import type { Db } from '../../../db/client.ts';
import { enqueueMessage, messageInsert } from '../../../platform/mail/outbox.ts';
import type { Localized } from './message-text.ts';
import { renderHtml, renderText } from './render-email.ts';

export type Recipient = { identityId: string | null; locale: Locale };

/**
 * Writes an email to the outbox in the customer's language. Pass the transaction of the change
 * it tells about (ARCHITECTURE §5).
 */
export async function notifyByEmail<P>(
  db: Db,
  template: { name: string; text: Localized<P> },
  to: { emailAddress: string } & Recipient,
  params: P,
  now: Date,
): Promise<void> {
  await emailNotice(db, template, to, params, now);
}

/**
 * The outbox row of an email as notifyByEmail writes it, not yet sent: for a transaction that
 * sends it with its other writes in one statement (HeldWrites).
 */
export function emailNotice<P>(
  db: Db,
  template: { name: string; text: Localized<P> },
  to: { emailAddress: string } & Recipient,
  params: P,
  now: Date,
) {
  const message = template.text[to.locale](params);
  return messageInsert(
    db,
    {
      channel: 'email',
      recipient: to.emailAddress,
      template: template.name,
      locale: to.locale,
      subject: message.subject,
      bodyText: renderText(message),
      bodyHtml: renderHtml(message, to.locale),
      identityId: to.identityId,
    },
    now,
  ).write;
}

/** Writes a text message to the outbox; the template must have an `sms` form. */
export async function notifyByText<P>(
  db: Db,
  template: { name: string; text: Localized<P> },
  to: { phoneNumber: string } & Recipient,
  params: P,
  now: Date,
): Promise<void> {
  const message = template.text[to.locale](params);
  if (!message.sms) throw new Error(`template ${template.name} has no text-message form`);
  await enqueueMessage(
    db,
    {
      channel: 'sms',
      recipient: to.phoneNumber,
      template: template.name,
      locale: to.locale,
      bodyText: message.sms,
      identityId: to.identityId,
    },
    now,
  );
}
