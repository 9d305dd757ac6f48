import { FIRST_CHUNKS_ELEMENT_ID } from '@orbit/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { APP_CHUNKS_ELEMENT_ID } from './app-chunks.ts';
import { evaluateFirstChunks, firstChunksOf, preloadFirstChunks } from './first-chunks.ts';

function named(text: string, id = FIRST_CHUNKS_ELEMENT_ID): void {
  const list = document.createElement('script');
  list.type = 'application/json';
  list.id = id;
  list.textContent = text;
  document.head.append(list);
}

const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

afterEach(() => {
  document.head.replaceChildren();
});

describe('the first page’s chunks (ADR 094)', () => {
  it('preloads every chunk the server named, in its order', async () => {
    const hrefs = Array.from({ length: 19 }, (_, index) => `/assets/chunk-${index}.js`);
    named(JSON.stringify(hrefs));
    await preloadFirstChunks(document);
    expect(preloaded()).toEqual(hrefs);
    expect(
      document.head.querySelector<HTMLLinkElement>('link[rel="modulepreload"]')?.crossOrigin,
    ).toBe('');
  });

  it('preloads the app’s chunks the build named before the page’s (ADR 099)', async () => {
    named('["/assets/page.js"]');
    named('["/assets/run-app.js","/assets/react-dom.js"]', APP_CHUNKS_ELEMENT_ID);
    const app = firstChunksOf(document, APP_CHUNKS_ELEMENT_ID);
    expect(app).toEqual(['/assets/run-app.js', '/assets/react-dom.js']);
    await preloadFirstChunks(document, [...app, ...firstChunksOf(document)]);
    expect(preloaded()).toEqual(['/assets/run-app.js', '/assets/react-dom.js', '/assets/page.js']);
  });

  it('preloads nothing where the page names nothing it can read', async () => {
    expect(firstChunksOf(document)).toEqual([]);
    named('not json');
    expect(firstChunksOf(document)).toEqual([]);
    document.head.replaceChildren();
    named('{"a":1}');
    expect(firstChunksOf(document)).toEqual([]);
    document.head.replaceChildren();
    named('["/assets/a.js", 3]');
    expect(firstChunksOf(document)).toEqual(['/assets/a.js']);
  });
});

describe('evaluating the first page’s chunks (ADR 094)', () => {
  it('loads each chunk alone, what the page imports before the page, and goes on past one that fails', async () => {
    const loaded: string[] = [];
    await evaluateFirstChunks(
      ['/assets/page.js', '/assets/forms.js', '/assets/words.js'],
      (href) => {
        loaded.push(href);
        return href === '/assets/forms.js' ? Promise.reject(new Error('gone')) : Promise.resolve();
      },
    );
    expect(loaded).toEqual(['/assets/words.js', '/assets/forms.js', '/assets/page.js']);
  });
});
