import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { loadedBeforeHost, preloadListsWithoutLoaded } from './preload-lists.ts';

const APP = '/app/src/app/first-paint/run-app.ts';

const chunk = (
  fileName: string,
  imports: string[],
  extra: Partial<Rollup.OutputChunk> = {},
): Rollup.OutputChunk => ({ type: 'chunk', fileName, imports, ...extra }) as Rollup.OutputChunk;

/** The start-up module, the app it loads, a page with a shared chunk, and a step the page loads. */
const bundle: Rollup.OutputBundle = {
  'start.js': chunk('start.js', ['preact.js'], { isEntry: true }),
  'preact.js': chunk('preact.js', []),
  'app.js': chunk('app.js', ['preact.js', 'router.js'], { facadeModuleId: APP }),
  'router.js': chunk('router.js', []),
  'page.js': chunk('page.js', ['router.js', 'forms.js']),
  'forms.js': chunk('forms.js', ['preact.js']),
  'step.js': chunk('step.js', ['forms.js', 'card.js']),
  'card.js': chunk('card.js', []),
};

describe('a preload list without what is already loaded', () => {
  it('counts what the importing chunk imports, the start-up module and, for a page, the app', () => {
    expect([...loadedBeforeHost(bundle, 'page.js', APP)].sort()).toEqual([
      'app.js',
      'forms.js',
      'page.js',
      'preact.js',
      'router.js',
      'start.js',
    ]);
  });

  it('does not count the app as loaded where the start-up module imports it', () => {
    expect([...loadedBeforeHost(bundle, 'start.js', APP)].sort()).toEqual([
      'preact.js',
      'start.js',
    ]);
  });

  it('lists only the chunks a step brings that its page has not', () => {
    const lists = preloadListsWithoutLoaded({ appModuleFile: APP });
    const generate = lists.plugin.generateBundle as (
      options: unknown,
      built: Rollup.OutputBundle,
    ) => void;
    generate.call({}, {}, bundle);
    expect(
      lists.resolveDependencies('step.js', ['step.js', 'forms.js', 'card.js', 'preact.js'], {
        hostId: 'page.js',
        hostType: 'js',
      }),
    ).toEqual(['step.js', 'card.js']);
    // The app's own list, from the start-up module, keeps the app's chunks.
    expect(
      lists.resolveDependencies('app.js', ['app.js', 'router.js', 'preact.js'], {
        hostId: 'start.js',
        hostType: 'js',
      }),
    ).toEqual(['app.js', 'router.js']);
  });
});
