import { EventEmitter } from 'node:events';
import { eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';
import { PREPARED_PER_CONNECTION, prepareStatementsByText } from './prepared-by-text.ts';
import { catalogOffers } from './schema/index.ts';

describe('statements prepared by their text on PostgreSQL', () => {
  it('answers each call with its own values, and keeps one prepared statement per query shape', async () => {
    const { db, database } = await createTestApp();
    const offerNamed = (planCode: string) =>
      db
        .select({ planCode: catalogOffers.planCode })
        .from(catalogOffers)
        .where(eq(catalogOffers.planCode, planCode));
    const [first] = await db
      .select({ planCode: catalogOffers.planCode })
      .from(catalogOffers)
      .limit(1);
    expect(first).toBeDefined();
    const planCode = first?.planCode ?? '';
    if (database.kind !== 'postgres') {
      // PGlite runs one statement at a time in-process; it has no named statements to keep.
      expect(await offerNamed(planCode)).toEqual([{ planCode }]);
      return;
    }
    // A transaction holds one connection, so the statements it asks about are its own.
    const kept = await db.transaction(async (tx) => {
      const answers = [];
      for (const code of [planCode, 'NO_SUCH_PLAN', planCode]) {
        answers.push(
          await tx
            .select({ planCode: catalogOffers.planCode })
            .from(catalogOffers)
            .where(eq(catalogOffers.planCode, code)),
        );
      }
      expect(answers).toEqual([[{ planCode }], [], [{ planCode }]]);
      const found = await tx.execute(
        sql`select name from pg_prepared_statements where statement like ${'%from "catalog_offers" where "catalog_offers"."plan_code" = $1%'} and statement not like '%pg_prepared_statements%'`,
      );
      return (found as unknown as { rows: { name: string }[] }).rows;
    });
    expect(kept).toHaveLength(1);
    expect(kept[0]?.name).toMatch(/^orbit_/);
  });
});

describe('what a connection is sent as prepared', () => {
  /** A pool that opens one connection, whose statements are recorded as node-postgres gets them. */
  function connectionSending() {
    const sent: { name?: string; text: string }[] = [];
    const client = {
      query: (config: { name?: string; text: string } | string) =>
        sent.push(typeof config === 'string' ? { text: config } : config),
    };
    const pool = new EventEmitter();
    prepareStatementsByText(pool as unknown as pg.Pool);
    pool.emit('connect', client);
    return { query: client.query as (...args: unknown[]) => unknown, sent };
  }

  it('names a statement with parameters by its text, and leaves begin, commit and named ones', () => {
    const { query, sent } = connectionSending();
    query({ text: 'select $1::int' }, [1]);
    query({ text: 'select $1::int' }, [2]);
    query({ text: 'select $1::text' }, ['a']);
    query('begin');
    query({ text: 'select 1' }, []);
    query({ text: 'select $1::int', name: 'its_own' }, [3]);
    const [first, second, third, begin, noParameters, named] = sent;
    expect(first?.name).toMatch(/^orbit_/);
    expect(second?.name).toBe(first?.name);
    expect(third?.name).not.toBe(first?.name);
    expect(begin).toEqual({ text: 'begin' });
    expect(noParameters?.name).toBeUndefined();
    expect(named?.name).toBe('its_own');
  });

  it('sends unprepared the shapes beyond what a connection keeps, and still those it prepared', () => {
    const { query, sent } = connectionSending();
    for (let n = 0; n <= PREPARED_PER_CONNECTION; n += 1)
      query({ text: `select $1::int + ${n}` }, [n]);
    query({ text: 'select $1::int + 0' }, [1]);
    expect(sent.filter((statement) => statement.name !== undefined)).toHaveLength(
      PREPARED_PER_CONNECTION + 1,
    );
    expect(sent[PREPARED_PER_CONNECTION]?.name).toBeUndefined();
    expect(sent.at(-1)?.name).toBe(sent[0]?.name);
  });
});
