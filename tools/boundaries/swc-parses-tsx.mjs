import { createRequire } from 'node:module';

/** @typedef {(path: string, options: Record<string, unknown>) => unknown} ParseFileSync */

/**
 * dependency-cruiser 17 parses TypeScript with @swc/core (its own TypeScript parser wants the
 * `typescript` 2–6 API, which TypeScript 7 no longer ships) but never turns on JSX, so every
 * `.tsx` file stops the cruise. This turns it on for `.tsx` files, as dependency-cruiser 18.3 does
 * itself (18 needs Node 22). dependency-cruiser and this module load the same CommonJS instance
 * of @swc/core, so the change is seen by its parser. Imported for its effect, before cruising.
 *
 * @type {{ parseFileSync: ParseFileSync }}
 */
const swc = createRequire(import.meta.url)('@swc/core');
const parseFileSync = swc.parseFileSync;
swc.parseFileSync = (path, options) =>
  parseFileSync(path, path.endsWith('.tsx') ? { ...options, tsx: true } : options);
