import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite is one process's database: two servers writing the same data directory would corrupt
 * it silently. So the first one takes `orbit-care.lock` (created exclusively, holding its pid)
 * and every other one fails fast with a message saying what to do. A lock left by a process
 * that has died is taken over.
 */

export const LOCK_FILE_NAME = 'orbit-care.lock';

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by another Orbit Care process (pid ${pid}). ` +
        'Stop it, or set DATA_DIR to another folder, or DATABASE_URL to use PostgreSQL.',
    );
    this.name = 'DataDirInUseError';
  }
}

export type DataDirLock = { readonly path: string; release(): void };

/** Lock files this process holds, so a restart that reuses our pid (pid 1 in a container) is not mistaken for another holder. */
const heldByThisProcess = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function tryCreate(lockPath: string): boolean {
  try {
    fs.writeFileSync(lockPath, `${process.pid}\n`, { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

function holderIsLive(lockPath: string, pid: number | undefined): pid is number {
  if (pid === undefined) return false;
  if (pid === process.pid) return heldByThisProcess.has(lockPath);
  return isAlive(pid);
}

export function acquireDataDirLock(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE_NAME);
  // Two rounds: the second runs after removing a stale lock. A rival that wins the race in
  // between makes our second exclusive create fail, and we report it as the holder.
  for (let round = 0; round < 2; round += 1) {
    if (tryCreate(lockPath)) {
      heldByThisProcess.add(lockPath);
      return { path: lockPath, release: () => releaseLock(lockPath) };
    }
    const holder = readHolder(lockPath);
    if (holderIsLive(lockPath, holder)) throw new DataDirInUseError(dataDir, holder);
    fs.rmSync(lockPath, { force: true });
  }
  throw new DataDirInUseError(dataDir, readHolder(lockPath) ?? 0);
}

function releaseLock(lockPath: string): void {
  if (!heldByThisProcess.delete(lockPath)) return;
  // Only remove the file if it is still ours (an operator may have deleted and re-created it).
  if (readHolder(lockPath) === process.pid) fs.rmSync(lockPath, { force: true });
}
