import type { Transporter } from 'nodemailer';

export type EmailToSend = { to: string; subject: string; text: string; html?: string };
export type TextToSend = { to: string; text: string };

/** Sends one email; rejects when the server refused it or could not be reached. */
export type EmailTransport = { send(email: EmailToSend): Promise<void>; close(): void };

/**
 * Sends one text message. No gateway is wired by default: text messages are held for the
 * developer mailbox, and a real gateway (an SMS provider's API) plugs in here.
 */
export type SmsGateway = { send(text: TextToSend): Promise<void> };

/**
 * An SMTP transport from `SMTP_URL` (`smtp://user:pass@host:587`, `smtps://…` for implicit TLS).
 * nodemailer loads at the first message, not at start (cold start, ADR 087).
 */
export function createSmtpTransport(smtpUrl: string, from: string): EmailTransport {
  let transporter: Promise<Transporter> | undefined;
  const transporterOf = () => {
    transporter ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(smtpUrl),
    );
    return transporter;
  };
  return {
    async send(email) {
      await (await transporterOf()).sendMail({
        from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        ...(email.html ? { html: email.html } : {}),
      });
    },
    close: () => {
      transporter?.then(
        (opened) => opened.close(),
        () => {},
      );
    },
  };
}
