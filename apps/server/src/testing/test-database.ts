import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import type { PgliteThreadSetting } from '../config.ts';
import type { Database } from '../db/client.ts';
import { openPgliteCopyInMemory } from '../db/pglite-database.ts';
import { openPostgresDatabase } from '../db/postgres-database.ts';
import { type TestDatabasePlan, withDatabaseName } from './test-database-plan.ts';

/**
 * A private copy of the migrated, seeded template for one test file (or one test that needs to
 * break its database). `dispose` closes it (PGlite: in memory, nothing left) or drops it.
 */
export type TestDatabase = { database: Database; dispose(): Promise<void> };

export type TestDatabaseOptions = {
  /** PostgreSQL: the URL the app connects with, from the clone's (e.g. through a proxy that can cut it). */
  connectVia?: (url: string) => string;
  /** PGlite: where the copy runs, whatever PGLITE_THREAD the run has (a test of the thread itself). */
  pgliteThread?: PgliteThreadSetting;
};

export function openTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const plan = inject('testDatabasePlan');
  return plan.kind === 'pglite' ? clonePglite(plan, options) : clonePostgres(plan, options);
}

let templateBlob: Promise<Blob> | undefined;

/** The migrated, seeded template's tarball, when the run is on PGlite (read once per worker). */
export function pgliteTemplate(): Promise<Blob> | undefined {
  const plan = inject('testDatabasePlan');
  if (plan.kind !== 'pglite') return undefined;
  // Files of one worker share this module (isolate: false).
  templateBlob ??= fs.readFile(plan.templateTarball).then((bytes) => new Blob([bytes]));
  return templateBlob;
}

async function clonePglite(
  plan: Extract<TestDatabasePlan, { kind: 'pglite' }>,
  options: TestDatabaseOptions,
) {
  const template = pgliteTemplate();
  if (!template) throw new Error('no PGlite template in this run');
  const database = await openPgliteCopyInMemory(
    await template,
    options.pgliteThread ?? plan.thread,
  );
  return { database, dispose: () => database.close() };
}

/** PostgreSQL answers "object in use" (55006) while another clone of the template is starting. */
const OBJECT_IN_USE = '55006';

async function clonePostgres(
  plan: Extract<TestDatabasePlan, { kind: 'postgres' }>,
  options: TestDatabaseOptions,
) {
  const name = `orbit_test_${plan.runId}_${randomBytes(4).toString('hex')}`;
  await withAdmin(plan.adminUrl, async (admin) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${plan.templateDatabase}"`);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== OBJECT_IN_USE || attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
      }
    }
  });
  const url = withDatabaseName(plan.adminUrl, name);
  const database = await openPostgresDatabase(options.connectVia?.(url) ?? url);
  return {
    database,
    async dispose() {
      await database.close();
      await withAdmin(plan.adminUrl, (admin) =>
        admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
      );
    },
  };
}

async function withAdmin<T>(url: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}
