import { STATIC_CONFIG_PATHS } from '@orbit/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';

/** Long enough for a request that needs no database to be answered many times over. */
const STATEMENT_SECONDS = 3;

describe('requests that need no database, while a statement runs', () => {
  it('are answered before the statement ends (PGlite on its own thread, or PostgreSQL)', async () => {
    const { app, database } = await createTestApp({ ownDatabase: { pgliteThread: 'worker' } });
    const config = () => app.inject({ method: 'GET', url: STATIC_CONFIG_PATHS.common });
    expect((await config()).statusCode).toBe(200);

    let statementEnded = false;
    const statement = database.db.execute(sql`select pg_sleep(${STATEMENT_SECONDS})`).then(() => {
      statementEnded = true;
    });
    // On the event loop's own thread the statement would hold this loop: no answer before its end.
    let answeredMeanwhile = 0;
    while (!statementEnded) {
      // An injected request resolves without a turn of the event loop: take one, so the
      // statement's answer (a message from its thread) can arrive.
      await new Promise(setImmediate);
      const answer = await config();
      expect(answer.statusCode).toBe(200);
      if (!statementEnded) answeredMeanwhile += 1;
    }
    await statement;
    expect(answeredMeanwhile).toBeGreaterThan(0);
  });
});
