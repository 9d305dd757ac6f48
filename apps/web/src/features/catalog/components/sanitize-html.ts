/**
 * The client-side allow-list for content HTML (hot-and-trending bodies). The server sanitises
 * too; this second pass means a compromised or misconfigured content source still cannot put
 * script, styles, forms or event handlers on our pages. The HTML is parsed in an inert document
 * (no browsing context: nothing runs, nothing loads) and only allowed parts are copied out.
 */

/** Elements kept (their attributes dropped, except a link's href). */
const ALLOWED = new Set([
  'a',
  'b',
  'br',
  'em',
  'h3',
  'h4',
  'i',
  'li',
  'ol',
  'p',
  'span',
  'strong',
  'u',
  'ul',
]);

/** Elements dropped with everything inside them; any other element is unwrapped (text kept). */
const DROPPED = new Set([
  'base',
  'button',
  'embed',
  'form',
  'frame',
  'frameset',
  'head',
  'iframe',
  'input',
  'link',
  'math',
  'meta',
  'noscript',
  'object',
  'script',
  'select',
  'style',
  'svg',
  'template',
  'textarea',
  'title',
]);

/** http(s), mailto, or a path on this site; never `javascript:`, `data:` or a protocol-relative URL. */
export function isSafeUrl(url: string): boolean {
  const value = url.trim();
  if (/^(?:https?:|mailto:)/i.test(value)) return true;
  return /^\/(?!\/)/.test(value) || value.startsWith('#');
}

/**
 * An image source: a safe URL, or an inline picture (`data:image/…`). An image cannot run script,
 * even an SVG one, so inline pictures are fine here and nowhere else.
 */
export function isSafeImageUrl(url: string): boolean {
  return isSafeUrl(url) || /^data:image\/(?:png|jpeg|gif|webp|avif|svg\+xml)[;,]/i.test(url.trim());
}

export interface SanitizeOptions {
  /** Added, visually hidden, inside every link ("opens in a new tab"). */
  newTabLabel?: string;
  /** Where to parse; the current document by default. Without one the HTML becomes plain text. */
  document?: Document;
}

export function sanitizeHtml(html: string, options: SanitizeOptions = {}): string {
  const host = options.document ?? globalThis.document;
  if (!host) return escapeText(html.replace(/<[^>]*>/g, ' '));
  const inert = host.implementation.createHTMLDocument('');
  const source = inert.createElement('div');
  source.innerHTML = html;
  const output = inert.createElement('div');
  copyAllowed(source, output, inert, options.newTabLabel);
  return output.innerHTML;
}

function copyAllowed(from: Node, to: Node, doc: Document, newTabLabel: string | undefined): void {
  for (const child of Array.from(from.childNodes)) {
    if (child.nodeType === 3) {
      to.appendChild(doc.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== 1) continue; // comments, processing instructions
    const element = child as Element;
    const tag = element.localName.toLowerCase();
    if (DROPPED.has(tag)) continue;
    if (!ALLOWED.has(tag)) {
      copyAllowed(element, to, doc, newTabLabel);
      continue;
    }
    const copy = doc.createElement(tag);
    if (tag === 'a') linkAttributes(element, copy);
    copyAllowed(element, copy, doc, newTabLabel);
    if (tag === 'a' && copy.hasAttribute('href') && newTabLabel) {
      const note = doc.createElement('span');
      note.className = 'visually-hidden';
      note.textContent = ` ${newTabLabel}`;
      copy.appendChild(note);
    }
    to.appendChild(copy);
  }
}

/** Links keep a safe href only, and open in a new tab without handing it our window. */
function linkAttributes(from: Element, to: Element) {
  const href = from.getAttribute('href');
  if (href === null || !isSafeUrl(href)) return;
  to.setAttribute('href', href.trim());
  to.setAttribute('target', '_blank');
  to.setAttribute('rel', 'noopener noreferrer');
}

function escapeText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/\s+/g, ' ')
    .trim();
}
