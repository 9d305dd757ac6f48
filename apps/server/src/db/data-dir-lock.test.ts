import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirInUseError, LOCK_FILE_NAME } from './data-dir-lock.ts';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));

let dataDir: string;
beforeEach(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'orbit-care-lock-'));
});
afterEach(async () => {
  await fs.rm(dataDir, { recursive: true, force: true });
});

const lockFile = () => path.join(dataDir, LOCK_FILE_NAME);

/** The pid of a process that has exited: nobody holds it now. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

/** Runs the real server entry point with tsx, to the end, and reports how it ended. */
function runServer(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

describe('the data-dir lock', () => {
  it('writes our pid, refuses a second holder and is gone after release', async () => {
    const lock = acquireDataDirLock(dataDir);
    expect((await fs.readFile(lockFile(), 'utf8')).trim()).toBe(String(process.pid));
    expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirInUseError);

    lock.release();
    await expect(fs.access(lockFile())).rejects.toThrow();
    acquireDataDirLock(dataDir).release();
  });

  it('takes over a lock left by a process that has died', async () => {
    await fs.writeFile(lockFile(), `${deadPid()}\n`);
    const lock = acquireDataDirLock(dataDir);
    expect((await fs.readFile(lockFile(), 'utf8')).trim()).toBe(String(process.pid));
    lock.release();
  });

  it('makes a second server process on the same DATA_DIR exit non-zero with a clear message', async () => {
    const lock = acquireDataDirLock(dataDir);
    try {
      const { code, stderr } = await runServer({ DATA_DIR: dataDir, PORT: '18999' });
      expect(code).not.toBe(0);
      expect(stderr).toContain(
        `The embedded database in ${dataDir} is in use by another Orbit Care process (pid ${process.pid}). ` +
          'Stop it, or set DATA_DIR to another folder, or DATABASE_URL to use PostgreSQL.',
      );
      // The loser must not have touched the winner's lock.
      expect((await fs.readFile(lockFile(), 'utf8')).trim()).toBe(String(process.pid));
    } finally {
      lock.release();
    }
  });
});
