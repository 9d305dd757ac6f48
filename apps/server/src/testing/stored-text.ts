import { containsCardNumber } from '@orbit/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** What the suites read of the whole database to prove something is kept nowhere. */

type Column = { table: string; column: string };

/** Every text-like column of every table of the database. */
export async function textColumns(db: Db): Promise<Column[]> {
  const result = await db.execute(sql`
    select table_name as "table", column_name as "column"
    from information_schema.columns
    where table_schema = 'public'
      and data_type in ('text', 'character varying', 'character', 'json', 'jsonb')
    order by table_name, column_name`);
  return (result as unknown as { rows: Column[] }).rows;
}

/** The tables and columns (`table.column`) whose text holds `needle`. */
export async function columnsHolding(db: Db, needle: string): Promise<string[]> {
  const hits: string[] = [];
  for (const { table, column } of await textColumns(db)) {
    const found = await db.execute(
      sql`select 1 from ${sql.identifier(table)} where ${sql.identifier(column)}::text like ${`%${needle}%`} limit 1`,
    );
    if ((found as unknown as { rows: unknown[] }).rows.length > 0) hits.push(`${table}.${column}`);
  }
  return hits;
}

/**
 * The tables and columns holding a card number (`containsCardNumber`: a Luhn-valid 13–19 digit
 * run, grouped or not), whatever the number: the scan that no single needle can make.
 */
export async function columnsHoldingCardNumbers(db: Db): Promise<string[]> {
  const hits: string[] = [];
  for (const { table, column } of await textColumns(db)) {
    const found = await db.execute(
      sql`select ${sql.identifier(column)}::text as "text" from ${sql.identifier(table)}
          where ${sql.identifier(column)}::text ~ '[0-9]{4}|[0-9][ +-][0-9]'`,
    );
    const rows = (found as unknown as { rows: { text: string }[] }).rows;
    if (rows.some((row) => containsCardNumber(row.text))) hits.push(`${table}.${column}`);
  }
  return hits;
}
