import type { Locale } from '@orbit/domain';
import { escapeHtml } from '../../../platform/http/escape-html.ts';
import type { MessageText } from './message-text.ts';

/** Plain text: the paragraphs, then the link written out. */
export function renderText(message: MessageText): string {
  const parts = [...message.paragraphs];
  if (message.link) parts.push(`${message.link.label}: ${message.link.href}`);
  return `${parts.join('\n\n')}\n\n— Orbit Radio\n`;
}

/** Minimal HTML: every value escaped, no script, no remote image, readable without styles. */
export function renderHtml(message: MessageText, locale: Locale): string {
  const paragraphs = message.paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`);
  if (message.link) {
    paragraphs.push(
      `<p><a href="${escapeHtml(message.link.href)}">${escapeHtml(message.link.label)}</a></p>`,
    );
  }
  return [
    '<!doctype html>',
    `<html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(message.subject)}</title></head>`,
    `<body>${paragraphs.join('')}<p>— Orbit Radio</p></body></html>`,
  ].join('\n');
}
