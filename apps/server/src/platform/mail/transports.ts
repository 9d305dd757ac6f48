import nodemailer from 'nodemailer';

export type EmailToSend = { to: string; subject: string; text: string; html?: string };
export type TextToSend = { to: string; text: string };

/** Sends one email; rejects when the server refused it or could not be reached. */
export type EmailTransport = { send(email: EmailToSend): Promise<void>; close(): void };

/**
 * Sends one text message. No gateway is wired by default: text messages are held for the
 * developer mailbox, and a real gateway (an SMS provider's API) plugs in here.
 */
export type SmsGateway = { send(text: TextToSend): Promise<void> };

/** An SMTP transport from `SMTP_URL` (`smtp://user:pass@host:587`, `smtps://…` for implicit TLS). */
export function createSmtpTransport(smtpUrl: string, from: string): EmailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(email) {
      await transporter.sendMail({
        from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        ...(email.html ? { html: email.html } : {}),
      });
    },
    close: () => transporter.close(),
  };
}
