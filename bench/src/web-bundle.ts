import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One chunk of the Vite manifest, as the build writes it. */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteWeight {
  /** The page module the route loads (its source path), or `entry`. */
  name: string;
  /** Gzip bytes of the JS a browser must fetch for it, beyond what the entry route already has. */
  gzipBytes: number;
  files: string[];
}

export interface WebBundleWeights {
  entry: RouteWeight;
  /** Every lazily loaded page module, heaviest first. */
  lazyRoutes: RouteWeight[];
}

const webRoot = resolve(import.meta.dirname, '../../apps/web');

/**
 * Builds the web app as it ships and weighs what each route costs a browser. The entry route is
 * the entry chunk and every chunk it imports statically (all of it is fetched before the first
 * page renders). A lazy route is a page module's chunk and its static imports, less what the
 * entry route already brought.
 */
export function measureWebBundle(): WebBundleWeights {
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
    return weigh(manifest, (file) => gzipSync(readFileSync(join(outDir, file))).byteLength);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** The weights of a built manifest; `gzipOf` gives a chunk file's gzip size. */
export function weigh(manifest: Manifest, gzipOf: (file: string) => number): WebBundleWeights {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The web build has no entry chunk.');
  const entryKeys = staticClosure(manifest, entryKey, new Set());
  const weightOf = (name: string, keys: Set<string>): RouteWeight => {
    const files = [...keys].map((key) => chunk(manifest, key).file);
    return { name, files, gzipBytes: files.reduce((sum, file) => sum + gzipOf(file), 0) };
  };
  const lazyRoutes = Object.entries(manifest)
    .filter(([, value]) => value.isDynamicEntry)
    .map(([key, value]) => {
      const own = staticClosure(manifest, key, new Set());
      for (const shared of entryKeys) own.delete(shared);
      return weightOf(value.src ?? key, own);
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { entry: weightOf('entry', entryKeys), lazyRoutes };
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
