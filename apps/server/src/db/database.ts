import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { ConnectionUsage, QueryTimings } from './query-timing.ts';
import type { StatementListener } from './statement-listeners.ts';

/**
 * The Drizzle handle every store uses; the same type over PGlite and node-postgres. Without the
 * relational query API (`db.query.<table>`): the stores write their selects, and a handle with a
 * schema builds a query builder for each of the ~60 tables at every transaction it opens.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

export type DatabaseKind = 'pglite' | 'postgres';

export type MigrationOutcome = {
  /** True when the database had never been migrated: a new database, which main.ts seeds. */
  wasEmpty: boolean;
};

/** An open database: the query handle plus what the process needs to run and stop it. */
export type Database = {
  readonly db: Db;
  readonly kind: DatabaseKind;
  /** PostgreSQL: where it is, for a part that opens its own small pool there (the scheduler's pg-boss). */
  readonly connectionString?: string;
  /** Resolves when the database answers a trivial query; rejects otherwise (readiness check). */
  ping(): Promise<void>;
  /** Applies the committed SQL migrations that are not yet applied. */
  migrate(): Promise<MigrationOutcome>;
  /** Calls `listener` with each statement sent from now on; the returned function stops it. */
  onStatement(listener: StatementListener): () => void;
  /** Every statement's duration, for the metrics endpoint (ADR 085). */
  readonly queries: Pick<QueryTimings, 'onQuery' | 'inFlight'>;
  /** How the connections are used now. */
  connectionUsage(): ConnectionUsage;
  /** Closes connections and releases the data-dir lock. Safe to call twice. */
  close(): Promise<void>;
};
