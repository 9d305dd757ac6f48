import { type EnvOf, HOUR, integer, optionalSmtpUrl, text } from './env-vars.ts';

/** The outbox's mail: where it goes, who it is from, how often and how many times it is tried. */
export const mailEnv = {
  SMTP_URL: optionalSmtpUrl(),
  MAIL_FROM: text('Orbit Radio <no-reply@orbitradio.com>'),
  OUTBOX_POLL_INTERVAL_SECONDS: integer(0, HOUR, 2),
  OUTBOX_MAX_ATTEMPTS: integer(1, 20, 5),
};

export type MailSettings = {
  /** Unset: nothing leaves the server; messages wait in the developer mailbox. */
  smtpUrl: string | undefined;
  from: string;
  /** 0 turns the worker off (tests deliver by hand). */
  pollIntervalSeconds: number;
  maxAttempts: number;
};

export function mailSettingsOf(env: EnvOf<typeof mailEnv>): MailSettings {
  return {
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    pollIntervalSeconds: env.OUTBOX_POLL_INTERVAL_SECONDS,
    maxAttempts: env.OUTBOX_MAX_ATTEMPTS,
  };
}
