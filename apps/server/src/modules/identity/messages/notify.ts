import type { Locale } from '@orbit/domain';
import type { Db } from '../../../db/client.ts';
import { enqueueMessage } from '../../../platform/mail/outbox.ts';
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
  const message = template.text[to.locale](params);
  await enqueueMessage(
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
  );
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
