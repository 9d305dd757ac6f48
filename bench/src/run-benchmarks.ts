import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { startServerProcess } from '@orbit/server/server-process';
import { measureSdkRoundTrips } from './sdk-round-trips.ts';
import { measureSdkSize } from './sdk-size.ts';
import { measureWebBundle, type RouteWeight } from './web-bundle.ts';

const resultsDir = resolve(import.meta.dirname, '../results');
const sdkEntry = resolve(import.meta.dirname, '../../packages/sdk/src/index.ts');

/** Goals the figures are read against; a miss is reported, not hidden. */
const GOALS = { coldBootstrapRoundTrips: 2, warmStartRoundTrips: 0, sdkGzipKb: 15 } as const;
/** The web app's budgets (ARCHITECTURE §7): what a browser fetches before the first page, and per page. */
const WEB_BUDGETS = { entryRouteGzipKb: 120, lazyRouteGzipKb: 40 } as const;

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const verdict = (ok: boolean) => (ok ? 'meets goal' : 'MISSES goal');

function webLazyLines(routes: RouteWeight[]): string[] {
  const over = routes.filter((route) => kb(route.gzipBytes) > WEB_BUDGETS.lazyRouteGzipKb);
  const heaviest = routes[0];
  return [
    `Web lazy routes: ${routes.length}, heaviest ${heaviest ? `${heaviest.name} ${kb(heaviest.gzipBytes)} KB` : 'none'} gzip (budget ${WEB_BUDGETS.lazyRouteGzipKb} KB each: ${verdict(over.length === 0)})`,
    ...over.map((route) => `  over budget: ${route.name} ${kb(route.gzipBytes)} KB`),
  ];
}

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
  const web = measureWebBundle();
  const webResults = {
    measuredAt: results.measuredAt,
    budgets: WEB_BUDGETS,
    entryRoute: { gzipKb: kb(web.entry.gzipBytes), files: web.entry.files },
    lazyRoutes: web.lazyRoutes.map((route) => ({ page: route.name, gzipKb: kb(route.gzipBytes) })),
  };
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(resolve(resultsDir, 'sdk.json'), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(resolve(resultsDir, 'web.json'), `${JSON.stringify(webResults, null, 2)}\n`);

  const warmTotal = trips.warm.configRequests + trips.warm.bootstrapRequests;
  const lines = [
    `SDK cold start: ${trips.cold.configRequests} round trip for the domain config, then ${trips.cold.bootstrapRequests} to bootstrap (goal ${GOALS.coldBootstrapRoundTrips}: ${verdict(trips.cold.bootstrapRequests <= GOALS.coldBootstrapRoundTrips)})`,
    `  ${trips.cold.paths.join(' → ')}`,
    `SDK warm start: ${warmTotal} round trips (goal ${GOALS.warmStartRoundTrips}: ${verdict(warmTotal <= GOALS.warmStartRoundTrips)})`,
    ...sizes.map(
      (size) =>
        `${size.name}: ${kb(size.minifiedBytes)} KB minified, ${kb(size.gzipBytes)} KB gzip (goal ${GOALS.sdkGzipKb} KB: ${verdict(kb(size.gzipBytes) <= GOALS.sdkGzipKb)})`,
    ),
    `Web entry route: ${kb(web.entry.gzipBytes)} KB gzip (budget ${WEB_BUDGETS.entryRouteGzipKb} KB: ${verdict(kb(web.entry.gzipBytes) <= WEB_BUDGETS.entryRouteGzipKb)})`,
    ...webLazyLines(web.lazyRoutes),
    `Written to ${resolve(resultsDir, 'sdk.json')} and web.json`,
  ];
  console.info(lines.join('\n'));
}

await main();
