import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { loadConfig, type PgliteThreadSetting } from '../config.ts';
import { openPgliteDatabase } from '../db/pglite-database.ts';
import { openPostgresDatabase } from '../db/postgres-database.ts';
import { seedDemoData } from '../db/seed/seed-demo-data.ts';
import { type TestDatabasePlan, withDatabaseName } from './test-database-plan.ts';

/**
 * Runs once per `vitest run --project server`: migrates and seeds one template database, which
 * every test file then clones (PGlite: a data-dir tarball loaded into memory, ~0.6 s of CPU instead
 * of ~5 s of initdb; PostgreSQL: CREATE DATABASE … TEMPLATE). DATABASE_URL picks PostgreSQL.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const databaseUrl = process.env.DATABASE_URL;
  const { plan, teardown } = databaseUrl
    ? await preparePostgresTemplate(databaseUrl)
    : await preparePgliteTemplate(pgliteThreadOf(process.env.PGLITE_THREAD));
  project.provide('testDatabasePlan', plan);
  return teardown;
}

/** The run's PGLITE_THREAD, read as the server reads it (a bad value stops the run). */
function pgliteThreadOf(value: string | undefined): PgliteThreadSetting {
  return loadConfig(value === undefined ? {} : { PGLITE_THREAD: value }).pgliteThread;
}

async function preparePgliteTemplate(thread: PgliteThreadSetting) {
  const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'orbit-care-test-template-'));
  const database = await openPgliteDatabase(path.join(workDir, 'data'), thread);
  let tarball: Blob;
  try {
    await database.migrate();
    await seedDemoData(database.db);
    tarball = await database.dumpDataDir();
  } finally {
    await database.close();
  }
  const templateTarball = path.join(workDir, 'template.tar');
  await fs.writeFile(templateTarball, Buffer.from(await tarball.arrayBuffer()));
  const plan: TestDatabasePlan = { kind: 'pglite', templateTarball, thread };
  return { plan, teardown: () => fs.rm(workDir, { recursive: true, force: true }) };
}

async function preparePostgresTemplate(adminUrl: string) {
  const runId = `${process.pid}_${Date.now().toString(36)}`;
  const templateDatabase = `orbit_test_tpl_${runId}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${templateDatabase}"`);
  } finally {
    await admin.end();
  }
  const database = await openPostgresDatabase(withDatabaseName(adminUrl, templateDatabase));
  try {
    await database.migrate();
    await seedDemoData(database.db);
  } finally {
    // No connection may stay open on a template, or cloning it fails.
    await database.close();
  }
  const plan: TestDatabasePlan = { kind: 'postgres', adminUrl, templateDatabase, runId };
  return { plan, teardown: () => dropRunDatabases(adminUrl, runId) };
}

/** Drops the template and any per-file database a crashed test file left behind. */
async function dropRunDatabases(adminUrl: string, runId: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      "select datname from pg_database where datname like 'orbit\\_test\\_%' and datname like $1",
      [`%${runId}%`],
    );
    for (const { datname } of rows)
      await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
