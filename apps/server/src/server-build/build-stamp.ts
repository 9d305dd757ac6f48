import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverRoot = fileURLToPath(new URL('../../', import.meta.url));
const repoRoot = path.resolve(serverRoot, '../..');

/** A folder a server build is written to, and the files in it that matter. */
export type ServerBuildTarget = {
  distDir: string;
  /** What `node --enable-source-maps` starts. */
  entry: string;
  /** Which sources, by content, the build in `distDir` was made from. */
  stampFile: string;
};

export function serverBuildAt(distDir: string): ServerBuildTarget {
  return {
    distDir,
    entry: path.join(distDir, 'main.js'),
    stampFile: path.join(distDir, 'build-stamp.json'),
  };
}

/** The server's build (ADR 087): what `npm start`, the browser suite and the bench run. */
export const SERVER_BUILD: ServerBuildTarget = serverBuildAt(path.join(serverRoot, 'dist'));

export const SERVER_SOURCES = {
  repoRoot,
  entrySource: path.join(serverRoot, 'src/main.ts'),
  /** How the build is made: a change to it makes every build stale. Relative to the repository. */
  definitionSource: 'apps/server/src/server-build/bundle.ts',
} as const;

/** The Node flags the built server runs with: stack traces name the TypeScript sources. */
export const BUILT_SERVER_NODE_FLAGS = ['--enable-source-maps'] as const;

export type ServerBuildStamp = {
  builtAt: string;
  esbuild: string;
  /** Every source of ours in the bundle, relative to the repository, and its SHA-256. */
  sources: Record<string, string>;
};

export function sourceDigest(file: string): string {
  return createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}

/**
 * Why the build in `target` must not be started, or `undefined` when it was made from exactly
 * the sources in the tree. Contents are compared, not modification times: a checkout, a copy or
 * an editor's save moves times either way, and a stale build must never be tested. A source
 * added to the tree matters only once a bundled source imports it, and that one's digest changes.
 */
export function staleReasonOfServerBuild(
  target: ServerBuildTarget = SERVER_BUILD,
): string | undefined {
  let stamp: ServerBuildStamp;
  try {
    stamp = JSON.parse(fs.readFileSync(target.stampFile, 'utf8')) as ServerBuildStamp;
  } catch {
    return 'the server has not been built';
  }
  if (!fs.existsSync(target.entry)) return 'the built server is missing';
  for (const [source, digest] of Object.entries(stamp.sources)) {
    let now: string;
    try {
      now = sourceDigest(path.join(repoRoot, source));
    } catch {
      return `${source} was removed since the build`;
    }
    if (now !== digest) return `${source} changed since the build`;
  }
  return undefined;
}
