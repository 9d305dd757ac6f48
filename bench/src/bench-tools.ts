import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Lighthouse, chrome-launcher and autocannon live in `bench/tools` (their own package and lock),
 * outside the workspaces CI installs (ARCHITECTURE §3: kept out of the main install).
 * `npm run bench` installs them first; this loads them from there. Only what the bench uses is
 * typed here, so the typecheck does not need them installed.
 */
const toolsDir = resolve(import.meta.dirname, '../tools');

export type LoadResult = {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
};
export type LoadOptions = {
  url: string;
  connections: number;
  duration: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
};
type Autocannon = (options: LoadOptions) => Promise<LoadResult>;

export type LighthouseResult = {
  lhr: {
    categories: Record<string, { score: number | null }>;
    audits: Record<string, { numericValue?: number }>;
    runtimeError?: { message: string };
  };
};
type Lighthouse = (
  url: string,
  flags: Record<string, unknown>,
  config?: unknown,
) => Promise<LighthouseResult | undefined>;
type ChromeLauncher = {
  launch(options: { chromePath: string; chromeFlags: string[] }): Promise<{
    port: number;
    kill(): Promise<void> | void;
  }>;
};

function toolPath(specifier: string): string {
  if (!existsSync(resolve(toolsDir, 'node_modules'))) {
    throw new Error(
      `bench tools are not installed: run \`npm install --prefix ${toolsDir}\` (npm run bench does)`,
    );
  }
  return createRequire(resolve(toolsDir, 'package.json')).resolve(specifier);
}

async function importTool<T>(
  specifier: string,
  pick: (module: Record<string, unknown>) => unknown,
) {
  const module = (await import(pathToFileURL(toolPath(specifier)).href)) as Record<string, unknown>;
  return pick(module) as T;
}

export const loadAutocannon = () =>
  importTool<Autocannon>('autocannon', (module) => module.default ?? module);
export const loadLighthouse = () =>
  importTool<Lighthouse>('lighthouse', (module) => module.default);
export const loadDesktopConfig = () =>
  importTool<unknown>('lighthouse/core/config/desktop-config.js', (module) => module.default);
export const loadChromeLauncher = () =>
  importTool<ChromeLauncher>('chrome-launcher', (module) => module);
