import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  BUILT_SERVER_NODE_FLAGS,
  ensureServerBuilt,
  SERVER_BUILD,
  type ServerBuildTarget,
  serverBuildAt,
} from '../server-build/index.ts';

export { serverBuildAt };

const repoRoot = resolve(import.meta.dirname, '../../../..');

export interface ServerProcess {
  /** e.g. http://localhost:41234 */
  origin: string;
  port: number;
  /** The server's process id (the bench reads its memory from /proc). */
  pid: number;
  /** Stops the server (SIGTERM, as a deployment would) and removes its throwaway data. */
  stop(): Promise<void>;
  /** Kills the server at once (SIGKILL, as a crash or an out-of-memory kill would): no cleanup runs. */
  crash(): Promise<void>;
}

/**
 * Names a migrated and seeded embedded database (`prepareSeededDataDir`) that every later
 * `startServerProcess` of this process tree starts from a copy of: the copy skips the migrations
 * and the demo seed, most of a fresh server's start. Unset, each server migrates and seeds its own
 * folder, as `npm start` does on a new machine.
 */
export const SEEDED_DATA_DIR_VARIABLE = 'ORBIT_TEST_SEEDED_DATA_DIR';

/**
 * Migrates and seeds an embedded database once, through the real server started and stopped as
 * `npm start` would, and returns its folder (the caller removes it when the run ends).
 */
export async function prepareSeededDataDir(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'orbit-seeded-'));
  const server = await startServerProcess({ DATA_DIR: dir });
  await server.stop();
  return dir;
}

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

/** A first start migrates and seeds; on a machine busy with other work that takes a minute or more. */
const READY_WITHIN_MS = 180_000;

/**
 * Starts the real server as its own process, the way `npm start` does — the built server
 * (ADR 087), rebuilt first if any of its sources changed since its build, so a stale build is
 * never the one tested — on a free loopback port with an embedded database in a throwaway folder.
 * For the browser suite, the crash tests and the benchmarks. `spawnedAt` is when the process was
 * spawned (the bench times spawn → ready), after any rebuild.
 */
export async function startServerProcess(
  env: Record<string, string> = {},
  options: {
    readyPollMs?: number;
    readyTimeoutMs?: number;
    /** Another build than `apps/server/dist` (a test's clean build). */
    build?: ServerBuildTarget;
    /** Run `build` as it is, not rebuilt from today's sources (the bench's build of another commit). */
    asBuilt?: boolean;
    /** From the TypeScript sources through tsx, as before the build step: the bench's baseline. */
    fromSources?: boolean;
    /** Node flags of the built server's process (the bench's CPU profile: `--cpu-prof`). */
    nodeFlags?: readonly string[];
  } = {},
): Promise<ServerProcess & { spawnedAt: number }> {
  const build = options.build ?? SERVER_BUILD;
  if (!options.fromSources && !options.asBuilt) await ensureServerBuilt(build);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'orbit-server-'));
  const seeded = process.env[SEEDED_DATA_DIR_VARIABLE];
  if (seeded && env.DATA_DIR === undefined && !env.DATABASE_URL) {
    cpSync(seeded, dataDir, { recursive: true });
  }
  let output = '';
  const spawnedAt = performance.now();
  const server = spawn(
    process.execPath,
    options.fromSources
      ? ['--import', 'tsx', join(repoRoot, 'apps/server/src/main.ts')]
      : [...BUILT_SERVER_NODE_FLAGS, ...(options.nodeFlags ?? []), build.entry],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://localhost:${port}`,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  server.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  server.stderr?.on('data', (chunk) => {
    output += chunk;
  });

  const origin = `http://localhost:${port}`;
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((done) => server.once('exit', done));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const crash = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((done) => server.once('exit', done));
    server.kill('SIGKILL');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(origin, server, () => output, {
      pollMs: options.readyPollMs ?? 200,
      timeoutMs: options.readyTimeoutMs ?? READY_WITHIN_MS,
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, port, pid: server.pid ?? 0, spawnedAt, stop, crash };
}

async function waitUntilReady(
  origin: string,
  server: ChildProcess,
  output: () => string,
  { pollMs, timeoutMs }: { pollMs: number; timeoutMs: number },
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      throw new Error(
        `The server exited with ${server.exitCode} before it was ready:\n${output()}`,
      );
    }
    try {
      const response = await fetch(`${origin}/health/ready`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((wake) => setTimeout(wake, pollMs));
  }
  throw new Error(`The server did not become ready within ${timeoutMs / 1000} s:\n${output()}`);
}
