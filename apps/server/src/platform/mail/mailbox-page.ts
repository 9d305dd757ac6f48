import type { OutboxMessageRow } from '../../db/schema/index.ts';
import { escapeHtml } from '../http/escape-html.ts';

/** A message as the mailbox shows it (JSON for tests, HTML for people). */
export type MailboxEntry = {
  id: string;
  channel: string;
  to: string;
  template: string;
  locale: string;
  subject: string | null;
  text: string | null;
  html: string | null;
  status: string;
  createdAt: string;
};

export function mailboxEntry(row: OutboxMessageRow): MailboxEntry {
  return {
    id: row.id,
    channel: row.channel,
    to: row.recipient,
    template: row.template,
    locale: row.locale,
    subject: row.subject,
    text: row.bodyText,
    html: row.bodyHtml,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The developer mailbox as a page: newest first, plain text bodies (never the HTML, which is
 * shown as text so nothing in a message runs). No inline script or style: the CSP forbids both.
 */
export function renderMailboxPage(entries: MailboxEntry[]): string {
  const items = entries.map(
    (entry) => `<article>
<h2>${escapeHtml(entry.subject ?? `Text message (${entry.template})`)}</h2>
<p>To <strong>${escapeHtml(entry.to)}</strong> by ${escapeHtml(entry.channel)} · ${escapeHtml(entry.template)} · ${escapeHtml(entry.locale)} · ${escapeHtml(entry.status)} · <time datetime="${escapeHtml(entry.createdAt)}">${escapeHtml(entry.createdAt)}</time></p>
<pre>${escapeHtml(entry.text ?? '(delivered; the body is no longer kept)')}</pre>
</article>`,
  );
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Developer mailbox · Orbit Care</title></head>
<body><main>
<h1>Developer mailbox</h1>
<p>Emails and text messages the server would send (${entries.length}). Development and test mode only. JSON: <a href="/dev/mailbox.json">/dev/mailbox.json</a> (<code>?to=</code> filters by recipient).</p>
${items.join('\n') || '<p>No messages yet.</p>'}
</main></body></html>
`;
}
