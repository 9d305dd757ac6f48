import type { AppConfig } from '../config.ts';
import type { Database } from './database.ts';

export type { Database, DatabaseKind, Db } from './database.ts';

/**
 * Opens the database the configuration names: PostgreSQL when DATABASE_URL is set, otherwise the
 * embedded PGlite in DATA_DIR. The caller migrates (`database.migrate()`) and closes it. Only the
 * driver in use is loaded: a PGlite process never loads node-postgres, nor the other way round
 * (start-up time, ADR 084).
 */
export async function openDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir' | 'pgliteThread'>,
): Promise<Database> {
  if (config.databaseUrl) {
    const { openPostgresDatabase } = await import('./postgres-database.ts');
    return openPostgresDatabase(config.databaseUrl);
  }
  const { openPgliteDatabase } = await import('./pglite-database.ts');
  return openPgliteDatabase(config.dataDir, config.pgliteThread);
}
