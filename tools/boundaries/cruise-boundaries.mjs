import './swc-parses-tsx.mjs';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';
import { BOUNDARY_RULES } from './rules.mjs';

/** @import { ICruiseResult } from 'dependency-cruiser' */

const REPOSITORY = fileURLToPath(new URL('../..', import.meta.url));

/** The trees of the repository whose imports are checked. */
export const CHECKED_TREES = ['packages', 'apps', 'e2e', 'bench', 'tools'];

/**
 * Cruises `trees` (folders under `baseDir`, the repository by default) with the boundary rules:
 * every import resolved as the workspaces resolve it, type-only imports included.
 *
 * @param {{ baseDir?: string; trees?: readonly string[] }} [options]
 * @returns {Promise<ICruiseResult>}
 */
export async function cruiseBoundaries(options = {}) {
  const reported = await cruise([...(options.trees ?? CHECKED_TREES)], {
    baseDir: options.baseDir ?? REPOSITORY,
    validate: true,
    ruleSet: { forbidden: BOUNDARY_RULES },
    parser: 'swc',
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    // The fixtures of the boundary test break the rules on purpose; built and generated files
    // are not ours to check.
    exclude: {
      path: [
        'node_modules',
        '^tools/boundaries/fixtures/',
        '/dist/',
        '/\\.data/',
        '^e2e/artifacts/',
      ],
    },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  });
  if (typeof reported.output === 'string') throw new Error('expected a cruise result');
  return reported.output;
}
