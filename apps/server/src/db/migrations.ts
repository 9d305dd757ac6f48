import { fileURLToPath } from 'node:url';
import type { MigrationConfig } from 'drizzle-orm/migrator';

/** The SQL files drizzle-kit generated (`npm run db:generate`), applied in order at start. */
export const MIGRATION_CONFIG: MigrationConfig = {
  migrationsFolder: fileURLToPath(new URL('./migrations', import.meta.url)),
  migrationsSchema: 'drizzle',
  migrationsTable: '__drizzle_migrations',
};

/** Answers whether any migration was ever applied, i.e. whether this is a brand-new database. */
export const MIGRATIONS_TABLE_EXISTS_SQL =
  "select to_regclass('drizzle.__drizzle_migrations') is not null as present";

/** Serialises migrations of several server instances sharing one PostgreSQL database. */
export const MIGRATION_ADVISORY_LOCK_KEY = 4_242_017;
