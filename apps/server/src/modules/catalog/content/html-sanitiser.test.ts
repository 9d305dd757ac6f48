import { describe, expect, it } from 'vitest';
import { safeHref, sanitiseHtml } from './html-sanitiser.ts';

const LINK_ATTRIBUTES = 'target="_blank" rel="noopener noreferrer"';

describe('sanitiseHtml (hot-and-trending bodies)', () => {
  it('keeps the allowed markup and makes every link open in a new tab', () => {
    expect(
      sanitiseHtml(
        '<p>Hear <strong>it</strong> <em>live</em><br/>now</p><ul><li>One</li><li>Two</li></ul>' +
          '<p><a href="https://www.orbitradio.com/live?a=1&amp;b=2">Line-up</a></p>',
      ),
    ).toBe(
      '<p>Hear <strong>it</strong> <em>live</em><br>now</p><ul><li>One</li><li>Two</li></ul>' +
        `<p><a href="https://www.orbitradio.com/live?a=1&amp;b=2" ${LINK_ATTRIBUTES}>Line-up</a></p>`,
    );
  });

  it('drops scripts, styles and frames with their content', () => {
    expect(sanitiseHtml('<p>a</p><script>alert(1)</script><p>b</p>')).toBe('<p>a</p><p>b</p>');
    expect(sanitiseHtml('<SCRIPT src="x.js"></SCRIPT >ok')).toBe('ok');
    expect(sanitiseHtml('<style>p{color:red}</style><iframe src="https://x"></iframe>ok')).toBe(
      'ok',
    );
    expect(sanitiseHtml('<svg><script>alert(1)</script></svg>ok')).toBe('ok');
    expect(sanitiseHtml('<script>never closed')).toBe('');
  });

  it('drops event handlers and every other attribute', () => {
    expect(sanitiseHtml('<img src=x onerror=alert(1)>')).toBe('');
    expect(sanitiseHtml('<p onclick="alert(1)" style="x" class="y">hi</p>')).toBe('<p>hi</p>');
    expect(sanitiseHtml('<a href="https://a.example" onmouseover="alert(1)">x</a>')).toBe(
      `<a href="https://a.example/" ${LINK_ATTRIBUTES}>x</a>`,
    );
    expect(sanitiseHtml('<body onload=alert(1)><p>x</p></body>')).toBe('<p>x</p>');
  });

  it('keeps only http(s) links: javascript:, data:, relative and disguised ones lose their link', () => {
    for (const href of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      '&#106;avascript:alert(1)',
      '&#x6A;avascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      '/relative/path',
      '//evil.example',
    ]) {
      expect(sanitiseHtml(`<a href="${href}">click</a>`), href).toBe('click');
    }
    expect(safeHref('http://orbitradio.com')).toBe('http://orbitradio.com/');
  });

  it('escapes text and stray angle brackets so nothing becomes markup', () => {
    expect(sanitiseHtml('1 < 2 & 3 > 2')).toBe('1 &lt; 2 &amp; 3 &gt; 2');
    expect(sanitiseHtml('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe(
      '&lt;script&gt;alert(1)&lt;/script&gt;',
    );
    expect(sanitiseHtml('<scr<script>ipt>alert(1)</script>')).toBe('&lt;scr');
    expect(sanitiseHtml('<!-- <script>alert(1)</script> -->ok')).toBe('ok');
    expect(sanitiseHtml('<p title="a>b">x</p>')).toBe('<p>x</p>');
  });

  it('balances what it keeps: unclosed tags are closed, stray closings dropped, no nested links', () => {
    expect(sanitiseHtml('<p><strong>bold')).toBe('<p><strong>bold</strong></p>');
    expect(sanitiseHtml('</em>text</p>')).toBe('text');
    expect(sanitiseHtml('<li>outside a list</li>')).toBe('outside a list');
    expect(
      sanitiseHtml('<a href="https://a.example">one <a href="https://b.example">two</a></a>'),
    ).toBe(`<a href="https://a.example/" ${LINK_ATTRIBUTES}>one two</a>`);
  });

  it('changes nothing the second time (it runs on write and on read)', () => {
    const inputs = [
      '<p>Tom &amp; Jerry &lt;3 <a href="https://x.example/?q=a&amp;b">go</a></p>',
      '<img src=x onerror=alert(1)><ul><li>a<li>b</ul>',
      "<p>l'été &nbsp; <em>déjà</em></p>",
    ];
    for (const input of inputs) {
      const once = sanitiseHtml(input);
      expect(sanitiseHtml(once)).toBe(once);
    }
  });
});
