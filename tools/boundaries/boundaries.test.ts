import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cruiseBoundaries } from './cruise-boundaries.mjs';

const FIXTURES = fileURLToPath(new URL('fixtures/', import.meta.url));

/** Each fixture tree breaks one rule; `allowed` holds every import shape the rules accept. */
const BROKEN: Record<string, string[]> = {
  'import-cycle': ['no-import-cycle'],
  'server-module-internals': ['server-module-internals'],
  'platform-imports-module': ['platform-imports-module'],
  'web-feature-internals': ['web-feature-internals'],
  'web-feature-pair-not-recorded': ['web-feature-pair-not-recorded'],
  'web-shared-imports-feature-or-app': ['web-shared-imports-feature-or-app'],
  'domain-imports-workspace': ['domain-imports-workspace'],
  'sdk-imports-app': ['sdk-imports-app'],
};

async function violationsIn(fixture: string) {
  const baseDir = `${FIXTURES}${fixture}`;
  const result = await cruiseBoundaries({ baseDir, trees: readdirSync(baseDir) });
  return result.summary.violations.map((violation) => ({
    rule: violation.rule.name,
    from: violation.from,
    to: violation.to,
  }));
}

describe('import boundaries', () => {
  it.each(Object.entries(BROKEN))('reports %s', async (fixture, rules) => {
    const violations = await violationsIn(fixture);
    expect(violations.length).toBeGreaterThan(0);
    expect([...new Set(violations.map((violation) => violation.rule))]).toEqual(rules);
  });

  it('names each import past a server module’s index, from a module, app.ts, a test, or to a kit', async () => {
    expect(await violationsIn('server-module-internals')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ from: 'apps/server/src/app.ts' }),
        expect.objectContaining({ from: 'apps/server/src/modules/billing/pay-balance.ts' }),
        expect.objectContaining({ from: 'apps/server/src/modules/billing/pay-balance.test.ts' }),
        expect.objectContaining({
          from: 'apps/server/src/modules/billing/demo-radios.ts',
          to: 'apps/server/src/modules/identification/radio.testing.ts',
        }),
      ]),
    );
  });

  it('accepts indexes, own internals, test kits in tests, recorded feature pairs and the layers', async () => {
    expect(await violationsIn('allowed')).toEqual([]);
  });

  it('finds none in the repository, with every import of ours resolved', async () => {
    const result = await cruiseBoundaries();
    expect(result.summary.violations).toEqual([]);
    const unresolved = result.modules.flatMap((module) =>
      module.dependencies
        .filter((dependency) => dependency.couldNotResolve)
        .map((dependency) => `${module.source} → ${dependency.module}`),
    );
    expect(unresolved).toEqual([]);
    const domainUsers = result.modules.filter((module) =>
      module.dependencies.some(
        (dependency) => dependency.resolved === 'packages/domain/src/index.ts',
      ),
    );
    expect(domainUsers.map((module) => module.source)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^apps\/server\//),
        expect.stringMatching(/^apps\/web\//),
      ]),
    );
  });
});
