/**
 * What the embedded database's thread buys (ADR 088): the static config JSON's latency while
 * customers' database reads run on the same server, with PGlite on the event loop's thread
 * (`PGLITE_THREAD=main`) and on its own (`worker`), interleaved main, worker, main, worker… on
 * one seeded database; and each server's start on that existing data.
 *
 *   npx tsx bench/src/database-stall.ts [rounds=3] [seconds=8]
 *
 * Prints one JSON line per round and a summary of medians. Not part of `npm run bench` (whose
 * API and checkout parts run on PostgreSQL, where no such stall exists).
 */
import { rmSync } from 'node:fs';
import { STATIC_CONFIG_PATHS } from '@orbit/domain';
import { prepareSeededDataDir, startServerProcess } from '@orbit/server/server-process';
import { addressBook, careCaller, expectOk, signedInCaller } from './care-caller.ts';
import { interleaved, median } from './interleaved.ts';
import { LOAD_LIMITS } from './load-limits.ts';
import { percentile } from './percentile.ts';

const THREADS = ['main', 'worker'] as const;
type Thread = (typeof THREADS)[number];
/** Customers reading at once: the checkout figure had ten. */
const CUSTOMERS = 10;
/** Browsers asking for the static config at once. */
const CONFIG_READERS = 4;
/** A seeded owner (docs/demo-data.md). */
const OWNER = { username: 'orbitowner1', password: 'Nebula-Drift-77' };

type Round = {
  thread: Thread;
  startSeconds: number;
  configIdleP50Ms: number;
  configP50Ms: number;
  configP99Ms: number;
  databaseReadsPerSecond: number;
};

/** Runs `step` again and again until `until`, each run's milliseconds kept. */
async function repeat(until: number, step: () => Promise<number>): Promise<number[]> {
  const times: number[] = [];
  while (performance.now() < until) times.push(await step());
  return times;
}

async function measure(thread: Thread, seededDir: string, seconds: number): Promise<Round> {
  const startedAt = performance.now();
  const server = await startServerProcess(
    { DATA_DIR: seededDir, PGLITE_THREAD: thread, TRUST_PROXY: 'true', ...LOAD_LIMITS },
    { readyPollMs: 20, readyTimeoutMs: 300_000 },
  );
  const startSeconds = (performance.now() - startedAt) / 1000;
  try {
    const config = careCaller(server.origin, '10.9.0.1');
    const configTime = async () => {
      const answer = await config.get(STATIC_CONFIG_PATHS.common);
      expectOk(answer, 'config');
      return answer.ms;
    };
    await configTime();
    const idle = await repeat(performance.now() + 2000, configTime);

    const next = addressBook(9);
    const customers = await Promise.all(
      Array.from({ length: CUSTOMERS }, () => signedInCaller(server.origin, next(), OWNER)),
    );
    const visitor = careCaller(server.origin, next());
    expectOk(await visitor.get('/services/utility/env-info'), 'env-info');
    const until = performance.now() + seconds * 1000;
    // Each customer reads their account (3 statements) then the offers (2), as the account page does.
    const reading = customers.map((customer) =>
      repeat(until, async () => {
        const account = await customer.post('/services/account', {});
        expectOk(account, 'account read');
        expectOk(await customer.post('/services/offers', { streaming: true }), 'offers read');
        return account.ms;
      }),
    );
    const configReads = Array.from({ length: CONFIG_READERS }, () => repeat(until, configTime));
    const [reads, configs] = await Promise.all([Promise.all(reading), Promise.all(configReads)]);
    const during = configs.flat();
    return {
      thread,
      startSeconds,
      configIdleP50Ms: percentile(idle, 0.5),
      configP50Ms: percentile(during, 0.5),
      configP99Ms: percentile(during, 0.99),
      databaseReadsPerSecond: (reads.flat().length * 2) / seconds,
    };
  } finally {
    await server.stop();
  }
}

const rounds = Number(process.argv[2] ?? 3);
const seconds = Number(process.argv[3] ?? 8);
const seededDir = await prepareSeededDataDir();
try {
  const results = await interleaved(THREADS, rounds, async (thread) => {
    const round = await measure(thread, seededDir, seconds);
    console.info(JSON.stringify(round));
    return round;
  });
  const summary = Object.fromEntries(
    THREADS.map((thread) => {
      const of = (key: keyof Omit<Round, 'thread'>) =>
        Math.round(median(results[thread].map((round) => round[key])) * 100) / 100;
      return [
        thread,
        {
          startSeconds: of('startSeconds'),
          configIdleP50Ms: of('configIdleP50Ms'),
          configP50Ms: of('configP50Ms'),
          configP99Ms: of('configP99Ms'),
          databaseReadsPerSecond: of('databaseReadsPerSecond'),
        },
      ];
    }),
  );
  console.info(JSON.stringify({ summary }, null, 2));
} finally {
  rmSync(seededDir, { recursive: true, force: true });
}
