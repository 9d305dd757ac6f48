import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { PgliteThreadSetting } from '../config.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';
import type { Database } from './database.ts';
import { MIGRATION_CONFIG, MIGRATIONS_TABLE_EXISTS_SQL } from './migrations.ts';
import { type PgliteClient, type PgliteSource, PgliteThread } from './pglite-thread.ts';
import { createQueryTimings, timePgliteQueries } from './query-timing.ts';
import { retryTransactionsOnConflict } from './retried-transactions.ts';
import { statementListeners } from './statement-listeners.ts';

/** The embedded database, plus a snapshot of its files (tests clone a migrated template from it). */
export type PgliteDatabase = Database & { dumpDataDir(): Promise<Blob> };

/**
 * The embedded database: PostgreSQL compiled to WebAssembly, its files in `<dataDir>/pglite`,
 * run on the event loop's thread, or on its own when `thread` is `worker` (PGLITE_THREAD, ADR 088). The lock is
 * taken before PGlite touches the files, so a second process fails before any harm.
 */
export async function openPgliteDatabase(
  dataDir: string,
  thread: PgliteThreadSetting = 'main',
): Promise<PgliteDatabase> {
  const lock = acquireDataDirLock(dataDir);
  let client: PgliteClient;
  try {
    client = await startPglite({ dataDir: path.join(dataDir, 'pglite') }, thread);
  } catch (error) {
    lock.release();
    throw error;
  }
  return pgliteDatabase(client, () => lock.release());
}

/**
 * An embedded database that lives in memory only, started from a `dumpDataDir()` tarball: how
 * the test suite copies its migrated, seeded template for each file. Nothing is written to disk
 * (about half the CPU of unpacking the 40 MB tarball into a folder, ADR 016), so there is no
 * folder to lock.
 */
export async function openPgliteCopyInMemory(
  template: Blob,
  thread: PgliteThreadSetting = 'main',
): Promise<PgliteDatabase> {
  return pgliteDatabase(await startPglite({ template }, thread), () => {});
}

async function startPglite(
  source: PgliteSource,
  thread: PgliteThreadSetting,
): Promise<PgliteClient> {
  if (thread === 'worker') return PgliteThread.start(source);
  const { PGlite } = await import('@electric-sql/pglite');
  const client =
    'template' in source
      ? new PGlite('memory://', { loadDataDir: source.template })
      : new PGlite(source.dataDir);
  await client.waitReady;
  return client;
}

function pgliteDatabase(client: PgliteClient, releaseFiles: () => void): PgliteDatabase {
  const statements = statementListeners();
  const queries = createQueryTimings();
  // One connection runs one transaction at a time, so two of them never deadlock here; a
  // conflict can still be raised by SQL (a trigger, a function), and is retried as on PostgreSQL.
  const db = retryTransactionsOnConflict(
    drizzle({
      // Drizzle's driver calls only `query` and `transaction` (and `query` on a transaction), which
      // the thread's client answers as PGlite does; its type asks for the whole PGlite class.
      client: timePgliteQueries(client, queries) as PGlite,
      logger: statements.logger,
    }),
  );
  let closed = false;

  return {
    db,
    kind: 'pglite',
    queries,
    // One connection: statements queue behind the one it runs.
    connectionUsage: () => {
      const busy = queries.inFlight();
      return { total: 1, idle: busy === 0 ? 1 : 0, waiting: Math.max(0, busy - 1) };
    },
    async ping() {
      await client.query('select 1');
    },
    async migrate() {
      const before = await client.query<{ present: boolean }>(MIGRATIONS_TABLE_EXISTS_SQL);
      await migrate(db, MIGRATION_CONFIG);
      return { wasEmpty: before.rows[0]?.present !== true };
    },
    onStatement: statements.onStatement,
    dumpDataDir: () => client.dumpDataDir('none'),
    async close() {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        releaseFiles();
      }
    },
  };
}
