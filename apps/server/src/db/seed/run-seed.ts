import { commandDirectory, loadConfig } from '../../config.ts';
import { openDatabase } from '../client.ts';
import { listSeedRuns, seedDemoData } from './seed-demo-data.ts';

/**
 * `npm run seed`: migrate the configured database and apply every demo seed part it lacks.
 * Unlike the start-up rule, it seeds any database, because someone asked for it explicitly.
 */
async function runSeed(): Promise<void> {
  const config = loadConfig(process.env, commandDirectory());
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const report = await seedDemoData(database.db);
    for (const { part, summary } of report.applied) console.info(`seeded ${part}: ${summary}`);
    if (report.applied.length === 0) console.info('Nothing to seed: every part is already there.');
    console.info(`\nSeed parts in this ${database.kind} database:`);
    for (const run of await listSeedRuns(database.db)) {
      console.info(`  ${run.part} (${run.seededAt.toISOString()}): ${run.summary}`);
    }
  } finally {
    await database.close();
  }
}

runSeed().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
