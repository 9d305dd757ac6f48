import pg from 'pg';

/**
 * The rows PostgreSQL has read so far by whole-table scans in one database, by table
 * (`pg_stat_user_tables.seq_tup_read`).
 */
async function rowsReadWholeOf(databaseUrl: string): Promise<Map<string, number>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ relname: string; rows: string }>(
      'select relname, seq_tup_read::text as rows from pg_stat_user_tables',
    );
    return new Map(result.rows.map((row) => [row.relname, Number(row.rows)]));
  } finally {
    await client.end();
  }
}

export type WholeTableReads = {
  /**
   * The tables a phase read whole most, heaviest first: rows per order. A lookup with no index
   * shows here as a figure that grows with every order the bench places (ADR 118).
   */
  rowsReadWholePerOrder: { table: string; rows: number }[];
};

/** How many tables `rowsReadWholePerOrder` names. */
const TABLES_SHOWN = 3;

/**
 * Runs a phase of orders and adds the rows its server's database read by whole-table scans, per
 * order, for the tables read most. PostgreSQL counts a backend's scans when it flushes its
 * statistics (at most a second after its last transaction), so the last second of a phase may be
 * counted with the next: a reading for finding a missing index, not a budget.
 */
export async function withWholeTableReads<Phase extends { orders: number }>(
  databaseUrl: string,
  phase: () => Promise<Phase>,
): Promise<Phase & WholeTableReads> {
  const before = await rowsReadWholeOf(databaseUrl);
  const result = await phase();
  const after = await rowsReadWholeOf(databaseUrl);
  return { ...result, ...wholeTableReadsOf(before, after, result.orders) };
}

/** The tables read whole most between two readings of the counters, per order. */
export function wholeTableReadsOf(
  before: ReadonlyMap<string, number>,
  after: ReadonlyMap<string, number>,
  orders: number,
): WholeTableReads {
  const perOrder = [...after]
    .map(([table, rows]) => ({
      table,
      rows: (rows - (before.get(table) ?? 0)) / Math.max(orders, 1),
    }))
    .filter((read) => read.rows > 0)
    .sort((a, b) => b.rows - a.rows)
    .slice(0, TABLES_SHOWN);
  return { rowsReadWholePerOrder: perOrder };
}

/** `orders 1,830, subscriptions 640` (or `none`): the reading as one line. */
export function describeWholeTableReads(reads: WholeTableReads): string {
  if (reads.rowsReadWholePerOrder.length === 0) return 'none';
  return reads.rowsReadWholePerOrder
    .map((read) => `${read.table} ${Math.round(read.rows).toLocaleString('en-US')}`)
    .join(', ');
}
