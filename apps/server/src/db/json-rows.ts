import {
  type Column,
  getTableColumns,
  type InferSelectModel,
  type SQL,
  type Table,
} from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/**
 * A table's row read back from `to_jsonb(row)`: what lets one statement bring several tables'
 * rows at once (`jsonb_agg` in sub-selects) and still hand the stores the same typed rows a
 * `select().from(table)` gives. Each column is decoded as Drizzle decodes it (timestamps to
 * Date…); a jsonb column is already a value inside the JSON, so it is taken as it is.
 */
export function rowOfJson<T extends Table>(table: T, json: Record<string, unknown>) {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table)) as [string, Column][]) {
    const value = json[column.name];
    row[key] =
      value === null || value === undefined
        ? null
        : column.getSQLType() === 'jsonb'
          ? value
          : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<T>;
}

/** `rowOfJson` of each element of a `jsonb_agg` (null when the sub-select found nothing). */
export function rowsOfJson<T extends Table>(table: T, json: unknown): InferSelectModel<T>[] {
  return ((json ?? []) as Record<string, unknown>[]).map((element) => rowOfJson(table, element));
}

/**
 * The one row a statement of sub-selects answers (`select (…) as a, (…) as b`), whichever driver
 * ran it: both answer `{ rows }`, which Drizzle's type over either leaves unknown.
 */
export async function singleRowOf<Row>(db: Db, statement: SQL): Promise<Row> {
  const result = await db.execute(statement);
  const [row] = (result as unknown as { rows: Row[] }).rows;
  if (!row) throw new Error('a statement of sub-selects answered no row');
  return row;
}

/**
 * Writes a raw statement's text and parameter slots as the database's own dialect does (the app
 * sets no casing: the default dialect is the app's).
 */
const statementText = new PgDialect();

/**
 * `singleRowOf` for a statement read on every request: its text is built once (Drizzle spent tens
 * of microseconds of CPU building each), its values are `sql.placeholder(name)`, and on
 * PostgreSQL it is a named prepared statement, parsed and planned once per connection instead of
 * at each call (ADR 092).
 *
 * Drizzle's public way to prepare is `.prepare(name)` on its query builders; a statement of
 * sub-selects is raw SQL, which Drizzle prepares only through its session (`db._.session`,
 * `prepareQuery`, as its builders do). Both are used here through Drizzle's own declared types,
 * with no cast: a Drizzle whose session no longer takes these arguments fails the typecheck, and
 * `json-rows.test.ts` runs the statement on both drivers and finds it prepared by name on
 * PostgreSQL (ADR 092's addendum).
 */
export function preparedSingleRow<Row>(
  db: Db,
  name: string,
  statement: SQL,
): (values: Record<string, unknown>) => Promise<Row> {
  const prepared = db._.session.prepareQuery<{
    execute: { rows: Row[] };
    all: unknown;
    values: unknown;
  }>(statementText.sqlToQuery(statement), undefined, name, false);
  return async (values) => {
    const [row] = (await prepared.execute(values)).rows;
    if (!row) throw new Error('a statement of sub-selects answered no row');
    return row;
  };
}

/**
 * A statement prepared once per database handle (the app's, a test's): for reads whose functions
 * take the database as an argument rather than at construction.
 */
export function preparedPerDatabase<Prepared>(prepare: (db: Db) => Prepared): (db: Db) => Prepared {
  const byDatabase = new WeakMap<Db, Prepared>();
  return (db) => {
    let prepared = byDatabase.get(db);
    if (!prepared) {
      prepared = prepare(db);
      byDatabase.set(db, prepared);
    }
    return prepared;
  };
}
