import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema/index.ts';
import { freshClock } from '../../testing/identities.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { deliverDueMessages } from './deliver-due-messages.ts';
import { enqueueMessage, type OutgoingMessage } from './outbox.ts';
import type { EmailToSend, EmailTransport, SmsGateway, TextToSend } from './transports.ts';

const email = (recipient: string): OutgoingMessage => ({
  channel: 'email',
  recipient,
  template: 'test-note',
  locale: 'en-US',
  subject: 'A note',
  bodyText: 'Your code is 424242.',
  bodyHtml: '<p>Your code is 424242.</p>',
});

function recordingTransport(options: { failWith?: string } = {}) {
  const sent: EmailToSend[] = [];
  const transport: EmailTransport = {
    async send(message) {
      if (options.failWith) throw new Error(options.failWith);
      sent.push(message);
    },
    close() {},
  };
  return { sent, transport };
}

async function setUp() {
  const testApp = await createTestApp({ clock: freshClock() });
  // Each pass works on the whole outbox: start every test from an empty one.
  await testApp.db.delete(outboxMessages);
  const rowOf = async (id: string) =>
    (await testApp.db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0];
  return { ...testApp, rowOf };
}

describe('the outbox', () => {
  it('keeps no message when the transaction that wrote it fails', async () => {
    const { db, clock } = await setUp();
    await expect(
      db.transaction(async (tx) => {
        await enqueueMessage(tx, email('rolled.back@orbitradio.test'), clock.now());
        throw new Error('the business step failed');
      }),
    ).rejects.toThrow('the business step failed');
    const rows = await db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, 'rolled.back@orbitradio.test'));
    expect(rows).toEqual([]);
  });

  it('holds messages of a channel with no transport, for the developer mailbox', async () => {
    const { db, clock, rowOf } = await setUp();
    const id = await enqueueMessage(db, email('held@orbitradio.test'), clock.now());
    const report = await deliverDueMessages(db, {
      transports: {},
      maxAttempts: 5,
      now: clock.now(),
    });
    expect(report).toEqual({ sent: 0, held: 1, retried: 0, failed: 0 });
    expect(await rowOf(id)).toMatchObject({ status: 'held', bodyText: 'Your code is 424242.' });
  });

  it('sends, then forgets the body (it may hold a code)', async () => {
    const { db, clock, rowOf } = await setUp();
    const id = await enqueueMessage(db, email('sent@orbitradio.test'), clock.now());
    const smsId = await enqueueMessage(
      db,
      {
        channel: 'sms',
        recipient: '2125550142',
        template: 'test-note',
        locale: 'fr-CA',
        bodyText: 'Code 424242',
      },
      clock.now(),
    );
    const { sent, transport } = recordingTransport();
    const texts: TextToSend[] = [];
    const sms: SmsGateway = { send: async (text) => void texts.push(text) };
    const report = await deliverDueMessages(db, {
      transports: { email: transport, sms },
      maxAttempts: 5,
      now: clock.now(),
    });
    expect(report.sent).toBe(2);
    expect(sent).toEqual([
      {
        to: 'sent@orbitradio.test',
        subject: 'A note',
        text: 'Your code is 424242.',
        html: '<p>Your code is 424242.</p>',
      },
    ]);
    expect(texts).toEqual([{ to: '2125550142', text: 'Code 424242' }]);
    for (const messageId of [id, smsId]) {
      expect(await rowOf(messageId)).toMatchObject({
        status: 'sent',
        attempts: 1,
        bodyText: null,
        bodyHtml: null,
        sentAt: clock.now(),
      });
    }
  });

  it('retries a failed send after 30 s, then doubling, and gives up after the last attempt', async () => {
    const { db, clock, rowOf } = await setUp();
    const id = await enqueueMessage(db, email('flaky@orbitradio.test'), clock.now());
    const { transport } = recordingTransport({ failWith: 'connection refused' });
    const pass = () =>
      deliverDueMessages(db, {
        transports: { email: transport },
        maxAttempts: 3,
        now: clock.now(),
      });

    expect((await pass()).retried).toBe(1);
    expect(await rowOf(id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'connection refused',
      nextAttemptAt: new Date(clock.now().getTime() + 30_000),
    });
    expect((await pass()).retried).toBe(0); // not due yet
    clock.advanceSeconds(30);
    expect((await pass()).retried).toBe(1);
    expect((await rowOf(id))?.nextAttemptAt).toEqual(new Date(clock.now().getTime() + 60_000));
    clock.advanceSeconds(60);
    expect((await pass()).failed).toBe(1);
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: 3, bodyText: null });
  });

  it('lets two workers run together without sending any message twice', async () => {
    const { db, clock } = await setUp();
    for (let index = 0; index < 30; index += 1) {
      await enqueueMessage(db, email(`crowd${index}@orbitradio.test`), clock.now());
    }
    const { sent, transport } = recordingTransport();
    const pass = () =>
      deliverDueMessages(db, {
        transports: { email: transport },
        maxAttempts: 5,
        now: clock.now(),
      });
    const reports = await Promise.all([pass(), pass(), pass()]);
    const again = await pass();
    expect(reports.reduce((total, report) => total + report.sent, 0) + again.sent).toBe(30);
    expect(new Set(sent.map((message) => message.to)).size).toBe(30);
    expect(sent).toHaveLength(30);
  });

  it('takes back a message whose sender died while sending it', async () => {
    const { db, clock, rowOf } = await setUp();
    const id = await enqueueMessage(db, email('orphan@orbitradio.test'), clock.now());
    await db
      .update(outboxMessages)
      .set({
        status: 'sending',
        attempts: 1,
        nextAttemptAt: new Date(clock.now().getTime() + 60_000),
      })
      .where(eq(outboxMessages.id, id));
    const { transport } = recordingTransport();
    const pass = () =>
      deliverDueMessages(db, {
        transports: { email: transport },
        maxAttempts: 5,
        now: clock.now(),
      });
    expect((await pass()).sent).toBe(0);
    clock.advanceSeconds(60);
    expect((await pass()).sent).toBe(1);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });
});
