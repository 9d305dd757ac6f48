import { desc, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/index.ts';
import type { App } from '../http/app-instance.ts';
import { noStore } from '../http/no-store.ts';
import { mailboxEntry, renderMailboxPage } from './mailbox-page.ts';

const query = z.object({
  to: z.string().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

const entrySchema = z.object({
  id: z.string(),
  channel: z.string(),
  to: z.string(),
  template: z.string(),
  locale: z.string(),
  subject: z.string().nullable(),
  text: z.string().nullable(),
  html: z.string().nullable(),
  status: z.string(),
  createdAt: z.string(),
});

/**
 * `GET /dev/mailbox` (HTML) and `GET /dev/mailbox.json` (what end-to-end tests read passcodes and
 * links from): every outbox message, newest first. Registered only in development and test mode,
 * so production answers 404: the outbox holds live codes and links.
 */
export function registerMailboxRoutes(app: App, deps: { db: Db; config: AppConfig }): void {
  if (deps.config.mode === 'production') return;
  const load = async (filter: z.infer<typeof query>) => {
    const rows = await deps.db
      .select()
      .from(outboxMessages)
      // Addresses are compared as people type them: case does not matter.
      .where(
        filter.to
          ? sql`lower(${outboxMessages.recipient}) = ${filter.to.trim().toLowerCase()}`
          : undefined,
      )
      .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
      .limit(filter.limit);
    return rows.map(mailboxEntry);
  };

  app.get(
    '/dev/mailbox.json',
    {
      schema: {
        tags: ['dev mailbox'],
        summary: 'Outbox messages as JSON (development and test only)',
        querystring: query,
        response: { 200: z.object({ messages: z.array(entrySchema) }) },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return { messages: await load(request.query) };
    },
  );

  app.get(
    '/dev/mailbox',
    {
      schema: {
        tags: ['dev mailbox'],
        summary: 'Outbox messages as a page (development and test only)',
        querystring: query,
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return reply
        .type('text/html; charset=utf-8')
        .send(renderMailboxPage(await load(request.query)));
    },
  );
}
