import { decodeEntities, escapeText } from './html-entities.ts';

/**
 * The allow-list of the hot-and-trending HTML (spec 000 §2): paragraphs, strong, em, lists, line
 * breaks and http(s) links, which always open in a new tab without giving the new page a handle
 * on ours. The output is rebuilt from what was read — every tag written by us, every text
 * escaped, no attribute but a checked href — so nothing the author typed reaches the page as
 * markup. It is idempotent: sanitising sanitised HTML changes nothing, so it runs both when
 * content is written and when it is served.
 */
const ALLOWED = new Set(['p', 'strong', 'em', 'a', 'ul', 'li', 'br']);

/** Elements whose content is code or another document: dropped with everything inside. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'textarea',
  'title',
  'svg',
  'math',
  'select',
  'xmp',
  'plaintext',
  'head',
]);

const TAG =
  /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** The href of a link if it is an absolute http(s) URL, normalised; otherwise undefined. */
export function safeHref(raw: string): string | undefined {
  try {
    const url = new URL(decodeEntities(raw).trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function hrefOf(attributes: string): string | undefined {
  for (const match of attributes.matchAll(ATTRIBUTE)) {
    if (match[1]?.toLowerCase() === 'href') return safeHref(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return undefined;
}

/** A dropped link still needs its closing tag swallowed: it stays on the stack as a phantom. */
const PHANTOM_LINK = '#a';

class Writer {
  private readonly out: string[] = [];
  private readonly open: string[] = [];

  text(raw: string): void {
    if (raw) this.out.push(escapeText(decodeEntities(raw)));
  }

  private isOpen(name: string): boolean {
    return this.open.includes(name);
  }

  private closeTop(): void {
    const name = this.open.pop();
    if (name && name !== PHANTOM_LINK) this.out.push(`</${name}>`);
  }

  openTag(name: string, attributes: string): void {
    if (name === 'br') {
      this.out.push('<br>');
      return;
    }
    if (name === 'a') {
      // No link inside a link; a link without a safe href keeps only its text.
      const href = this.isOpen('a') || this.isOpen(PHANTOM_LINK) ? undefined : hrefOf(attributes);
      if (!href) {
        this.open.push(PHANTOM_LINK);
        return;
      }
      this.out.push(`<a href="${escapeText(href)}" target="_blank" rel="noopener noreferrer">`);
      this.open.push('a');
      return;
    }
    if (name === 'li' && !this.isOpen('ul')) return;
    // As browsers do: a new paragraph, list or item ends the open paragraph or item first.
    const top = this.open.at(-1);
    if ((name === 'p' || name === 'ul') && top === 'p') this.closeTop();
    if (name === 'li' && top === 'li') this.closeTop();
    this.out.push(`<${name}>`);
    this.open.push(name);
  }

  closeTag(name: string): void {
    const target = name === 'a' ? ['a', PHANTOM_LINK] : [name];
    const index = this.open.findLastIndex((open) => target.includes(open));
    if (index === -1) return;
    while (this.open.length > index) this.closeTop();
  }

  finish(): string {
    while (this.open.length > 0) this.closeTop();
    return this.out.join('');
  }
}

/** Index just past the closing tag of `name` from `from`, or the end of the input. */
function endOfElement(html: string, name: string, from: number): number {
  const closing = new RegExp(`</${name}\\s*>`, 'i');
  const match = closing.exec(html.slice(from));
  return match ? from + match.index + match[0].length : html.length;
}

export function sanitiseHtml(html: string): string {
  const writer = new Writer();
  let index = 0;
  while (index < html.length) {
    const next = html.indexOf('<', index);
    if (next === -1) {
      writer.text(html.slice(index));
      break;
    }
    writer.text(html.slice(index, next));
    index = next;
    if (html.startsWith('<!--', index)) {
      const end = html.indexOf('-->', index + 4);
      index = end === -1 ? html.length : end + 3;
      continue;
    }
    const tag = TAG.exec(html.slice(index));
    if (!tag) {
      if (/^<[!?/]/.test(html.slice(index, index + 2))) {
        // A doctype, processing instruction or bogus comment: dropped up to its end.
        const end = html.indexOf('>', index);
        index = end === -1 ? html.length : end + 1;
      } else {
        writer.text('<');
        index += 1;
      }
      continue;
    }
    index += tag[0].length;
    const closing = tag[1] === '/';
    const name = (tag[2] ?? '').toLowerCase();
    if (!closing && DROPPED_WITH_CONTENT.has(name)) {
      index = endOfElement(html, name, index);
      continue;
    }
    if (!ALLOWED.has(name)) continue;
    if (closing) writer.closeTag(name);
    else writer.openTag(name, tag[3] ?? '');
  }
  return writer.finish();
}
