import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { librariesOnReact } from './apps/web/vite.config.ts';

/** Where Preact and the libraries that import `react` sit, to be inlined so the alias reaches them. */
const reactLibraryPaths = ['preact', ...librariesOnReact].map(
  (library) => new RegExp(`/node_modules/${library.replace('/', '\\/')}/`),
);

// One runner, several projects: `npm run test:unit` runs every `unit-*` project,
// `test:server` the API suite (on PGlite, or PostgreSQL when DATABASE_URL is set),
// `test:e2e` the browser suite against a built app.
export default defineConfig({
  test: {
    // Vitest's default (one core less than the machine) is a single worker on a 2-core runner,
    // which leaves a core idle while the main process waits: use both (ADR 016).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit-packages',
          include: ['packages/*/src/**/*.test.ts', 'bench/src/**/*.test.ts'],
          environment: 'node',
          // Pure code: the files of a worker share its modules instead of loading them each (ADR 016).
          isolate: false,
        },
      },
      {
        test: {
          name: 'unit-tools',
          include: ['tools/*/*.test.ts'],
          environment: 'node',
          // Each case cruises a tree; the repository's takes a few seconds on a busy machine.
          testTimeout: 60_000,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'unit-web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}', 'vite-plugins/**/*.test.ts'],
          environment: 'jsdom',
          // One jsdom and one module graph per worker; setup-tests.ts resets what a file leaves (ADR 016).
          isolate: false,
          setupFiles: ['./src/testing/setup-tests.ts'],
          // Inlined, so the libraries' own `react` imports meet the app's alias to Preact (ADR 115).
          server: { deps: { inline: reactLibraryPaths } },
        },
        // The libraries' ES module builds, whose `react` imports the alias reaches (their CommonJS
        // builds would `require` React itself).
        resolve: {
          conditions: ['module', 'browser', 'development|production'],
          mainFields: ['module', 'browser', 'main'],
        },
        ssr: {
          resolve: {
            conditions: ['module', 'browser', 'development|production'],
            externalConditions: ['module'],
          },
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ['apps/server/src/testing/global-setup.ts'],
          // A worker loads the app's modules (and compiles PGlite) once, not once per file; each
          // file still gets its own database. Per-file clean-up lives in the setup file (ADR 016).
          isolate: false,
          setupFiles: ['apps/server/src/testing/setup-test-file.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/specs/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two spec files at a time (maxWorkers): each walks its own demo accounts, and the
          // shared server's per-address budgets are raised for the suite (ADR 016).
          fileParallelism: true,
          // Spec files keep their state (browser, server) in their own module; support modules
          // are stateless, so the files share one worker's modules (ADR 016).
          isolate: false,
          globalSetup: ['e2e/support/global-setup.ts'],
        },
      },
    ],
  },
});
