import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * Distinct statements one connection keeps prepared: the app sends a few hundred shapes of
 * statement; a shape beyond these (an insert of a varying number of rows, run once) is sent
 * unprepared rather than kept by PostgreSQL for the connection's life.
 */
export const PREPARED_PER_CONNECTION = 1_000;

/** Statement names by text, shared by the pool's connections (PostgreSQL keeps 63 bytes of a name). */
const nameByText = new Map<string, string>();
const NAMES_KEPT = 5_000;

function preparedNameOf(text: string): string {
  let name = nameByText.get(text);
  if (name === undefined) {
    name = `orbit_${createHash('sha256').update(text).digest('base64url').slice(0, 32)}`;
    if (nameByText.size < NAMES_KEPT) nameByText.set(text, name);
  }
  return name;
}

type StatementConfig = { text: string; name?: string; values?: unknown[] };
type PgQuery = (...args: unknown[]) => unknown;

function isStatementConfig(value: unknown): value is StatementConfig {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { text?: unknown }).text === 'string'
  );
}

/**
 * Every statement with parameters that a node-postgres pool sends is a named prepared statement
 * on its connection, named by its text: PostgreSQL parses it once per connection, and after a few
 * runs plans it once, instead of at each call (planning was 10–40 % of the purchase's statements'
 * time, ADR 103). Drizzle's builders send a new statement object at each call, so preparing by
 * `.prepare(name)` would mean rewriting each query around placeholders; the text of a query
 * shape is already its identity. Statements without parameters (begin, commit, migrations) are
 * sent as they are.
 */
export function prepareStatementsByText(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const original = client.query.bind(client) as PgQuery;
    const prepared = new Set<string>();
    const byText: PgQuery = (first, ...rest) => {
      if (!isStatementConfig(first) || first.name !== undefined) return original(first, ...rest);
      const values = Array.isArray(rest[0]) ? rest[0] : first.values;
      if (!values || values.length === 0) return original(first, ...rest);
      const name = preparedNameOf(first.text);
      if (!prepared.has(name)) {
        if (prepared.size >= PREPARED_PER_CONNECTION) return original(first, ...rest);
        prepared.add(name);
      }
      return original({ ...first, name }, ...rest);
    };
    client.query = byText as typeof client.query;
  });
}
