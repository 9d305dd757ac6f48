import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { resolve } from 'node:path';
import { startServerProcess } from '@orbit/server/server-process';
import { measureApiReads } from './api-reads.ts';
import { type BenchPart, BenchUsageError, partsToRun } from './bench-parts.ts';
import { benchDatabaseUrl, createDatabase } from './bench-postgres.ts';
import { exitCodeOf, type Figure, lineOf } from './budgets.ts';
import { measureCheckout } from './checkout-journey.ts';
import { measureColdStart } from './cold-start.ts';
import { measureLighthouse } from './lighthouse-audits.ts';
import { LOAD_LIMITS, SLOW_START } from './load-limits.ts';
import { measureSdkRoundTrips } from './sdk-round-trips.ts';
import { measureSdkSize } from './sdk-size.ts';
import {
  cpuProfileFlags,
  loadOneRead,
  printCpuProfileSummary,
  type ServerCpuProfile,
  serverCpuProfileOf,
} from './server-cpu-profile.ts';
import { kb, measureWebBundle, WEB_BUDGETS } from './web-bundle.ts';

const repoRoot = resolve(import.meta.dirname, '../..');
const resultsDir = resolve(import.meta.dirname, '../results');
const sdkEntry = resolve(import.meta.dirname, '../../packages/sdk/src/index.ts');

/** Goals the SDK figures are read against; reported beside them, not budgets of the bench. */
const GOALS = { coldBootstrapRoundTrips: 2, warmStartRoundTrips: 0, sdkGzipKb: 15 } as const;

/**
 * `npm run bench` (ADR 085): each part measures, writes `bench/results/<part>.json`, and gives its
 * figures; every figure is printed beside its budget (a ratio where the budget is one) and the
 * process exits 1 when a budget is missed or a part could not measure. `--only web,api` runs
 * some parts. The API and checkout parts run on the throwaway PostgreSQL the npm script starts.
 */
type PartOutcome = { figures: Figure[]; results: unknown };

async function sdkPart(): Promise<PartOutcome> {
  const sizes = await measureSdkSize(sdkEntry);
  const server = await startServerProcess({}, SLOW_START);
  let trips: Awaited<ReturnType<typeof measureSdkRoundTrips>>;
  try {
    trips = await measureSdkRoundTrips(server.origin);
  } finally {
    await server.stop();
  }
  const warmTotal = trips.warm.configRequests + trips.warm.bootstrapRequests;
  return {
    results: {
      goals: GOALS,
      sdk: {
        roundTrips: trips,
        sizes: sizes.map((size) => ({ ...size, gzipKb: kb(size.gzipBytes) })),
      },
    },
    figures: [
      {
        part: 'sdk',
        name: `SDK cold start: round trips to bootstrap after the domain config (goal ${GOALS.coldBootstrapRoundTrips}; ${trips.cold.paths.join(' → ')})`,
        value: trips.cold.bootstrapRequests,
        unit: '',
      },
      {
        part: 'sdk',
        name: `SDK warm start round trips (goal ${GOALS.warmStartRoundTrips})`,
        value: warmTotal,
        unit: '',
      },
      ...sizes.map(
        (size): Figure => ({
          part: 'sdk',
          name: `${size.name} gzip (goal ${GOALS.sdkGzipKb} KB)`,
          value: kb(size.gzipBytes),
          unit: 'KB',
        }),
      ),
    ],
  };
}

/** The web app's weights against `WEB_BUDGETS` (ADR 082): the entry route and every lazy page. */
function webPart(): PartOutcome {
  const web = measureWebBundle();
  const heaviest = web.lazyRoutes[0];
  return {
    results: {
      budgets: web.budgets,
      pass: web.pass,
      entryRoute: {
        gzipKb: kb(web.entry.gzipBytes),
        language: web.entry.language,
        files: web.entry.files,
      },
      lazyOverBudget: web.lazyOverBudget.map((route) => route.name),
      lazyRoutes: web.lazyRoutes.map((route) => ({
        page: route.name,
        gzipKb: kb(route.gzipBytes),
        language: route.language,
      })),
    },
    figures: [
      {
        part: 'web',
        name: `web entry route gzip${web.entry.language ? ` (${web.entry.language})` : ''}`,
        value: kb(web.entry.gzipBytes),
        unit: 'KB',
        budget: { kind: 'at-most', limit: WEB_BUDGETS.entryRouteGzipKb },
      },
      {
        part: 'web',
        name: `web heaviest lazy page gzip (${heaviest?.name ?? 'none'}; ${web.lazyOverBudget.length} of ${web.lazyRoutes.length} over)`,
        value: heaviest ? kb(heaviest.gzipBytes) : 0,
        unit: 'KB',
        budget: { kind: 'at-most', limit: WEB_BUDGETS.lazyRouteGzipKb },
      },
    ],
  };
}

