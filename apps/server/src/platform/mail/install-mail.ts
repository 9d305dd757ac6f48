import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../clock.ts';
import type { App } from '../http/app-instance.ts';
import type { Transports } from './deliver-due-messages.ts';
import { registerMailboxRoutes } from './mailbox.dev-routes.ts';
import { scheduleOutboxDelivery } from './schedule-outbox.ts';
import { createSmtpTransport, type EmailTransport, type SmsGateway } from './transports.ts';

export type MailDeps = { emailTransport?: EmailTransport; smsGateway?: SmsGateway };

/**
 * Outbox delivery and the developer mailbox. Email goes by SMTP when SMTP_URL is set (or by the
 * transport a test injects); text messages by the injected gateway. Whatever has no transport is
 * held for the mailbox.
 */
export function installMail(
  app: App,
  deps: { config: AppConfig; db: Db; clock: Clock } & MailDeps,
): Transports {
  const { config } = deps;
  const email =
    deps.emailTransport ??
    (config.mail.smtpUrl ? createSmtpTransport(config.mail.smtpUrl, config.mail.from) : undefined);
  const transports: Transports = {
    ...(email ? { email } : {}),
    ...(deps.smsGateway ? { sms: deps.smsGateway } : {}),
  };
  scheduleOutboxDelivery(app, {
    db: deps.db,
    clock: deps.clock,
    transports,
    intervalSeconds: config.mail.pollIntervalSeconds,
    maxAttempts: config.mail.maxAttempts,
  });
  registerMailboxRoutes(app, { db: deps.db, config });
  return transports;
}
