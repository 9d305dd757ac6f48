import {
  type Column,
  getTableColumns,
  type InferSelectModel,
  type SQL,
  type Table,
} from 'drizzle-orm';
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
