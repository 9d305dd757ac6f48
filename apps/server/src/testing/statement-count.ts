import type { Database } from '../db/client.ts';

/**
 * The SQL statements `work` sent to `database`, in order: what a behaviour test counts to hold a
 * request to its cost ("the account read costs at most 3 statements").
 */
export async function statementsOf(
  database: Database,
  work: () => Promise<unknown>,
): Promise<string[]> {
  const statements: string[] = [];
  const stop = database.onStatement((statement) => statements.push(statement));
  try {
    await work();
  } finally {
    stop();
  }
  return statements;
}
