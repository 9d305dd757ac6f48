import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '@orbit/server/server-process';
import { BUDGETS, type Figure } from './budgets.ts';
import { median } from './interleaved.ts';

const repoRoot = resolve(import.meta.dirname, '../..');
const STARTS = 3;
const POLL_MS = 20;

export type ColdStart = { firstStartSeconds: number; startsSeconds: number[]; residentMiB: number };

/** Resident memory of a process, from /proc (Linux). */
function residentMiB(pid: number): number {
  const kib = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return kib ? Number(kib) / 1024 : Number.NaN;
}

/**
 * Starts the production server (`node --import tsx main.ts`, as `npm start` runs it) on a PGlite
 * folder and times spawn → `/health/ready` answering 200; returns that and its resident memory
 * once ready, then stops it with SIGTERM.
 */
async function timedStart(dataDir: string): Promise<{ seconds: number; residentMiB: number }> {
  const port = await freePort();
  const startedAt = performance.now();
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', join(repoRoot, 'apps/server/src/main.ts')],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    },
  );
  try {
    const deadline = startedAt + 120_000;
    while (performance.now() < deadline) {
      if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
      const ready = await fetch(`http://127.0.0.1:${port}/health/ready`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) {
        const seconds = (performance.now() - startedAt) / 1000;
        return { seconds, residentMiB: residentMiB(server.pid ?? 0) };
      }
      await new Promise((wake) => setTimeout(wake, POLL_MS));
    }
    throw new Error('the server was not ready within 120 s');
  } finally {
    if (server.exitCode === null) {
      const exited = new Promise((done) => server.once('exit', done));
      server.kill('SIGTERM');
      await exited;
    }
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
