import { type AppConfig, commandDirectory, loadConfig } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { DataDirInUseError } from './db/data-dir-lock.ts';
import type { SeedReport } from './db/seed/seed-demo-data.ts';
import { ConfigError } from './platform/env/config-error.ts';

/**
 * The process: read the environment, open and migrate the database (seeding a new one), build
 * the app, listen, and on SIGINT/SIGTERM stop taking requests, finish the ones in flight, close
 * the database (releasing the data-dir lock) and exit 0.
 */

/** A shutdown that hangs (a stuck connection) must not keep the process alive forever. */
const SHUTDOWN_GRACE_MS = 10_000;

/** Errors whose message already says what to do: no stack trace needed. */
function isExplained(error: unknown): error is Error {
  return error instanceof ConfigError || error instanceof DataDirInUseError;
}

/** Opens, migrates and (a new or demo database) seeds the database; closes it if a step fails. */
async function openPreparedDatabase(
  config: AppConfig,
): Promise<{ database: Database; seeded: SeedReport | null }> {
  const database = await openDatabase(config);
  try {
    const { wasEmpty } = await database.migrate();
    const { seedOnStart } = await import('./db/seed/seed-demo-data.ts');
    return { database, seeded: await seedOnStart(database.db, wasEmpty) };
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}

async function start(): Promise<void> {
  const config = loadConfig(process.env, commandDirectory());
  let database: Database | undefined;
  try {
    // The database is opened while the app's modules load: opening the embedded PGlite mostly
    // waits on its files and on WebAssembly compiled off the main thread (with PGLITE_THREAD=worker
    // on a thread of its own, ADR 088), so the two overlap (cold start, ADR 087). Both are awaited,
    // so a failure of either closes what the other opened.
    const [loaded, prepared] = await Promise.allSettled([
      import('./app.ts'),
      openPreparedDatabase(config),
    ]);
    if (prepared.status === 'rejected') throw prepared.reason;
    database = prepared.value.database;
    if (loaded.status === 'rejected') throw loaded.reason;
    const { seeded } = prepared.value;
    const app = await loaded.value.buildApp(config, { database });
    if (seeded && seeded.applied.length > 0) {
      app.log.info({ seeded: seeded.applied }, 'demo data seeded');
    }
    await app.listen({ host: config.host, port: config.port });
    console.info(`Orbit Care is running at ${config.publicUrl}`);
    handleShutdownSignals(async () => {
      await app.close();
      await database?.close();
    });
  } catch (error) {
    await database?.close().catch(() => {});
    throw error;
  }
}

function handleShutdownSignals(close: () => Promise<void>): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.info(`Orbit Care is stopping (${signal})…`);
    setTimeout(() => {
      console.error('Orbit Care did not stop in time; exiting anyway.');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    close().then(
      () => {
        console.info('Orbit Care stopped.');
        process.exit(0);
      },
      (error: unknown) => {
        console.error('Orbit Care failed to stop cleanly:', error);
        process.exit(1);
      },
    );
  };
  // A second signal is not caught: pressing Ctrl-C twice stops at once.
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

start().catch((error: unknown) => {
  console.error(isExplained(error) ? error.message : error);
  process.exit(1);
});
