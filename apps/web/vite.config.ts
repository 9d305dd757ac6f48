import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { appPartChunk } from './vite-plugins/app-chunk-groups.ts';
import { appChunksInIndex } from './vite-plugins/app-chunks-in-index.ts';
import { firstPaintManifest, LANGUAGE_CHUNKS } from './vite-plugins/first-paint-manifest.ts';
import { foldedChunkGroups } from './vite-plugins/folded-chunk-groups.ts';
import { precompileMessages } from './vite-plugins/precompile-messages.ts';
import { preloadListsWithoutLoaded } from './vite-plugins/preload-lists.ts';
import { zodWithoutJsonSchema } from './vite-plugins/zod-without-json-schema.ts';

/**
 * The build hash rides on every config request (`?v=<hash>`) so a new release never reads
 * yesterday's cached settings. ORBIT_BUILD_HASH wins (CI can pass the release tag); otherwise the
 * git short sha, otherwise the build time.
 */
function buildHash(): string {
  const fromEnv = process.env.ORBIT_BUILD_HASH?.trim();
  if (fromEnv) return fromEnv;
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return Date.now().toString(36);
  }
}

/** The app the start-up module imports once the first screen is painted (ADR 094). */
const appModuleFile = fileURLToPath(new URL('./src/app/first-paint/run-app.ts', import.meta.url));

const apiTarget = process.env.ORBIT_API_TARGET ?? 'http://localhost:8080';

/**
 * React's API served by Preact (ADR 115): one runtime in the browser, in the server's prerender
 * and in the unit tests. Exact names only, so `react-dom/client` does not become `preact/compat/client`
 * by prefix.
 */
const reactOnPreact = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

/** Libraries that import `react` themselves: bundled (prerender) and inlined (tests) so the alias reaches them. */
export const librariesOnReact = [
  'react-router',
  '@tanstack/react-query',
  'react-hook-form',
  '@testing-library/react',
];

/**
 * React Router's production build (its dev warnings compiled out, ADR 117): the package's exports
 * name only its development build, so a production bundle would carry the warnings' text.
 */
const routerForProduction = {
  find: /^react-router$/,
  replacement: fileURLToPath(
    new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
  ),
};

/** The chunks that keep their name in their file's: the languages' messages and the app (ADR 117). */
const NAMED_CHUNKS = new RegExp(`^(${[...LANGUAGE_CHUNKS, 'run-app'].join('|')})$`);

/** The bundler's small shared chunks folded into fewer (ADR 122). */
const foldedChunks = foldedChunkGroups({
  configFile: fileURLToPath(import.meta.url),
  appModuleFile,
  languageFile: new RegExp(`[\\\\/](${LANGUAGE_CHUNKS.join('|')})\\.ts$`),
});

/** Preload lists without what the importing chunk has already loaded (ADR 124). */
const preloadLists = preloadListsWithoutLoaded({ appModuleFile });

export default defineConfig(({ mode }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: {
    alias: mode === 'production' ? [...reactOnPreact, routerForProduction] : reactOnPreact,
    dedupe: ['preact'],
  },
  plugins: [
    react(),
    foldedChunks.plugin,
    preloadLists.plugin,
    precompileMessages(),
    // first-paint.json: each route's chunks, for the server's modulepreload links (ADR 083).
    firstPaintManifest({
      buildHash: buildHash(),
      routeModulesFile: fileURLToPath(new URL('./src/app/route-modules.ts', import.meta.url)),
      appModuleFile,
    }),
    // The app's chunks named in index.html, for the start-up module to evaluate one per task (ADR 099).
    appChunksInIndex({
      appModuleFile,
    }),
    // Brotli and gzip twins of every text asset, made once at build; the server picks by
    // Accept-Encoding (`preCompressed` in apps/server's web-app module), so no request pays for it.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, logLevel: 'silent' }),
  ],
  define: {
    'import.meta.env.VITE_BUILD_HASH': JSON.stringify(buildHash()),
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // The CSP allows no data: URIs for scripts or styles; keep every asset a file of its own.
    assetsInlineLimit: 0,
    // One style sheet for the whole app (ADR 090): 11 KB gzip, fetched once beside the entry. Split
    // per chunk, a landing blocked its first paint on up to ten sheets, and each later page waited
    // for its own before it showed.
    cssCodeSplit: false,
    sourcemap: false,
    modulePreload: { resolveDependencies: preloadLists.resolveDependencies },
    rollupOptions: {
      // Weight (ADR 082): the browser never generates JSON Schema.
      plugins: [zodWithoutJsonSchema()],
      output: {
        // React's DOM renderer and the message formatter in chunks of their own (ADR 099): the start-up
        // module evaluates each in a task of its own instead of with the app in one.
        codeSplitting: {
          groups: [
            { name: appPartChunk(appModuleFile) },
            { name: foldedChunks.name, includeDependenciesRecursively: false },
          ],
        },
        // A chunk is named by its hash alone (ADR 117): every chunk that loads others carries the
        // names of what they import, 262 of them in the app's, where a page's name cost 2 KB gzip.
        // A language's messages and the app keep theirs: what a visit loads can be read by name.
        chunkFileNames: (chunk) =>
          NAMED_CHUNKS.test(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/[hash].js',
      },
    },
  },
  // The prerender build (ADR 083, `npm run build`'s second step) bundles the workspace packages:
  // they are TypeScript, which the server process need not load at run time.
  ssr: { noExternal: [/^@orbit\//, /^preact/, ...librariesOnReact] },
  server: {
    proxy: {
      '/services': { target: apiTarget, changeOrigin: false },
      '/config': { target: apiTarget, changeOrigin: false },
      '/health': { target: apiTarget, changeOrigin: false },
    },
  },
}));
