import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema/index.ts';
import { anonymousCaller } from '../../testing/identities.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { deliverDueMessages } from './deliver-due-messages.ts';
import { enqueueMessage } from './outbox.ts';
import { createSmtpTransport } from './transports.ts';

type Received = { from: string; to: string[]; raw: string };

/** A real SMTP server on a free local port that keeps what it receives. */
async function startSmtpSink() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const sinks: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(sinks.splice(0).map((sink) => sink.close()));
});

async function waitFor<T>(read: () => T | undefined, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('SMTP delivery', () => {
  it('the app-owned worker sends a passcode email to a real SMTP server, then forgets the body', async () => {
    const sink = await startSmtpSink();
    sinks.push(sink);
    const { app, db } = await createTestApp({
      ownDatabase: true,
      env: {
        SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
        MAIL_FROM: 'Orbit Radio <no-reply@orbitradio.test>',
        OUTBOX_POLL_INTERVAL_SECONDS: '1',
      },
    });
    const caller = await anonymousCaller(app);
    const initiated = await app.inject({
      method: 'POST',
      url: '/otp/v1/initiate',
      headers: caller.headers,
      payload: { identityId: 'idn_seed_listener', otpOption: 'EMAIL' },
    });
    expect(initiated.statusCode).toBe(200);

    const mail = await waitFor(() => sink.received[0]);
    expect(mail.from).toBe('no-reply@orbitradio.test');
    expect(mail.to).toEqual(['listener@orbitradio.test']);
    expect(mail.raw).toContain('Subject: Your Orbit Radio verification code');
    expect(mail.raw).toMatch(/Use code \d{6} to sign in to Orbit Radio/);
    expect(mail.raw).toContain('Content-Type: text/html');

    // The worker marks the row after the server accepted it.
    const deadline = Date.now() + 10_000;
    let stored: typeof outboxMessages.$inferSelect | undefined;
    while (Date.now() < deadline) {
      [stored] = await db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.recipient, 'listener@orbitradio.test'));
      if (stored?.status === 'sent') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(stored).toMatchObject({ status: 'sent', bodyText: null, bodyHtml: null });
  });

  it('retries when the SMTP server cannot be reached', async () => {
    const sink = await startSmtpSink();
    const port = sink.port;
    await sink.close();
    const { db, clock } = await createTestApp();
    const id = await enqueueMessage(
      db,
      {
        channel: 'email',
        recipient: 'unreachable@orbitradio.test',
        template: 'test-note',
        locale: 'en-US',
        subject: 'A note',
        bodyText: 'Hello',
      },
      clock.now(),
    );
    const transport = createSmtpTransport(`smtp://127.0.0.1:${port}`, 'no-reply@orbitradio.test');
    try {
      const report = await deliverDueMessages(db, {
        transports: { email: transport },
        maxAttempts: 5,
        now: clock.now(),
      });
      expect(report.retried).toBe(1);
    } finally {
      transport.close();
    }
    const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
    expect(row).toMatchObject({ status: 'pending', attempts: 1, bodyText: 'Hello' });
    expect(row?.lastError).toMatch(/ECONNREFUSED|connect/i);
  });
});
