import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One chunk of the Vite manifest, as the build writes it. */
interface ManifestChunk {
  file: string;
  src?: string;
  /** A shared chunk's name (the bundler's, or the fold plan's). */
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteWeight {
  /** The page module the route loads (its source path), or `entry`. */
  name: string;
  /**
   * Gzip bytes of the JS a browser must fetch for it, beyond what the entry route already has:
   * its chunks and the messages they load, in the language whose messages weigh most.
   */
  gzipBytes: number;
  /** That language (the messages load one language at a time, ADR 082). */
  language?: string;
  files: string[];
}

export interface WebBundleWeights {
  entry: RouteWeight;
  /**
   * Every lazily loaded module, heaviest first: the pages, and the parts a page loads on demand
   * (charged beyond what every page that loads them has brought).
   */
  lazyRoutes: RouteWeight[];
}

/** The web app's budgets (ARCHITECTURE §7, issue 20): before the first page, and per page. */
/**
 * The app itself, which the entry (the start-up module) imports once the first screen is painted
 * (ADR 094): part of the entry route, not a lazy page.
 */
export const APP_MODULE = 'src/app/first-paint/run-app.ts';

export const WEB_BUDGETS = { entryRouteGzipKb: 100, lazyRouteGzipKb: 40 } as const;
export type WebBudgets = { entryRouteGzipKb: number; lazyRouteGzipKb: number };

/** The weights read against the budgets: `pass` only when the entry and every page are within. */
export interface WebBundleResult extends WebBundleWeights {
  budgets: WebBudgets;
  pass: boolean;
  entryWithinBudget: boolean;
  /** The lazy routes over their budget, heaviest first. */
  lazyOverBudget: RouteWeight[];
}

/** A language's file (`…/messages/fr-CA.ts`, the shell's `shell-catalog/fr-CA.ts`): loaded in one language only. */
const LANGUAGE_FILE = /[\\/](en-US|en-CA|fr-CA)\.ts$/;

export const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** Reads the weights against the budgets (in KB, rounded to a tenth as reported). */
export function judge(
  weights: WebBundleWeights,
  budgets: WebBudgets = WEB_BUDGETS,
): WebBundleResult {
  const entryWithinBudget = kb(weights.entry.gzipBytes) <= budgets.entryRouteGzipKb;
  const lazyOverBudget = weights.lazyRoutes.filter(
    (route) => kb(route.gzipBytes) > budgets.lazyRouteGzipKb,
  );
  return {
    ...weights,
    budgets,
    pass: entryWithinBudget && lazyOverBudget.length === 0,
    entryWithinBudget,
    lazyOverBudget,
  };
}

const webRoot = resolve(import.meta.dirname, '../../apps/web');

/**
 * Builds the web app as it ships and weighs what each route costs a browser. The entry route is
 * the entry chunk, the app it imports once the first screen is painted (`APP_MODULE`, ADR 094) and
 * every chunk they import statically (all of it runs before the first page answers a tap). A lazy route is a page module's chunk and its static imports, less what the
 * entry route already brought.
 */
export function measureWebBundle(budgets: WebBudgets = WEB_BUDGETS): WebBundleResult {
  const outDir = mkdtempSync(join(tmpdir(), 'orbit-web-bench-'));
  try {
    execFileSync(
      'npx',
      ['vite', 'build', '--manifest', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
      { cwd: webRoot, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    const manifest = JSON.parse(
      readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'),
    ) as Manifest;
    const weights = weigh(
      manifest,
      (file) => gzipSync(readFileSync(join(outDir, file))).byteLength,
    );
    return judge(weights, budgets);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/**
 * The weights of a built manifest; `gzipOf` gives a chunk file's gzip size. A route's message
 * files are dynamic imports (one language at a time), so they are not routes of their own: each
 * route is charged its chunks plus the messages they load in one language, the heaviest language.
 */
export function weigh(manifest: Manifest, gzipOf: (file: string) => number): WebBundleWeights {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The web build has no entry chunk.');
  const languages = [
    ...new Set(
      Object.entries(manifest).flatMap(([key, value]) => {
        const language = LANGUAGE_FILE.exec(value.src ?? key)?.[1];
        return language ? [language] : [];
      }),
    ),
  ];
  // What a route needs in a language: its chunks, and the message files they load in it.
  const withMessages = (key: string, language: string | undefined): Set<string> => {
    const keys = staticClosure(manifest, key, new Set());
    if (!language) return keys;
    for (const chunkKey of [...keys]) {
      for (const loaded of chunk(manifest, chunkKey).dynamicImports ?? []) {
        const src = chunk(manifest, loaded).src ?? loaded;
        if (LANGUAGE_FILE.exec(src)?.[1] === language) staticClosure(manifest, loaded, keys);
      }
    }
    return keys;
  };
  // The entry route: the start-up module and the app it loads (ADR 094), with their messages.
  const entryRoute = (language: string | undefined): Set<string> => {
    const keys = withMessages(entryKey, language);
    if (manifest[APP_MODULE]) for (const key of withMessages(APP_MODULE, language)) keys.add(key);
    return keys;
  };
  const sizeOf = (keys: Set<string>) =>
    [...keys].reduce((sum, key) => sum + gzipOf(chunk(manifest, key).file), 0);
  const heaviest = (name: string, keysIn: (language: string | undefined) => Set<string>) => {
    const candidates = (languages.length > 0 ? languages : [undefined]).map((language) => {
      const keys = keysIn(language);
      return { name, language, gzipBytes: sizeOf(keys), keys };
    });
    const top = candidates.reduce((a, b) => (b.gzipBytes > a.gzipBytes ? b : a));
    const files = [...top.keys].map((key) => chunk(manifest, key).file);
    return {
      name,
      gzipBytes: top.gzipBytes,
      ...(top.language ? { language: top.language } : {}),
      files,
    } satisfies RouteWeight;
  };

  const entryChunks = entryRoute(undefined);
  // A chunk some code imports on demand: a page, or a part of one (a flow's later step). A part
  // may be a chunk of its own or a shared one the bundler put it in (then it is no dynamic entry).
  const loadedOnDemand = new Set(
    Object.values(manifest).flatMap((value) => value.dynamicImports ?? []),
  );
  const isLazy = (key: string, value: ManifestChunk) =>
    (value.isDynamicEntry || loadedOnDemand.has(key)) &&
    key !== APP_MODULE &&
    key !== entryKey &&
    !LANGUAGE_FILE.test(value.src ?? key) &&
    !entryChunks.has(key);
  const lazyKeys = Object.entries(manifest)
    .filter(([key, value]) => isLazy(key, value))
    .map(([key]) => key);
  // The lazy chunks whose code (or the code they import) asks for `key`.
  const loadersOf = (key: string, language: string | undefined) => {
    const importers = Object.keys(manifest).filter((importer) =>
      chunk(manifest, importer).dynamicImports?.includes(key),
    );
    if (importers.some((importer) => entryChunks.has(importer))) return undefined;
    const loaders = lazyKeys
      .filter((lazy) => lazy !== key)
      .map((lazy) => withMessages(lazy, language))
      .filter((keys) => importers.some((importer) => keys.has(importer)));
    return loaders.length > 0 ? loaders : undefined;
  };
  const lazyRoutes = lazyKeys
    .map((key) => {
      const value = chunk(manifest, key);
      return heaviest(value.src ?? value.name ?? key, (language) => {
        const own = withMessages(key, language);
        for (const shared of entryRoute(language)) own.delete(shared);
        // A part a page loads on demand (a flow's later step, ADR 096) arrives after a page that
        // imports it: it costs what none of the pages loading it has already brought.
        const brought = loadersOf(key, language);
        if (brought) {
          for (const shared of [...own]) {
            if (brought.every((keys) => keys.has(shared))) own.delete(shared);
          }
        }
        return own;
      });
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { entry: heaviest('entry', entryRoute), lazyRoutes };
}

function staticClosure(manifest: Manifest, key: string, into: Set<string>): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of chunk(manifest, key).imports ?? [])
    staticClosure(manifest, imported, into);
  return into;
}

function chunk(manifest: Manifest, key: string): ManifestChunk {
  const found = manifest[key];
  if (!found) throw new Error(`The web build's manifest has no chunk ${key}.`);
  return found;
}
