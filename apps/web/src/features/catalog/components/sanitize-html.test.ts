import { describe, expect, it } from 'vitest';
import { isSafeImageUrl, isSafeUrl, sanitizeHtml } from './sanitize-html.ts';

describe('sanitizeHtml', () => {
  it('keeps the allowed markup and opens links in a new tab without our window', () => {
    expect(
      sanitizeHtml(
        '<p>Hear <strong>it</strong> <a href="https://orbit.test/x" onclick="steal()">live</a></p>',
      ),
    ).toBe(
      '<p>Hear <strong>it</strong> <a href="https://orbit.test/x" target="_blank" rel="noopener noreferrer">live</a></p>',
    );
  });

  it('drops scripts, styles, frames, forms and event handlers with what they hold', () => {
    const html = sanitizeHtml(
      '<p onmouseover="x()">a</p><script>alert(1)</script><style>p{}</style><iframe src="https://evil.test"></iframe><form><input value="x"></form><svg><script>alert(2)</script></svg>',
    );
    expect(html).toBe('<p>a</p>');
  });

  it('unwraps unknown elements, keeping their text, and strips their attributes', () => {
    expect(
      sanitizeHtml(
        '<div class="x" style="color:red"><img src="x" onerror="alert(1)">Hello <font>there</font></div>',
      ),
    ).toBe('Hello there');
  });

  it('refuses script and data URLs and protocol-relative links', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href=" JAVASCRIPT:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="data:text/html,hi">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="//evil.test">x</a>')).toBe('<a>x</a>');
    expect(isSafeUrl('/shows/morning')).toBe(true);
    expect(isSafeUrl('mailto:help@orbitradio.test')).toBe(true);
    expect(isSafeImageUrl('data:image/svg+xml,%3Csvg%3E')).toBe(true);
    expect(isSafeImageUrl('data:text/html,hi')).toBe(false);
    expect(isSafeUrl('data:image/png;base64,AAAA')).toBe(false);
  });

  it('says where a link goes for screen readers, when given the words', () => {
    expect(
      sanitizeHtml('<a href="https://orbit.test">Shows</a>', {
        newTabLabel: '(opens in a new tab)',
      }),
    ).toBe(
      '<a href="https://orbit.test" target="_blank" rel="noopener noreferrer">Shows<span class="visually-hidden"> (opens in a new tab)</span></a>',
    );
  });

  it('falls back to escaped text where there is no document (server rendering)', () => {
    const noDocument = { document: undefined as unknown as Document };
    const saved = globalThis.document;
    try {
      // @ts-expect-error: simulate a runtime without a DOM
      delete globalThis.document;
      expect(sanitizeHtml('<p>Hi <b>&</b> <script>x</script></p>', noDocument)).toBe('Hi &amp; x');
    } finally {
      globalThis.document = saved;
    }
  });
});
