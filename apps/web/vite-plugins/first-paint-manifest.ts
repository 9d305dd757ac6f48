import fs from 'node:fs';
import path from 'node:path';
import type {
  FIRST_PAINT_MANIFEST_FILE,
  FirstPaintAssets,
  FirstPaintManifest,
  FirstPaintRoute,
} from '@orbit/domain';
import type { Plugin, Rollup } from 'vite';
import { importersFirst } from '../src/app/first-paint/chunk-order.ts';
import { ROUTE_TABLE, type RouteEntry } from '../src/app/route-table.ts';

// Vite loads its config with workspace packages external, and @orbit/domain is TypeScript: only
// its types are imported here, and the type checker holds this name to the server's.
const MANIFEST_FILE: typeof FIRST_PAINT_MANIFEST_FILE = 'first-paint.json';

/** The languages whose message files the build names (`chunkFileNames` keeps their names too). */
export const LANGUAGE_CHUNKS = ['en-US', 'en-CA', 'fr-CA'] as const;

/** A language's message file (`…/messages/fr-CA.ts`, `shell-catalog/fr-CA.ts`, ADR 082). */
const LANGUAGE_FILE = new RegExp(`[\\\\/](${LANGUAGE_CHUNKS.join('|')})\\.ts$`);

/** `pageKey: () => import('…')` in route-modules.ts. */
const PAGE_MODULE = /(\w+):\s*\(\)\s*=>\s*import\('([^']+)'\)/g;

/** Each page key of route-modules.ts and the absolute path of its module. */
export function pageModuleFiles(source: string, routeModulesFile: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const [, key, specifier] of source.matchAll(PAGE_MODULE)) {
    if (key && specifier) files.set(key, path.resolve(path.dirname(routeModulesFile), specifier));
  }
  return files;
}

function routeOf(entry: RouteEntry): FirstPaintRoute {
  switch (entry.kind) {
    case 'redirect':
      return { path: entry.path, prefix: false, redirectTo: entry.to };
    case 'public':
      return { path: entry.path, prefix: false, page: entry.page };
    case 'account-centre-login':
      // With its flag on the route leaves the app: nothing of ours to preload.
      return { path: entry.path, prefix: true, page: entry.page };
    case 'page':
      return {
        path: entry.path,
        prefix: entry.prefix,
        page: entry.page,
        ...(entry.flag ? { flag: entry.flag, redirectTo: entry.fallback?.to ?? '/error' } : {}),
      };
  }
}

/**
 * Per language, the message files the entry's and the page's chunks load (each language file with
 * what it imports, e.g. Canadian English the American file), less what the entry already loads.
 * The app awaits them before it hydrates (ADR 082), so the page names them for preloading.
 */
export function messageFiles(
  bundle: Rollup.OutputBundle,
  chunksRun: ReadonlySet<string>,
  loadedByEntry: ReadonlySet<string>,
): Record<string, string[]> {
  const byLanguage: Record<string, string[]> = {};
  for (const fileName of chunksRun) {
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk') continue;
    for (const loaded of chunk.dynamicImports) {
      const target = bundle[loaded];
      if (target?.type !== 'chunk') continue;
      const language = LANGUAGE_FILE.exec(target.facadeModuleId ?? '')?.[1];
      if (!language) continue;
      const files = byLanguage[language] ?? [];
      byLanguage[language] = files;
      for (const file of staticClosure(bundle, target)) {
        if (!loadedByEntry.has(file) && !files.includes(`/${file}`)) files.push(`/${file}`);
      }
    }
  }
  return byLanguage;
}

/** What each chunk of the build imports statically; nothing for a name the build does not know. */
export function chunkImports(
  bundle: Rollup.OutputBundle,
): (fileName: string) => readonly string[] | undefined {
  return (fileName) => {
    const chunk = bundle[fileName];
    return chunk?.type === 'chunk' ? chunk.imports : undefined;
  };
}

/**
 * The chunks a page needs beyond what the entry already loads: its own chunk and every chunk it
 * imports statically, transitively, with their style sheets; and its words and the shell's, per
 * language.
 */
export function pageAssets(
  bundle: Rollup.OutputBundle,
  pageChunk: Rollup.OutputChunk,
  loadedByEntry: ReadonlySet<string>,
): FirstPaintAssets {
  // Named importers first (ADR 099): the start-up module evaluates them in reverse, imports first.
  const scripts = importersFirst(pageChunk.fileName, chunkImports(bundle), loadedByEntry).map(
    (fileName) => `/${fileName}`,
  );
  const styles = new Set(
    scripts.flatMap((script) => {
      const chunk = bundle[script.slice(1)];
      return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
    }),
  );
  const styleHrefs = [...styles].map((css) => `/${css}`);
  const chunksRun = new Set([...loadedByEntry, ...scripts.map((script) => script.slice(1))]);
  return {
    scripts,
    styles: styleHrefs,
    messages: messageFiles(bundle, chunksRun, loadedByEntry),
  };
}

export function staticClosure(bundle: Rollup.OutputBundle, start: Rollup.OutputChunk): Set<string> {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type === 'chunk') for (const imported of chunk.imports) visit(imported);
  };
  visit(start.fileName);
  return seen;
}

/**
 * Writes `first-paint.json` beside index.html (ADR 083): the server reads it to name, in the HTML
 * of a page, every chunk that page's route needs, so the browser fetches them beside the entry
 * instead of one round trip after another.
 */
export function firstPaintManifest(options: {
  buildHash: string;
  routeModulesFile: string;
  /** The app the start-up module imports once the first screen is painted (ADR 094). */
  appModuleFile: string;
}): Plugin {
  return {
    name: 'orbit-first-paint-manifest',
    apply: 'build',
    // The browser's build only: the prerender build (ADR 083) has no index.html to serve.
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_output, bundle) {
      const chunks = Object.values(bundle).filter(
        (item): item is Rollup.OutputChunk => item.type === 'chunk',
      );
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error('first-paint manifest: the build has no entry chunk.');
      // The start-up module loads the app itself (ADR 094), with what it imports: a page names
      // only what it needs beyond both.
      const app = chunks.find((chunk) => chunk.facadeModuleId === options.appModuleFile);
      if (!app) throw new Error(`first-paint manifest: no chunk for ${options.appModuleFile}.`);
      const loadedByEntry = new Set([
        ...staticClosure(bundle, entry),
        ...staticClosure(bundle, app),
      ]);

      const source = fs.readFileSync(options.routeModulesFile, 'utf8');
      const pages: FirstPaintManifest['pages'] = {};
      for (const [key, file] of pageModuleFiles(source, options.routeModulesFile)) {
        // A page another page also imports may share a chunk rather than front one of its own.
        const chunk =
          chunks.find((candidate) => candidate.facadeModuleId === file) ??
          chunks.find((candidate) => candidate.moduleIds.includes(file));
        if (!chunk) throw new Error(`first-paint manifest: no chunk for page ${key} (${file}).`);
        pages[key] = pageAssets(bundle, chunk, loadedByEntry);
      }

      const manifest: FirstPaintManifest = {
        buildHash: options.buildHash,
        routes: ROUTE_TABLE.map(routeOf),
        pages,
      };
      this.emitFile({
        type: 'asset',
        fileName: MANIFEST_FILE,
        source: `${JSON.stringify(manifest, null, 2)}\n`,
      });
    },
  };
}
