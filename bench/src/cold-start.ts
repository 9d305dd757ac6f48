import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess } from '@orbit/server/server-process';
import { BUDGETS, type Figure } from './budgets.ts';
import { median } from './interleaved.ts';

const STARTS = 3;
/** Readiness polled this often: fine enough beside a 1.5 s budget. */
const READY_POLL_MS = 20;

export type ColdStart = { firstStartSeconds: number; startsSeconds: number[]; residentMiB: number };

/** Resident memory of a process, from /proc (Linux). */
function residentMiB(pid: number): number {
  const kib = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return kib ? Number(kib) / 1024 : Number.NaN;
}

/**
 * Starts the production server as `npm start` runs it on the embedded database in `dataDir`,
 * timed from spawn to `/health/ready` answering 200; its resident memory then; and stops it.
 */
async function timedStart(dataDir: string): Promise<{ seconds: number; residentMiB: number }> {
  const startedAt = performance.now();
  const server = await startServerProcess(
    { DATA_DIR: dataDir },
    {
      readyPollMs: READY_POLL_MS,
      readyTimeoutMs: 300_000,
    },
  );
  const seconds = (performance.now() - startedAt) / 1000;
  try {
    return { seconds, residentMiB: residentMiB(server.pid) };
  } finally {
    await server.stop();
  }
}

/**
 * Cold start on existing data (ADR 085): a first start creates, migrates and seeds an embedded
 * database; then the server is started `STARTS` times on it, and the median is the figure.
 * Memory is the resident size just after the last start is ready.
 */
export async function measureColdStart(): Promise<{ figures: Figure[]; results: ColdStart }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'orbit-bench-start-'));
  try {
    const first = await timedStart(dataDir);
    const starts: { seconds: number; residentMiB: number }[] = [];
    for (let index = 0; index < STARTS; index += 1) starts.push(await timedStart(dataDir));
    const results: ColdStart = {
      firstStartSeconds: first.seconds,
      startsSeconds: starts.map((start) => start.seconds),
      residentMiB: starts.at(-1)?.residentMiB ?? Number.NaN,
    };
    return {
      results,
      figures: [
        {
          part: 'start',
          name: 'cold start, PGlite with existing data (spawn to ready)',
          value: median(results.startsSeconds),
          unit: 's',
          budget: BUDGETS.coldStartSeconds,
        },
        {
          part: 'start',
          name: 'memory after start (resident)',
          value: results.residentMiB,
          unit: 'MiB',
        },
      ],
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
