const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

function fromCodePoint(code: number): string | undefined {
  const usable = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
  return usable ? String.fromCodePoint(code) : undefined;
}

/**
 * Decodes the character references authors write (`&amp;`, `&#106;`, `&#x6A;`, a few names), in
 * one pass, so `&#106;avascript:` is seen as what a browser would read. Unknown references stay
 * as they are (their `&` is escaped on the way out).
 */
export function decodeEntities(text: string): string {
  return text.replace(/&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]{2,8});/gi, (whole, body: string) => {
    if (body.startsWith('#x') || body.startsWith('#X')) {
      return fromCodePoint(Number.parseInt(body.slice(2), 16)) ?? whole;
    }
    if (body.startsWith('#')) return fromCodePoint(Number.parseInt(body.slice(1), 10)) ?? whole;
    return NAMED[body.toLowerCase()] ?? whole;
  });
}

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe inside an element or a double-quoted attribute. */
export function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}
