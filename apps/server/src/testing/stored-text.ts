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
 * Machine-made tokens: ids (`log_019d…`, 32 hex digits), hashes (64 hex digits), secrets and
 * tokens (base64url). Their hex or base64 digits sometimes include a Luhn-valid run of 13–19
 * decimal digits by chance — about one id in five hundred — which is no card anybody typed. A
 * token is machine-made when it is 24 or more id characters mixing letters and digits; a card
 * number typed by a person is 13–19 digits, alone or in groups.
 */
const MACHINE_TOKEN = /[A-Za-z0-9_-]{24,}/g;

/** Whether stored text holds a card number a person typed (machine-made tokens aside). */
export function holdsCardNumber(text: string): boolean {
  return containsCardNumber(
    text.replace(MACHINE_TOKEN, (token) =>
      /[A-Za-z]/.test(token) && /[0-9]/.test(token) ? ' ' : token,
    ),
  );
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
    if (rows.some((row) => holdsCardNumber(row.text))) hits.push(`${table}.${column}`);
  }
  return hits;
}
