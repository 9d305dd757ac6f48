import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServerProcess } from '../testing/server-process.ts';
import { openTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import {
  buildServer,
  ensureServerBuilt,
  SERVER_BUILD,
  type ServerBuildTarget,
  serverBuildAt,
  staleReasonOfServerBuild,
} from './index.ts';

/** Inside the server's folder (git-ignored), so the bundle finds the packages in node_modules. */
const scratch = path.join(path.dirname(SERVER_BUILD.distDir), '.tmp');

/**
 * Where the built server finds the data of this run: on PostgreSQL a clone of the suite's
 * template; on PGlite a folder holding the template (the server would otherwise spend a minute
 * migrating and seeding a new one).
 */
async function databaseOfThisRun(
  folder: string,
): Promise<{ env: Record<string, string>; dispose(): Promise<void> }> {
  const plan = inject('testDatabasePlan');
  if (plan.kind === 'postgres') {
    let url = '';
    const clone: TestDatabase = await openTestDatabase({
      connectVia: (cloneUrl) => {
        url = cloneUrl;
        return cloneUrl;
      },
    });
    return { env: { DATABASE_URL: url }, dispose: () => clone.dispose() };
  }
  const template = new Blob([fs.readFileSync(plan.templateTarball)]);
  const written = new PGlite(path.join(folder, 'pglite'), { loadDataDir: template });
  await written.close();
  return { env: { DATA_DIR: folder }, dispose: async () => {} };
}

describe('the server built ahead of time (ADR 087)', () => {
  let workDir: string;
  let build: ServerBuildTarget;

  beforeAll(async () => {
    fs.mkdirSync(scratch, { recursive: true });
    workDir = fs.mkdtempSync(path.join(scratch, 'server-build-'));
    build = serverBuildAt(path.join(workDir, 'dist'));
    await buildServer(build);
  }, 120_000);

  afterAll(() => {
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  it('starts from a clean build and answers its readiness probe, with source maps to our files', async () => {
    expect(staleReasonOfServerBuild(build)).toBeUndefined();
    const map = JSON.parse(fs.readFileSync(`${build.entry}.map`, 'utf8')) as { sources: string[] };
    const mapped = map.sources.map((source) => path.resolve(build.distDir, source));
    expect(mapped).toContain(path.join(path.dirname(SERVER_BUILD.distDir), 'src/main.ts'));

    const dataDir = path.join(workDir, 'data');
    fs.mkdirSync(dataDir);
    const database = await databaseOfThisRun(dataDir);
    try {
      const server = await startServerProcess(database.env, { build });
      try {
        const ready = await fetch(`${server.origin}/health/ready`);
        expect(ready.status).toBe(200);
        const kind = database.env.DATABASE_URL ? 'postgres' : 'pglite';
        expect(await ready.json()).toEqual({ status: 'ok', database: kind });
        // The migrations, the variant configs and the web app are found from the bundle.
        const config = await fetch(`${server.origin}/config/common.json`);
        expect(config.status).toBe(200);
      } finally {
        await server.stop();
      }
    } finally {
      await database.dispose();
    }
  }, 180_000);

  it('is never started stale: a build whose sources changed is rebuilt first', async () => {
    const stamp = JSON.parse(fs.readFileSync(build.stampFile, 'utf8')) as {
      sources: Record<string, string>;
    };
    const [source] = Object.keys(stamp.sources);
    if (!source) throw new Error('the stamp lists no source');
    // As if the source had been edited after the build.
    stamp.sources[source] = 'a digest of other contents';
    fs.writeFileSync(build.stampFile, JSON.stringify(stamp));
    fs.writeFileSync(build.entry, 'throw new Error("a stale build was started");\n');

    expect(staleReasonOfServerBuild(build)).toBe(`${source} changed since the build`);
    expect(await ensureServerBuilt(build)).toBe(`${source} changed since the build`);
    expect(staleReasonOfServerBuild(build)).toBeUndefined();
    expect(fs.readFileSync(build.entry, 'utf8')).not.toContain('a stale build was started');
  }, 120_000);
});
