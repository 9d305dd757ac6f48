import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { serverBuildAt, startServerProcess } from '@orbit/server/server-process';
import { benchDatabaseUrl, createDatabase } from './bench-postgres.ts';
import { addressBook } from './care-caller.ts';
import { newAccountPurchases, signedInPurchases } from './checkout-journey.ts';
import { interleaved, median } from './interleaved.ts';
import { LOAD_LIMITS, SLOW_START } from './load-limits.ts';
import { withCpuPerOrder } from './process-cpu.ts';
import { describeWholeTableReads, withWholeTableReads } from './whole-table-reads.ts';

/**
 * The signed-in purchase (or, with `CHECKOUT_PHASE=new-account`, the new-account purchase) of two
 * server builds, each on its own PostgreSQL database of the same
 * cluster, one phase of each in turn per round (before, after, …) so both meet the same machine
 * load; medians printed side by side with the load average of each phase. For an ADR's
 * before/after table on a shared machine: `bash scripts/with-throwaway-postgres.sh npx tsx
 * bench/src/checkout-before-after.ts <before dist folder> <after dist folder> [rounds] [seconds]`
 * (each a built server run as it is, as in api-before-after.ts: the before build's folder mirrors
 * `apps/server` beside it, with a `src/db/migrations` link and a `node_modules` link, as that
 * file's header says).
 */
const [beforeDist, afterDist, roundsArg, secondsArg] = process.argv.slice(2);
if (!beforeDist || !afterDist) {
  throw new Error(
    'usage: checkout-before-after.ts <before dist folder> <after dist folder> [rounds] [seconds]',
  );
}
const rounds = Number(roundsArg ?? 5);
const seconds = Number(secondsArg ?? 10);
const phase = process.env.CHECKOUT_PHASE ?? 'signed-in';
if (phase !== 'signed-in' && phase !== 'new-account') {
  throw new Error('CHECKOUT_PHASE is signed-in (the default) or new-account');
}
/** Radio numbers a phase takes: more than 400 orders/s could use in a phase. */
const RADIOS_PER_PHASE = 1_000_000;

function startBuilt(distDir: string, databaseUrl: string) {
  return startServerProcess(
    { DATABASE_URL: databaseUrl, TRUST_PROXY: 'true', ...LOAD_LIMITS },
    { ...SLOW_START, build: serverBuildAt(resolve(distDir)), asBuilt: true },
  );
}

const adminUrl = benchDatabaseUrl();
const databases = {
  before: await createDatabase(adminUrl, 'orbit_checkout_before'),
  after: await createDatabase(adminUrl, 'orbit_checkout_after'),
};
const servers = {
  before: await startBuilt(beforeDist, databases.before),
  after: await startBuilt(afterDist, databases.after),
};
try {
  const nextAddress = addressBook(100);
  let cards = 0;
  const nextCard = () => {
    cards += 1;
    return cards;
  };
  const names = ['before', 'after'] as const;
  const runs = await interleaved(names, rounds, async (name, round) => {
    const result = await withWholeTableReads(databases[name], () =>
      withCpuPerOrder(servers[name].pid, () =>
        phase === 'new-account'
          ? newAccountPurchases(servers[name].origin, { nextAddress, nextCard, seconds })
          : signedInPurchases(servers[name].origin, databases[name], {
              nextAddress,
              nextCard,
              seconds,
              firstRadio: round * RADIOS_PER_PHASE,
            }),
      ),
    );
    const load = loadavg()[0] ?? 0;
    console.info(
      `${name} round ${round + 1}: ${result.ordersPerSecond.toFixed(1)} orders/s, p99 ${Math.round(result.purchaseP99Ms)} ms, CPU per order: server ${result.serverCpuMs.toFixed(2)} ms (event loop ${result.serverMainThreadCpuMs.toFixed(2)}), PostgreSQL ${result.postgresCpuMs.toFixed(2)} ms, client ${result.benchClientCpuMs.toFixed(2)} ms, rows read whole per order: ${describeWholeTableReads(result)}, load ${load.toFixed(1)}`,
    );
    return { ...result, load };
  });
  for (const name of names) {
    const rate = median(runs[name].map((run) => run.ordersPerSecond));
    const p99 = median(runs[name].map((run) => run.purchaseP99Ms));
    const serverCpu = median(runs[name].map((run) => run.serverCpuMs));
    const postgresCpu = median(runs[name].map((run) => run.postgresCpuMs));
    console.info(
      `${name}: ${rate.toFixed(1)} orders/s, p99 ${Math.round(p99)} ms, CPU per order: server ${serverCpu.toFixed(2)} ms, PostgreSQL ${postgresCpu.toFixed(2)} ms (medians)`,
    );
  }
} finally {
  await servers.before.stop();
  await servers.after.stop();
}