/** Lighthouse measures the build a deployment serves: `npm run build`, then production mode. */
async function lighthousePart(): Promise<PartOutcome> {
  execFileSync('npm', ['run', 'build'], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const server = await startServerProcess({}, SLOW_START);
  try {
    return await measureLighthouse(server.origin);
  } finally {
    await server.stop();
  }
}

/**
 * The API reads and the checkout share one production server on its own PostgreSQL database,
 * profiled when `BENCH_CPU_PROFILE_DIR` asks (`server-cpu-profile.ts`).
 */
async function postgresParts(
  parts: ReadonlySet<BenchPart>,
  profile: ServerCpuProfile | undefined,
  record: (part: BenchPart, outcome: () => Promise<PartOutcome>) => Promise<void>,
) {
  const adminUrl = benchDatabaseUrl();
  const databaseUrl = await createDatabase(adminUrl, 'orbit_bench_server');
  // Each simulated customer calls from its own address (X-Forwarded-For), as behind a proxy.
  const server = await startServerProcess(
    {
      DATABASE_URL: databaseUrl,
      TRUST_PROXY: 'true',
      ...LOAD_LIMITS,
    },
    { ...SLOW_START, nodeFlags: cpuProfileFlags(profile) },
  );
  const measuringSince = performance.now();
  try {
    if (profile?.read) {
      await loadOneRead(server.origin, { ...profile, read: profile.read });
      return;
    }
    if (parts.has('api')) await record('api', () => measureApiReads(server.origin, databaseUrl));
    if (parts.has('checkout')) {
      await record('checkout', () => measureCheckout(server, databaseUrl, adminUrl));
    }
  } finally {
    // The one read's load after its warm-up, else all the parts measured: not the start-up.
    const windowMs = profile?.read ? profile.seconds * 1000 : performance.now() - measuringSince;
    await server.stop();
    if (profile) printCpuProfileSummary(profile, windowMs);
  }
}

function machineNote() {
  return {
    measuredAt: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    memoryGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    /** The 1-minute load average when the part ended: the machine is shared. */
    loadAverage: loadavg()[0],
  };
}

async function main(): Promise<number> {
  const parts = partsToRun(process.argv.slice(2));
  const profile = serverCpuProfileOf(process.env);
  mkdirSync(resultsDir, { recursive: true });
  const figures: Figure[] = [];
  const failed: string[] = [];
  const record = async (part: BenchPart, measure: () => Promise<PartOutcome> | PartOutcome) => {
    console.info(`— ${part}…`);
    try {
      const outcome = await measure();
      figures.push(...outcome.figures);
      for (const figure of outcome.figures) console.info(`  ${lineOf(figure)}`);
      writeFileSync(
        resolve(resultsDir, `${part}.json`),
        `${JSON.stringify({ ...machineNote(), figures: outcome.figures, ...(outcome.results as object) }, null, 2)}\n`,
      );
    } catch (error) {
      failed.push(part);
      console.error(`  ${part} could not be measured:`, error);
    }
  };
  if (parts.has('sdk')) await record('sdk', sdkPart);
  if (parts.has('web')) await record('web', webPart);
  if (parts.has('lighthouse')) await record('lighthouse', lighthousePart);
  if (parts.has('api') || parts.has('checkout')) await postgresParts(parts, profile, record);
  if (parts.has('start')) await record('start', measureColdStart);

  console.info('\nEvery figure beside its budget:');
  for (const figure of figures) console.info(`  ${lineOf(figure)}`);
  if (failed.length > 0) console.info(`Parts that could not measure: ${failed.join(', ')}`);
  const code = exitCodeOf(figures, failed);
  console.info(code === 0 ? 'Every budget met.' : 'A budget is missed (exit 1).');
  console.info(`Results in ${resultsDir}`);
  return code;
}

try {
  process.exitCode = await main();
} catch (error) {
  if (!(error instanceof BenchUsageError)) throw error;
  console.error(error.message);
  process.exitCode = 2;
}
