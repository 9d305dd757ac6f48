import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess } from '@orbit/server/server-process';
import { BUDGETS, type Figure } from './budgets.ts';
import { median } from './interleaved.ts';

const STARTS = 3;
/** Readiness polled this often: fine enough beside a 1.5 s budget. */
const READY_POLL_MS = 20;
/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const CLOCK_TICKS_PER_SECOND = 100;

type Start = { seconds: number; cpuSeconds: number; residentMiB: number };

export type ColdStart = {
  firstStartSeconds: number;
  /** The built server (ADR 087), as `npm start` runs it. */
  starts: Start[];
  /** The same server from its TypeScript sources through tsx, started in turn with the built one. */
  fromSources: Start[];
};

/** Resident memory of a process, from /proc (Linux). */
function residentMiB(pid: number): number {
  const kib = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return kib ? Number(kib) / 1024 : Number.NaN;
}

/**
 * CPU time a process has used (user + system, all its threads), from /proc (Linux). On a machine
 * shared with other work the wall time to ready moves with the load; the CPU a start takes much less.
 */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
}

/**
 * Starts the production server on the embedded database in `dataDir`, timed from spawn to
 * `/health/ready` answering 200 (a rebuild, if any, happens before the spawn); its CPU time and
 * resident memory then; and stops it.
 */
async function timedStart(dataDir: string, fromSources = false): Promise<Start> {
  const server = await startServerProcess(
    { DATA_DIR: dataDir },
    { readyPollMs: READY_POLL_MS, readyTimeoutMs: 300_000, fromSources },
  );
  const seconds = (performance.now() - server.spawnedAt) / 1000;
  try {
    return { seconds, cpuSeconds: cpuSeconds(server.pid), residentMiB: residentMiB(server.pid) };
  } finally {
    await server.stop();
  }
}

const medianOf = (starts: Start[], figure: keyof Start) =>
  median(starts.map((start) => start[figure]));

/**
 * Cold start on existing data (ADR 085, 087): a first start creates, migrates and seeds an
 * embedded database; then the built server and, as the baseline, the same server from its sources
 * through tsx are started on it in turn, `STARTS` times each; medians are the figures. Memory is
 * the built server's resident size when ready.
 */
export async function measureColdStart(): Promise<{ figures: Figure[]; results: ColdStart }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'orbit-bench-start-'));
  try {
    const first = await timedStart(dataDir);
    const results: ColdStart = { firstStartSeconds: first.seconds, starts: [], fromSources: [] };
    for (let index = 0; index < STARTS; index += 1) {
      results.starts.push(await timedStart(dataDir));
      results.fromSources.push(await timedStart(dataDir, true));
    }
    return {
      results,
      figures: [
        {
          part: 'start',
          name: 'cold start, PGlite with existing data (built server, spawn to ready)',
          value: medianOf(results.starts, 'seconds'),
          unit: 's',
          baseline: {
            name: 'of the same start from the sources through tsx',
            value: medianOf(results.fromSources, 'seconds'),
          },
          budget: BUDGETS.coldStartSeconds,
        },
        {
          part: 'start',
          name: 'CPU time to ready (built server)',
          value: medianOf(results.starts, 'cpuSeconds'),
          unit: 's',
          baseline: {
            name: 'of the same start from the sources through tsx',
            value: medianOf(results.fromSources, 'cpuSeconds'),
          },
        },
        {
          part: 'start',
          name: 'memory after start (resident, built server)',
          value: medianOf(results.starts, 'residentMiB'),
          unit: 'MiB',
          baseline: {
            name: 'of the same start from the sources through tsx',
            value: medianOf(results.fromSources, 'residentMiB'),
          },
        },
      ],
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
