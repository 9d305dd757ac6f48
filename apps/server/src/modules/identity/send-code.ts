import type { Locale, OtpContext } from '@orbit/domain';
import type { Db } from '../../db/client.ts';
import { notifyByEmail, notifyByText } from './messages/notify.ts';
import { TEMPLATES } from './messages/templates.ts';

export type CodeMessage = {
  channel: 'EMAIL' | 'PHONE';
  /** An email address, or ten phone digits. */
  recipient: string;
  identityId: string;
  locale: Locale;
  code: string;
  context: OtpContext;
  ttlSeconds: number;
};

/** Puts a passcode in the outbox, by email or text, in the customer's language. */
export async function sendCode(db: Db, message: CodeMessage, now: Date): Promise<void> {
  const to = { identityId: message.identityId, locale: message.locale };
  const params = {
    code: message.code,
    minutes: Math.ceil(message.ttlSeconds / 60),
    context: message.context,
  };
  if (message.channel === 'EMAIL') {
    await notifyByEmail(
      db,
      TEMPLATES.otpCode,
      { ...to, emailAddress: message.recipient },
      params,
      now,
    );
  } else {
    await notifyByText(
      db,
      TEMPLATES.otpCode,
      { ...to, phoneNumber: message.recipient },
      params,
      now,
    );
  }
}

/**
 * The owner's copy of a sign-up with their email (ADR 025): "someone tried to sign up, sign in
 * or reset your password", with a sign-in code.
 */
export async function sendSignUpAttemptNotice(
  db: Db,
  message: Omit<CodeMessage, 'channel' | 'context'>,
  now: Date,
): Promise<void> {
  await notifyByEmail(
    db,
    TEMPLATES.signUpAttempt,
    { identityId: message.identityId, locale: message.locale, emailAddress: message.recipient },
    { code: message.code, minutes: Math.ceil(message.ttlSeconds / 60) },
    now,
  );
}
