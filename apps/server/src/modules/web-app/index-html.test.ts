import {
  FIRST_CHUNKS_ELEMENT_ID,
  STARTUP_DOCUMENT_ELEMENT_ID,
  startupDocumentSchema,
} from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { composeIndexHtml } from './index-html.ts';

const TEMPLATE =
  '<!doctype html><html><head><title>Orbit</title></head><body><div id="root"></div></body></html>';

describe('index.html with its start-up parts', () => {
  it('keeps a hostile value inside the JSON script: no </script>, no comment, the same document back', () => {
    const hostile = '</script><script>alert(1)</script><!-- & \u2028 </SCRIPT >';
    const startup = { configFiles: { '/config/common.json': { featureFlags: { x: hostile } } } };
    const html = composeIndexHtml(TEMPLATE, { startup });

    const open = `<script type="application/json" id="${STARTUP_DOCUMENT_ELEMENT_ID}">`;
    const start = html.indexOf(open) + open.length;
    const end = html.indexOf('</script>', start);
    const text = html.slice(start, end);
    // The element ends where the composer ended it, and nothing in it reads as markup.
    expect(html.slice(end)).toBe('</script>\n</head><body><div id="root"></div></body></html>');
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(startupDocumentSchema.parse(JSON.parse(text))).toEqual(startup);
  });

  it('links the style sheets, and names the chunks in a JSON list rather than preloading them (ADR 094)', () => {
    const html = composeIndexHtml(TEMPLATE, {
      preload: { scripts: ['/assets/a.js', '/assets/"b<.js'], styles: ['/assets/c.css'] },
    });
    expect(html).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/c.css">\n' +
        `<script type="application/json" id="${FIRST_CHUNKS_ELEMENT_ID}">["/assets/a.js","/assets/\\"b\\u003c.js"]</script>\n</head>`,
    );
    // Nothing the browser would fetch before the first paint but the style sheet.
    expect(html).not.toContain('modulepreload');
  });

  it('names the no-script notice in the visit’s language only, and in all of them for a language it lacks', () => {
    const withNotice = TEMPLATE.replace(
      '<body>',
      '<body><noscript><p class="no-script-notice"><span lang="en">Needs JavaScript.</span>' +
        '<span lang="fr">A besoin de JavaScript.</span></p></noscript>',
    );
    const notice = (lang: string) =>
      /<p class="no-script-notice">(.*?)<\/p>/.exec(composeIndexHtml(withNotice, { lang }))?.[1];

    expect(notice('fr-CA')).toBe('<span lang="fr">A besoin de JavaScript.</span>');
    expect(notice('en-US')).toBe('<span lang="en">Needs JavaScript.</span>');
    expect(notice('es-US')).toBe(
      '<span lang="en">Needs JavaScript.</span><span lang="fr">A besoin de JavaScript.</span>',
    );
  });

  it('leaves a template without parts, or without a head, as it is', () => {
    expect(composeIndexHtml(TEMPLATE, {})).toBe(TEMPLATE);
    expect(
      composeIndexHtml('<div id="root"></div>', { preload: { scripts: ['/a.js'], styles: [] } }),
    ).toBe('<div id="root"></div>');
  });
});
