import { resolve } from 'node:path';
import { serverBuildAt, startServerProcess } from '@orbit/server/server-process';
import { readRequests } from './api-reads.ts';
import { benchDatabaseUrl, createDatabase } from './bench-postgres.ts';
import { type LoadOptions, loadAutocannon } from './bench-tools.ts';
import { startBenchScript } from './child-process.ts';
import { interleaved, median } from './interleaved.ts';
import { LOAD_LIMITS, SLOW_START } from './load-limits.ts';

/**
 * The static config, the offers and the account reads of two server builds, each on its own PostgreSQL database of the
 * same cluster, beside the one-SELECT route, one 5 s run of each in turn per round (before,
 * after, …) so both meet the same machine load; medians and ratios printed side by side. For an
 * ADR's before/after table on a shared machine, where only figures measured in one run compare:
 * `bash scripts/with-throwaway-postgres.sh npx tsx bench/src/api-before-after.ts
 * <before build's dist folder> <after build's dist folder> [rounds]` (each a built server, ADR
 * 087, run as it is). The before build is another commit's `apps/server/dist` copied into a
 * folder that mirrors `apps/server` beside it (`apps/server-before/dist`): a built server finds
 * its migrations and the web build by paths from its own folder (`../src/db/migrations`, …), so
 * that folder needs a `src/db/migrations` link to `apps/server/src/db/migrations` and a
 * `node_modules` link to `apps/server/node_modules` (the root `node_modules` is then found as
 * from `apps/server`, the other of the two it resolves packages from).
 */
const [beforeDist, afterDist, roundsArg] = process.argv.slice(2);
if (!beforeDist || !afterDist) {
  throw new Error('usage: api-before-after.ts <before dist folder> <after dist folder> [rounds]');
}
const rounds = Number(roundsArg ?? 5);
const CONNECTIONS = 50;
const SECONDS = 5;

/** A built server as it is (not rebuilt), on its own database, in production mode. */
function startBuilt(distDir: string, databaseUrl: string) {
  return startServerProcess(
    { DATABASE_URL: databaseUrl, TRUST_PROXY: 'true', ...LOAD_LIMITS },
    { ...SLOW_START, build: serverBuildAt(resolve(distDir)), asBuilt: true },
  );
}

const adminUrl = benchDatabaseUrl();
const beforeUrl = await createDatabase(adminUrl, 'orbit_before');
const afterUrl = await createDatabase(adminUrl, 'orbit_after');
const before = await startBuilt(beforeDist, beforeUrl);
const after = await startBuilt(afterDist, afterUrl);
const baselines = await startBenchScript('baseline-servers.ts', {
  STATIC_BODY_BASE64: Buffer.from('{}').toString('base64'),
  STATIC_CONTENT_TYPE: 'application/json',
  DATABASE_URL: afterUrl,
});
try {
  const autocannon = await loadAutocannon();
  const ports = JSON.parse(baselines.firstLine) as { select: number };
  const [beforeReads, afterReads] = [
    await readRequests(before.origin),
    await readRequests(after.origin),
  ];
  const targets = {
    'one-SELECT route': {
      url: `http://127.0.0.1:${ports.select}/`,
      connections: CONNECTIONS,
      duration: SECONDS,
    },
    'static config, before': beforeReads['static config'],
    'static config, after': afterReads['static config'],
    'offers read, before': beforeReads['offers read'],
    'offers read, after': afterReads['offers read'],
    'account read, before': beforeReads['account read'],
    'account read, after': afterReads['account read'],
  } satisfies Record<string, LoadOptions>;
  const names = Object.keys(targets) as (keyof typeof targets)[];
  for (const name of names) await autocannon({ ...targets[name], duration: 1 });
  const runs = await interleaved(names, rounds, async (name) => {
    const result = await autocannon(targets[name]);
    const failed = result.non2xx + result.errors + result.timeouts;
    if (failed > 0) throw new Error(`${name}: ${failed} of ${result.requests.total} failed`);
    return result;
  });
  const select = median(runs['one-SELECT route'].map((run) => run.requests.average));
  for (const name of names) {
    const rate = median(runs[name].map((run) => run.requests.average));
    const p99 = median(runs[name].map((run) => run.latency.p99));
    console.info(
      `${name}: ${Math.round(rate)} req/s, ${(rate / select).toFixed(2)}× one-SELECT, p99 ${p99} ms`,
    );
  }
  console.info(
    `runs: ${JSON.stringify(Object.fromEntries(names.map((name) => [name, runs[name].map((run) => Math.round(run.requests.average))])))}`,
  );
} finally {
  await baselines.stop();
  await before.stop();
  await after.stop();
}
