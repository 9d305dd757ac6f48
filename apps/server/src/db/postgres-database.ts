import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database } from './database.ts';
import {
  MIGRATION_ADVISORY_LOCK_KEY,
  MIGRATION_CONFIG,
  MIGRATIONS_TABLE_EXISTS_SQL,
} from './migrations.ts';
import { prepareStatementsByText } from './prepared-by-text.ts';
import { createQueryTimings, timePoolQueries } from './query-timing.ts';
import { retryTransactionsOnConflict } from './retried-transactions.ts';
import { statementListeners } from './statement-listeners.ts';

/**
 * PostgreSQL through a node-postgres pool: what several server instances share. Same schema,
 * same queries as the embedded database.
 */
export async function openPostgresDatabase(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client that loses its connection emits 'error'; without a listener that kills the
  // process. The next query gets a fresh client, and readiness reports the outage.
  pool.on('error', () => {});
  const statements = statementListeners();
  const queries = createQueryTimings();
  timePoolQueries(pool, queries);
  prepareStatementsByText(pool);
  const db = retryTransactionsOnConflict(drizzle({ client: pool, logger: statements.logger }));
  let closed = false;

  return {
    db,
    kind: 'postgres',
    connectionString,
    queries,
    connectionUsage: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    async ping() {
      await pool.query('select 1');
    },
    async migrate() {
      // Instances starting together take turns: the first migrates, the others find nothing to do.
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_ADVISORY_LOCK_KEY]);
        const before = await lockClient.query<{ present: boolean }>(MIGRATIONS_TABLE_EXISTS_SQL);
        await migrate(db, MIGRATION_CONFIG);
        return { wasEmpty: before.rows[0]?.present !== true };
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_ADVISORY_LOCK_KEY]);
        lockClient.release();
      }
    },
    onStatement: statements.onStatement,
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
