import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * Sends several writes that do not read each other's rows as ONE statement: every write but the
 * last is a data-modifying `WITH` clause of the last (PostgreSQL runs them all, on one snapshot,
 * or none). A foreign key between them holds: it is checked at the end of the statement, when
 * every row is in. Each write is a Drizzle insert/update/delete, so its values go through the
 * columns' own encoders as they would alone. A purchase writes its subscription and phases, and
 * its invoice and payments, this way (ADR 093): one round trip each instead of two or three.
 */
export async function writeInOneStatement(
  tx: Db,
  writes: readonly (SQLWrapper | undefined)[],
): Promise<void> {
  const present = writes.filter((write): write is SQLWrapper => write !== undefined);
  const last = present.at(-1);
  if (!last) return;
  if (present.length === 1) {
    await tx.execute(last.getSQL());
    return;
  }
  const clauses: SQL[] = present
    .slice(0, -1)
    .map((write, index) => sql`${sql.raw(`write_${index}`)} as (${write.getSQL()})`);
  await tx.execute(sql`with ${sql.join(clauses, sql`, `)} ${last.getSQL()}`);
}
