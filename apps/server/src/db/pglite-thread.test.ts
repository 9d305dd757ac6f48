import { PGlite, type Transaction } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueViolationOf } from '../modules/identity/index.ts';
import { toAppError } from '../platform/errors/to-app-error.ts';
import { pgliteTemplate } from '../testing/test-database.ts';
import { DatabaseThreadStoppedError, PgliteThread } from './pglite-thread.ts';

/** Drizzle's own parsers (drizzle-orm/pglite): timestamps and dates stay as PostgreSQL wrote them. */
const AS_WRITTEN = (text: string) => text;
const DRIZZLE_PARSERS = { 1114: AS_WRITTEN, 1184: AS_WRITTEN, 1082: AS_WRITTEN, 1186: AS_WRITTEN };

const PROBE_TABLE = `create table thread_probe (
  id int primary key, note text, paid numeric(10, 2), at timestamptz, doc jsonb, bytes bytea,
  tags text[], big int8
)`;

/** The run's template (a PostgreSQL run has none: an empty database of our own is made). */
async function templateForThisRun(): Promise<Blob> {
  const template = pgliteTemplate();
  if (template) return template;
  const empty = await PGlite.create('memory://');
  try {
    return await empty.dumpDataDir('none');
  } finally {
    await empty.close();
  }
}

let template: Blob;
let thread: PgliteThread;
let inProcess: PGlite;

beforeAll(async () => {
  template = await templateForThisRun();
  [thread, inProcess] = await Promise.all([
    PgliteThread.start({ template }),
    PGlite.create('memory://', { loadDataDir: template }),
  ]);
  for (const database of [thread, inProcess]) await database.query(PROBE_TABLE);
});

afterAll(async () => {
  await Promise.all([thread?.close(), inProcess?.close()]);
});

/** A signal a test waits for: `wait` resolves once `give` is called. */
function signal() {
  let give = () => {};
  const wait = new Promise<void>((resolve) => {
    give = resolve;
  });
  return { give, wait };
}

describe('the embedded database on its own thread', () => {
  it('answers what PGlite in the process answers: values both ways, row shapes, the caller’s parsers', async () => {
    const insert = `insert into thread_probe (id, note, paid, at, doc, bytes, tags, big)
      values ($1, $2, $3, $4, $5, $6, $7, $8) returning *`;
    const params = [
      1,
      'Café « crème »',
      '12.50',
      new Date('2026-03-01T12:30:00.250Z'),
      { plan: 'streaming', radios: [1, 2], price: { cents: 1099 } },
      new Uint8Array([0, 7, 255]),
      ['a', 'b c'],
      9007199254740993n,
    ];
    const select =
      'select *, now() - now() as gap, current_date - current_date as days from thread_probe where id = $1';
    for (const rowMode of ['object', 'array'] as const) {
      const options = { rowMode, parsers: DRIZZLE_PARSERS };
      const [onThread, here] = await Promise.all([
        thread.transaction(async (tx) => {
          const written = await tx.query(insert, params, options);
          const read = await tx.query(select, [1], options);
          await tx.rollback();
          return [written, read];
        }),
        inProcess.transaction(async (tx) => {
          const written = await tx.query(insert, params, options);
          const read = await tx.query(select, [1], options);
          await tx.rollback();
          return [written, read];
        }),
      ]);
      expect(onThread).toEqual(here);
    }
    const [row] = (
      await thread.query(
        'select 1.5::numeric as n, $1::timestamptz as at',
        [new Date('2026-01-01T00:00:00Z')],
        { parsers: { 1184: (text) => `written ${text}` } },
      )
    ).rows;
    expect(row).toEqual({ n: '1.5', at: 'written 2026-01-01 00:00:00+00' });
  });

  it('hands PostgreSQL’s error over with its code and constraint, as the app reads them', async () => {
    await thread.query('insert into thread_probe (id) values (2)');
    const error = await thread
      .query('insert into thread_probe (id) values (2)')
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      code: '23505',
      constraint: 'thread_probe_pkey',
      table: 'thread_probe',
    });
    expect(uniqueViolationOf(error)).toEqual({ constraint: 'thread_probe_pkey' });
  });

  it('runs two transactions one after the other, and a statement sent meanwhile after the open one', async () => {
    const firstWrote = signal();
    const firstMayEnd = signal();
    const seen: string[] = [];
    let firstTx: Transaction | undefined;
    const first = thread.transaction(async (tx) => {
      await tx.query('insert into thread_probe (id) values (10)');
      firstTx = tx;
      firstWrote.give();
      await firstMayEnd.wait;
      await tx.query('insert into thread_probe (id) values (11)');
      seen.push('first ends');
    });
    await firstWrote.wait;
    const count = 'select count(*)::int as rows from thread_probe where id in (10, 11)';
    const second = thread.transaction(async (tx) => {
      seen.push('second begins');
      return (await tx.query<{ rows: number }>(count)).rows[0]?.rows;
    });
    const outside = thread.query<{ rows: number }>(count).then((result) => {
      seen.push('outside answered');
      return result.rows[0]?.rows;
    });
    // A round trip inside the open transaction, sent after both: had they not waited for it,
    // their answers would have come back first.
    await firstTx?.query('select 1');
    expect(seen).toEqual([]);
    firstMayEnd.give();
    expect(await Promise.all([first, second, outside])).toEqual([undefined, 2, 2]);
    expect(seen).toEqual(['first ends', 'second begins', 'outside answered']);
  });

  it('rolls back a transaction whose work throws, and gives the caller that error', async () => {
    const refused = new Error('card declined');
    await expect(
      thread.transaction(async (tx) => {
        await tx.query('insert into thread_probe (id) values (20)');
        throw refused;
      }),
    ).rejects.toBe(refused);
    expect((await thread.query('select id from thread_probe where id = 20')).rows).toEqual([]);
  });

  it('fails what waits on a thread that died, and everything after, with the 503 of a database gone', async () => {
    const dying = await PgliteThread.start(
      { dataDir: 'unused' },
      new URL('./pglite-worker.exits.testing.mjs', import.meta.url),
    );
    const [first, second] = await Promise.all([
      dying.query('select 1').catch((error: unknown) => error),
      dying.query('select 2').catch((error: unknown) => error),
    ]);
    expect(first).toBeInstanceOf(DatabaseThreadStoppedError);
    expect(second).toBe(first);
    expect(toAppError(first)).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      statusCode: 503,
      retryAfterSeconds: 5,
    });
    await expect(dying.transaction(async () => {})).rejects.toBe(first);
    await dying.close();
  });

  it('once closed, refuses statements as a closed PGlite does', async () => {
    const closing = await PgliteThread.start({ template });
    expect((await closing.query('select 1 as n')).rows).toEqual([{ n: 1 }]);
    await closing.close();
    await closing.close();
    const error = await closing.query('select 1').catch((caught: unknown) => caught);
    expect(toAppError(error)).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });
});
