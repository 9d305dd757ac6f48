import type { Plugin, Rollup } from 'vite';
import { staticClosure } from './first-paint-manifest.ts';

/** Vite's `build.modulePreload.resolveDependencies`, as its options type has it. */
type ResolveDependencies = (
  filename: string,
  deps: string[],
  context: { hostId: string; hostType: 'html' | 'js' },
) => string[];

/**
 * What code in chunk `host` can count on being loaded when it runs: the chunks it imports
 * statically, the start-up module's, and — for any chunk outside the start-up module's — the app's
 * (the start-up module loads the app before any page, ADR 094).
 */
export function loadedBeforeHost(
  bundle: Rollup.OutputBundle,
  host: string,
  appModuleFile: string,
): Set<string> {
  const chunks = Object.values(bundle).filter(
    (item): item is Rollup.OutputChunk => item.type === 'chunk',
  );
  const hostChunk = chunks.find((chunk) => chunk.fileName === host);
  if (!hostChunk) return new Set();
  const loaded = staticClosure(bundle, hostChunk);
  const startUp = chunks.find((chunk) => chunk.isEntry);
  const startUpChunks = startUp ? staticClosure(bundle, startUp) : new Set<string>();
  for (const fileName of startUpChunks) loaded.add(fileName);
  const app = chunks.find((chunk) => chunk.facadeModuleId === appModuleFile);
  if (app && !startUpChunks.has(host)) {
    for (const fileName of staticClosure(bundle, app)) loaded.add(fileName);
  }
  return loaded;
}

/**
 * A dynamic import's preload list without the chunks already loaded where it is made (ADR 124).
 * Vite lists, beside every `import()` of a later step or page, each chunk that step imports, so
 * the browser fetches them at once rather than level by level; but it leaves out only the
 * importing chunk itself, so a list named the shared chunks the page already ran — 1–2 KB gzip of
 * file names on a page with several steps on demand. The browser's loading is unchanged: those
 * chunks were already there.
 */
export function preloadListsWithoutLoaded(options: { appModuleFile: string }): {
  plugin: Plugin;
  resolveDependencies: ResolveDependencies;
} {
  let bundle: Rollup.OutputBundle | undefined;
  const loadedByHost = new Map<string, Set<string>>();
  return {
    plugin: {
      name: 'orbit-preload-lists',
      apply: 'build',
      // Before Vite's own generateBundle writes the lists (a build plugin, ordered after ours).
      generateBundle(_options, built) {
        bundle = built;
        loadedByHost.clear();
      },
    },
    resolveDependencies(_filename, deps, { hostId, hostType }) {
      if (hostType !== 'js' || !bundle) return deps;
      let loaded = loadedByHost.get(hostId);
      if (!loaded) {
        loaded = loadedBeforeHost(bundle, hostId, options.appModuleFile);
        loadedByHost.set(hostId, loaded);
      }
      return deps.filter((dep) => !loaded.has(dep));
    },
  };
}
