import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { startServerProcess } from '@orbit/server/server-process';
import { measureSdkRoundTrips } from './sdk-round-trips.ts';
import { measureSdkSize } from './sdk-size.ts';
import { measureWebBundle } from './web-bundle.ts';
import { webBundleLines, writeWebResults } from './web-bundle-report.ts';

const resultsDir = resolve(import.meta.dirname, '../results');
const sdkEntry = resolve(import.meta.dirname, '../../packages/sdk/src/index.ts');

/** Goals the figures are read against; a miss is reported, not hidden. */
const GOALS = { coldBootstrapRoundTrips: 2, warmStartRoundTrips: 0, sdkGzipKb: 15 } as const;

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const verdict = (ok: boolean) => (ok ? 'meets goal' : 'MISSES goal');

async function main() {
  const sizes = await measureSdkSize(sdkEntry);
  const server = await startServerProcess();
  let trips: Awaited<ReturnType<typeof measureSdkRoundTrips>>;
  try {
    trips = await measureSdkRoundTrips(server.origin);
  } finally {
    await server.stop();
  }

  const results = {
    measuredAt: new Date().toISOString(),
    node: process.version,
    goals: GOALS,
    sdk: {
      roundTrips: trips,
      sizes: sizes.map((size) => ({ ...size, gzipKb: kb(size.gzipBytes) })),
    },
  };
  // The web budgets (WEB_BUDGETS in web-bundle.ts) fail the bench when missed.
  const web = measureWebBundle();
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(resolve(resultsDir, 'sdk.json'), `${JSON.stringify(results, null, 2)}\n`);
  writeWebResults(web, resultsDir, results.measuredAt);

  const warmTotal = trips.warm.configRequests + trips.warm.bootstrapRequests;
  const lines = [
    `SDK cold start: ${trips.cold.configRequests} round trip for the domain config, then ${trips.cold.bootstrapRequests} to bootstrap (goal ${GOALS.coldBootstrapRoundTrips}: ${verdict(trips.cold.bootstrapRequests <= GOALS.coldBootstrapRoundTrips)})`,
    `  ${trips.cold.paths.join(' → ')}`,
    `SDK warm start: ${warmTotal} round trips (goal ${GOALS.warmStartRoundTrips}: ${verdict(warmTotal <= GOALS.warmStartRoundTrips)})`,
    ...sizes.map(
      (size) =>
        `${size.name}: ${kb(size.minifiedBytes)} KB minified, ${kb(size.gzipBytes)} KB gzip (goal ${GOALS.sdkGzipKb} KB: ${verdict(kb(size.gzipBytes) <= GOALS.sdkGzipKb)})`,
    ),
    ...webBundleLines(web),
    `Written to ${resolve(resultsDir, 'sdk.json')} and web.json`,
  ];
  console.info(lines.join('\n'));
  if (!web.pass) process.exitCode = 1;
}

await main();
