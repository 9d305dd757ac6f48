import { and, asc, eq, inArray, lte, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type OutboxMessageRow, outboxMessages } from '../../db/schema/index.ts';
import { retryDelaySeconds } from './delivery-backoff.ts';
import type { OutboxChannel } from './outbox.ts';
import type { EmailTransport, SmsGateway } from './transports.ts';

export type Transports = { email?: EmailTransport; sms?: SmsGateway };

export type DeliveryReport = { sent: number; held: number; retried: number; failed: number };

/** A claimed message is someone's for this long; if its sender dies, another instance takes it after. */
const CLAIM_SECONDS = 60;
const BATCH_SIZE = 20;

const addSeconds = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);

/**
 * One pass of the outbox worker. Messages of a channel with no transport are held for the
 * developer mailbox. Due messages of the others are claimed with FOR UPDATE SKIP LOCKED, so that
 * instances running this together never take the same one, then sent outside the transaction.
 * A failure is retried with a growing delay; after `maxAttempts` the message is failed. A
 * delivered or failed message loses its body, which may hold a passcode or a link.
 */
export async function deliverDueMessages(
  db: Db,
  deps: { transports: Transports; maxAttempts: number; now: Date },
): Promise<DeliveryReport> {
  const { transports, maxAttempts, now } = deps;
  const configured = (['email', 'sms'] as const).filter((channel) => transports[channel]);
  const report: DeliveryReport = { sent: 0, held: 0, retried: 0, failed: 0 };

  const held = await db
    .update(outboxMessages)
    .set({ status: 'held' })
    .where(
      and(
        eq(outboxMessages.status, 'pending'),
        configured.length > 0 ? notInArray(outboxMessages.channel, configured) : undefined,
      ),
    )
    .returning({ id: outboxMessages.id });
  report.held = held.length;
  if (configured.length === 0) return report;

  for (const message of await claimDue(db, configured, now)) {
    try {
      await send(message, transports);
      await db
        .update(outboxMessages)
        .set({ status: 'sent', sentAt: now, bodyText: null, bodyHtml: null, lastError: null })
        .where(eq(outboxMessages.id, message.id));
      report.sent += 1;
    } catch (error) {
      const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const final = message.attempts >= maxAttempts;
      await db
        .update(outboxMessages)
        .set(
          final
            ? { status: 'failed', lastError, bodyText: null, bodyHtml: null }
            : {
                status: 'pending',
                lastError,
                nextAttemptAt: addSeconds(now, retryDelaySeconds(message.attempts)),
              },
        )
        .where(eq(outboxMessages.id, message.id));
      if (final) report.failed += 1;
      else report.retried += 1;
    }
  }
  return report;
}

/** Takes up to a batch of due messages: pending ones, and sending ones whose claim lapsed. */
async function claimDue(db: Db, channels: OutboxChannel[], now: Date): Promise<OutboxMessageRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(
        and(
          inArray(outboxMessages.status, ['pending', 'sending']),
          inArray(outboxMessages.channel, channels),
          lte(outboxMessages.nextAttemptAt, now),
        ),
      )
      .orderBy(asc(outboxMessages.createdAt))
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const claimed = await tx
      .update(outboxMessages)
      .set({
        status: 'sending',
        nextAttemptAt: addSeconds(now, CLAIM_SECONDS),
        attempts: sql`${outboxMessages.attempts} + 1`,
      })
      .where(
        inArray(
          outboxMessages.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
    return claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  });
}

async function send(message: OutboxMessageRow, transports: Transports): Promise<void> {
  const text = message.bodyText ?? '';
  if (message.channel === 'sms') {
    await transports.sms?.send({ to: message.recipient, text });
    return;
  }
  await transports.email?.send({
    to: message.recipient,
    subject: message.subject ?? '',
    text,
    ...(message.bodyHtml ? { html: message.bodyHtml } : {}),
  });
}
