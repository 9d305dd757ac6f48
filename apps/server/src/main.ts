import { type AppConfig, commandDirectory, loadConfig } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { DataDirInUseError } from './db/data-dir-lock.ts';
import { seedOnStart } from './db/seed/seed-demo-data.ts';
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

/** Opens and migrates the database, seeding a new one; closes it again if that fails. */
async function openReadyDatabase(config: AppConfig) {
  const database = await openDatabase(config);
  try {
    const { wasEmpty } = await database.migrate();
    const seeded = await seedOnStart(database.db, wasEmpty);
    return { database, seeded };
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}

async function start(): Promise<void> {
  const config = loadConfig(process.env, commandDirectory());
  // The database opens and migrates while the app's modules load: with PGLITE_THREAD=worker on
  // a thread of its own (ADR 088); the catch only keeps a failure quiet until it is awaited below.
  const opening = openReadyDatabase(config);
  opening.catch(() => {});
  let database: Database | undefined;
  try {
    const { buildApp } = await import('./app.ts');
    const ready = await opening;
    database = ready.database;
    const app = await buildApp(config, { database });
    if (ready.seeded && ready.seeded.applied.length > 0) {
      app.log.info({ seeded: ready.seeded.applied }, 'demo data seeded');
    }
    await app.listen({ host: config.host, port: config.port });
    console.info(`Orbit Care is running at ${config.publicUrl}`);
    handleShutdownSignals(async () => {
      await app.close();
      await database?.close();
    });
  } catch (error) {
    const opened =
      database ?? (await opening.then((ready) => ready.database).catch(() => undefined));
    await opened?.close().catch(() => {});
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
