import { type LoadOptions, type LoadResult, loadAutocannon } from './bench-tools.ts';
import { BUDGETS, type Figure } from './budgets.ts';
import { type CareCaller, careCaller, expectOk, signedInCaller } from './care-caller.ts';
import { startBenchScript } from './child-process.ts';
import { interleaved, median } from './interleaved.ts';

const CONNECTIONS = 50;
const SECONDS = 5;
const ROUNDS = 3;
const STATIC_CONFIG_PATH = '/config/common.json';
/** A seeded owner (docs/demo-data.md): two radios, a card on file. */
const ACCOUNT_OWNER = { username: 'orbitowner1', password: 'Nebula-Drift-77' };

type Target =
  | 'bare node:http'
  | 'static config'
  | 'one-SELECT route'
  | 'offers read'
  | 'account read';
const TARGETS: readonly Target[] = [
  'bare node:http',
  'static config',
  'one-SELECT route',
  'offers read',
  'account read',
];

export type ApiReads = Record<Target, { requestsPerSecond: number; p99Ms: number }>;

/**
 * The API reads against their baselines at 50 connections, interleaved (ADR 085): the static
 * config JSON beside bare node:http answering its bytes; the offers read (anonymous) and the
 * signed-in account read beside a bare one-SELECT route on the same PostgreSQL.
 */
export async function measureApiReads(
  origin: string,
  databaseUrl: string,
): Promise<{ figures: Figure[]; results: ApiReads }> {
  const autocannon = await loadAutocannon();
  // The bytes a client without Accept-Encoding gets, which is what autocannon sends.
  const staticAnswer = await fetch(`${origin}${STATIC_CONFIG_PATH}`, {
    headers: { 'accept-encoding': 'identity' },
  });
  const staticBody = Buffer.from(await staticAnswer.arrayBuffer());
  const baselines = await startBenchScript('baseline-servers.ts', {
    STATIC_BODY_BASE64: staticBody.toString('base64'),
    STATIC_CONTENT_TYPE: staticAnswer.headers.get('content-type') ?? 'application/json',
    DATABASE_URL: databaseUrl,
  });
  try {
    const ports = JSON.parse(baselines.firstLine) as { static: number; select: number };
    const reads = await readRequests(origin);
    const baseline = (port: number): LoadOptions => ({
      url: `http://127.0.0.1:${port}/`,
      connections: CONNECTIONS,
      duration: SECONDS,
    });
    const options: Record<Target, LoadOptions> = {
      'bare node:http': baseline(ports.static),
      'static config': reads['static config'],
      'one-SELECT route': baseline(ports.select),
      'offers read': reads['offers read'],
      'account read': reads['account read'],
    };
    // A short warm-up of each (JIT, pools, caches) that is not counted.
    for (const target of TARGETS) await autocannon({ ...options[target], duration: 1 });
    const runs = await interleaved(TARGETS, ROUNDS, async (target) => {
      const result: LoadResult = await autocannon(options[target]);
      const failed = result.non2xx + result.errors + result.timeouts;
      if (failed > 0) {
        throw new Error(`${target}: ${failed} of ${result.requests.total} requests failed`);
      }
      return result;
    });
    const results = Object.fromEntries(
      TARGETS.map((target) => [
        target,
        {
          requestsPerSecond: median(runs[target].map((run) => run.requests.average)),
          p99Ms: median(runs[target].map((run) => run.latency.p99)),
        },
      ]),
    ) as ApiReads;
    return { figures: figuresOf(results), results };
  } finally {
    await baselines.stop();
  }
}

export type ServerRead = 'static config' | 'offers read' | 'account read';

/**
 * The server's three reads as autocannon sends them (50 connections, 5 s): the static config;
 * the offers read of a visitor whose session is stored; the account read of a signed-in owner.
 * Each is sent once first and must answer 200. The bench and its CPU profile of
 * one read alone (`BENCH_PROFILE_READ`, `server-cpu-profile.ts`) load the server with these.
 */
export async function readRequests(origin: string): Promise<Record<ServerRead, LoadOptions>> {
  const visitor = careCaller(origin, '10.200.0.1');
  expectOk(await visitor.get('/services/utility/env-info'), 'env-info');
  const offersBody = { streaming: true };
  expectOk(await visitor.post('/services/offers', offersBody), 'offers read');
  const owner = await signedInCaller(origin, '10.200.0.2', ACCOUNT_OWNER);
  expectOk(await owner.post('/services/account', {}), 'account read');
  /** The care call `caller` just made, as autocannon repeats it: its cookie, its address. */
  const repeated = (caller: CareCaller, path: string, body: object): LoadOptions => ({
    url: `${origin}${path}`,
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: caller.cookieHeader(),
      'x-forwarded-for': caller.address,
    },
    body: JSON.stringify(body),
    connections: CONNECTIONS,
    duration: SECONDS,
  });
  return {
    'static config': {
      url: `${origin}${STATIC_CONFIG_PATH}`,
      connections: CONNECTIONS,
      duration: SECONDS,
    },
    'offers read': repeated(visitor, '/services/offers', offersBody),
    'account read': repeated(owner, '/services/account', {}),
  };
}

function figuresOf(results: ApiReads): Figure[] {
  const bare = { name: 'bare node:http', value: results['bare node:http'].requestsPerSecond };
  const select = { name: 'one-SELECT route', value: results['one-SELECT route'].requestsPerSecond };
  const reads = (['offers read', 'account read'] as const).flatMap((target): Figure[] => [
    {
      part: 'api',
      name: `${target} (PostgreSQL, ${CONNECTIONS} connections)`,
      value: results[target].requestsPerSecond,
      unit: 'req/s',
      baseline: select,
      budget: BUDGETS.readVsOneSelect,
    },
    {
      part: 'api',
      name: `${target} p99`,
      value: results[target].p99Ms,
      unit: 'ms',
      budget: BUDGETS.readP99Ms,
    },
  ]);
  return [
    {
      part: 'api',
      name: `static config ${STATIC_CONFIG_PATH}`,
      value: results['static config'].requestsPerSecond,
      unit: 'req/s',
      baseline: bare,
      budget: BUDGETS.staticConfigVsBareHttp,
    },
    ...reads,
  ];
}
