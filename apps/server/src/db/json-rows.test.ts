import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';
import type { Db } from './client.ts';
import { preparedSingleRow } from './json-rows.ts';

type Said = { said: string; doubled: number };

const SAYING = sql`select ${sql.placeholder('word')}::text as said, ${sql.placeholder('n')}::int * 2 as doubled`;

// `preparedSingleRow` reaches Drizzle's session to prepare raw SQL (Drizzle's public `.prepare`
// is only on its query builders). These tests fail if a Drizzle upgrade changes what that does.
describe('a raw statement prepared once (preparedSingleRow)', () => {
  it('answers its one row with the values of each call, on either database', async () => {
    const { db } = await createTestApp();
    const say = preparedSingleRow<Said>(db, 'json_rows_test_saying', SAYING);
    expect(await say({ word: 'first', n: 2 })).toEqual({ said: 'first', doubled: 4 });
    expect(await say({ word: 'second', n: 21 })).toEqual({ said: 'second', doubled: 42 });
  });

  it('is a statement prepared by its name on the PostgreSQL connection that ran it', async () => {
    const { db, database } = await createTestApp();
    if (database.kind !== 'postgres') {
      // PGlite runs one statement at a time in-process; it has no named statements to keep.
      expect(database.kind).toBe('pglite');
      return;
    }
    // A transaction holds one connection, so the statement's session is the one asked.
    const prepared = await db.transaction(async (tx) => {
      const say = preparedSingleRow<Said>(tx as unknown as Db, 'json_rows_test_named', SAYING);
      await say({ word: 'once', n: 1 });
      await say({ word: 'twice', n: 2 });
      const found = await tx.execute(
        sql`select name, statement from pg_prepared_statements where name = 'json_rows_test_named'`,
      );
      return (found as unknown as { rows: { name: string; statement: string }[] }).rows;
    });
    expect(prepared).toHaveLength(1);
    expect(prepared[0]?.statement).toContain('$1::text as said');
  });
});
