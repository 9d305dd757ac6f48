import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { BuildOptions, Plugin } from 'esbuild';
import {
  SERVER_BUILD,
  SERVER_SOURCES,
  type ServerBuildStamp,
  type ServerBuildTarget,
  sourceDigest,
} from './build-stamp.ts';

/**
 * The server bundled ahead of time (ADR 087): `src/main.ts` and everything of ours it imports
 * (the workspace packages too) become `dist/main.js` plus one chunk per lazily imported module, so
 * a start loads a few JavaScript files instead of compiling hundreds of TypeScript ones through
 * tsx. Packages from node_modules stay imports, loaded by Node as they are.
 */

/** Bare specifiers of our own workspace packages: bundled, since they ship TypeScript sources. */
const OUR_PACKAGES = /^@orbit\//;

/**
 * Every other bare specifier (`fastify`, `zod`, `node:fs`…) is left to Node at run time: the
 * bundle holds our code only, and a package keeps the files it reads beside itself.
 */
const packagesStayExternal: Plugin = {
  name: 'packages-stay-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      OUR_PACKAGES.test(args.path) || path.isAbsolute(args.path)
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

/**
 * A source reads files beside it through `import.meta.url` (the migrations, the web app's build,
 * the variant configs, a package's data through `createRequire`). In one bundle every module would
 * share the bundle's URL, so each file's `import.meta.url` is rewritten to its own source file's
 * URL, found from the bundle's: the built server reads the very files the sources read, from any
 * working directory. `import.meta.dirname`/`filename` are refused rather than silently wrong.
 */
function importMetaUrlOfEachSource(outDir: string): Plugin {
  return {
    name: 'import-meta-url-of-each-source',
    setup(build) {
      build.onLoad({ filter: /\.ts$/ }, async (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const source = await fs.promises.readFile(args.path, 'utf8');
        if (!source.includes('import.meta')) return { contents: source, loader: 'ts' };
        if (/import\.meta\.(?:dirname|filename)\b/.test(source)) {
          return {
            errors: [
              {
                text: 'import.meta.dirname/filename would name the bundle, not this file: use fileURLToPath(new URL(…, import.meta.url))',
              },
            ],
          };
        }
        const fromBundle = path.relative(outDir, args.path).split(path.sep).join('/');
        const ownUrl = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
        return { contents: source.replaceAll('import.meta.url', ownUrl), loader: 'ts' };
      });
    },
  };
}

/** esbuild's options for a server bundle of `entryPoints` into `outDir` (the start timeline uses them too). */
export function serverBundleOptions(entryPoints: Record<string, string>, outDir: string) {
  return {
    absWorkingDir: SERVER_SOURCES.repoRoot,
    entryPoints,
    outdir: outDir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    // Stack traces name our sources (node --enable-source-maps); the sources are in the tree.
    sourcemap: 'linked',
    sourcesContent: false,
    // Fastify's and pino's names in logs and errors stay readable.
    keepNames: true,
    metafile: true,
    write: false,
    logLevel: 'warning',
    plugins: [packagesStayExternal, importMetaUrlOfEachSource(outDir)],
  } satisfies BuildOptions;
}

export type BuiltServer = { outputs: string[]; inputs: number; milliseconds: number };

/**
 * Bundles the server into `apps/server/dist/` (or another folder: a test's clean build) and writes
 * the stamp that says from which sources.
 * Each file is written beside its final name and renamed into place, and the stamp goes last: a
 * server started while a build runs loads either the old build or the new one, and the stamp of a
 * half-written build never says it is fresh.
 */
export async function buildServer(target: ServerBuildTarget = SERVER_BUILD): Promise<BuiltServer> {
  const startedAt = performance.now();
  const { build, version } = await import('esbuild');
  const { distDir } = target;
  const { repoRoot } = SERVER_SOURCES;
  const result = await build(serverBundleOptions({ main: SERVER_SOURCES.entrySource }, distDir));

  const inputs = Object.keys(result.metafile.inputs)
    .filter((input) => !input.startsWith('node_modules/'))
    .sort();
  const stamp: ServerBuildStamp = {
    builtAt: new Date().toISOString(),
    esbuild: version,
    sources: Object.fromEntries(
      [...inputs, SERVER_SOURCES.definitionSource].map((input) => [
        input,
        sourceDigest(path.join(repoRoot, input)),
      ]),
    ),
  };

  fs.mkdirSync(distDir, { recursive: true });
  // A stamp that no longer matches is removed first: a build that dies half-way is never fresh.
  fs.rmSync(target.stampFile, { force: true });
  const written = new Set<string>();
  const writeInPlace = (file: string, contents: string | Uint8Array) => {
    const beside = `${file}.${process.pid}.${createHash('sha1').update(file).digest('hex').slice(0, 6)}`;
    fs.writeFileSync(beside, contents);
    fs.renameSync(beside, file);
    written.add(path.basename(file));
  };
  for (const output of result.outputFiles) writeInPlace(output.path, output.contents);
  for (const leftover of fs.readdirSync(distDir)) {
    if (/\.js(?:\.map)?$/.test(leftover) && !written.has(leftover)) {
      fs.rmSync(path.join(distDir, leftover), { force: true });
    }
  }
  writeInPlace(target.stampFile, `${JSON.stringify(stamp, null, 2)}\n`);
  return {
    outputs: result.outputFiles.map((output) => path.relative(repoRoot, output.path)),
    inputs: inputs.length,
    milliseconds: performance.now() - startedAt,
  };
}
