import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client.ts';
import { captureLogs } from '../../../testing/capture-logs.ts';
import { freshClock } from '../../../testing/identities.ts';
import { createTestApp } from '../../../testing/test-app.ts';
import { careCheckout, newAccountPurchase } from './checkout.testing.ts';

/** Every text-like column of every table of the database. */
async function textColumns(db: Db): Promise<{ table: string; column: string }[]> {
  const result = await db.execute(sql`
    select table_name as "table", column_name as "column"
    from information_schema.columns
    where table_schema = 'public'
      and data_type in ('text', 'character varying', 'character', 'json', 'jsonb')
    order by table_name, column_name`);
  return (result as unknown as { rows: { table: string; column: string }[] }).rows;
}

/** The tables and columns whose text holds `needle`. */
async function columnsHolding(db: Db, needle: string): Promise<string[]> {
  const hits: string[] = [];
  for (const { table, column } of await textColumns(db)) {
    const found = await db.execute(
      sql`select 1 from ${sql.identifier(table)} where ${sql.identifier(column)}::text like ${`%${needle}%`} limit 1`,
    );
    if ((found as unknown as { rows: unknown[] }).rows.length > 0) hits.push(`${table}.${column}`);
  }
  return hits;
}

describe('after checkouts, the card number is nowhere', () => {
  it('in no text or JSON column of any table, and not in the log', async () => {
    const logs = captureLogs({ logLevel: 'trace' });
    const testApp = await createTestApp({ clock: freshClock(), logger: logs.logger });
    const { app, db } = testApp;
    const { post } = await careCheckout(app);
    const success = await newAccountPurchase(app, '5555555555554444');
    expect(
      (await post('/services/purchase/new-account', success.body, success.key)).statusCode,
    ).toBe(200);
    const declined = await newAccountPurchase(app, '4000000000009995');
    expect(
      (await post('/services/purchase/new-account', declined.body, declined.key)).statusCode,
    ).toBe(402);

    const columns = await textColumns(db);
    expect(columns.length).toBeGreaterThan(50);
    expect(columns).toContainEqual({ table: 'sandbox_gateway_cards', column: 'fingerprint' });
    for (const needle of [
      '5555555555554444',
      '5555 5555 5555 4444',
      '555555555555',
      '4000000000009995',
      '400000000000',
      // The streaming password, hashed with argon2id, is never kept as typed either.
      success.body.streamingInfo.password,
    ]) {
      expect(await columnsHolding(db, needle), needle).toEqual([]);
    }
    // The search finds what is kept on purpose: the last 4 and the email.
    expect(await columnsHolding(db, '4444')).toContain('payment_methods.last4');
    expect(await columnsHolding(db, success.body.streamingInfo.emailAddress)).toContain(
      'subscriber_accounts.email',
    );

    const logged = logs.text();
    expect(logged).not.toContain('5555555555554444');
    expect(logged).not.toContain('4000000000009995');
    expect(logged).not.toContain(success.body.streamingInfo.password);
  });
});
