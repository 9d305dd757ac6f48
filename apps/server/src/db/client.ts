import type { AppConfig } from '../config.ts';
import type { Database } from './database.ts';
import { openPgliteDatabase } from './pglite-database.ts';
import { openPostgresDatabase } from './postgres-database.ts';

export type { Database, DatabaseKind, Db } from './database.ts';

/**
 * Opens the database the configuration names: PostgreSQL when DATABASE_URL is set, otherwise the
 * embedded PGlite in DATA_DIR. The caller migrates (`database.migrate()`) and closes it.
 */
export function openDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>,
): Promise<Database> {
  if (config.databaseUrl) return openPostgresDatabase(config.databaseUrl);
  return openPgliteDatabase(config.dataDir);
}
