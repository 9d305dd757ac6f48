import { careErrorBodySchema, purchaseResultSchema } from '@orbit/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../../../db/client.ts';
import {
  invoices,
  sandboxGatewayCharges,
  subscriberAccounts,
  subscriptions,
} from '../../../db/schema/index.ts';
import {
  succeedingCardNumber,
  tokenizeCard,
} from '../../../platform/payments/card-tokens.testing.ts';
import { countingGateway } from '../../../platform/payments/counting-gateway.testing.ts';
import { careData } from '../../../testing/care-caller.ts';
import { fileCounter } from '../../../testing/file-counter.ts';
import { freshClock } from '../../../testing/identities.ts';
import { loseEveryRunOn } from '../../../testing/lost-races.ts';
import { createTestApp } from '../../../testing/test-app.ts';
import { careCheckout, countedCheckout, newAccountBody } from './checkout.testing.ts';

const NEW_ACCOUNT = '/services/purchase/new-account';

const buyers = fileCounter();

async function setUp() {
  // A database of its own: the tests put triggers on its invoices.
  const testApp = await createTestApp({ clock: freshClock(), ownDatabase: true });
  const checkout = await countedCheckout(testApp);
  const purchase = async () =>
    newAccountBody(await tokenizeCard(checkout.app, succeedingCardNumber(buyers.next())));
  return { ...testApp, checkout, purchase };
}

/** What a buyer (by email) holds: accounts, subscriptions, invoices. */
async function holdingsOf(db: Db, email: string) {
  const accounts = await db
    .select({ number: subscriberAccounts.accountNumber })
    .from(subscriberAccounts)
    .where(eq(subscriberAccounts.email, email));
  const numbers = accounts.map((account) => account.number);
  if (numbers.length === 0) return { accounts: 0, subscriptions: 0, invoices: 0 };
  const held = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(inArray(subscriptions.accountNumber, numbers));
  const billed = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(inArray(invoices.accountNumber, numbers));
  return { accounts: numbers.length, subscriptions: held.length, invoices: billed.length };
}

describe('a purchase whose transaction meets a deadlock', () => {
  it('is run again and bought, charged once, when the next run goes through', async () => {
    const { db, checkout, purchase } = await setUp();
    // Only the first invoice written loses (a sequence is not rolled back with it).
    await db.execute(sql.raw('create sequence invoice_races'));
    await db.execute(
      sql.raw(`create function lose_once() returns trigger language plpgsql as $$
        begin
          if nextval('invoice_races') = 1 then
            raise exception 'deadlock detected' using errcode = '40P01';
          end if;
          return new;
        end $$`),
    );
    await db.execute(
      sql.raw(
        'create trigger lose_once before insert on invoices for each row execute function lose_once()',
      ),
    );
    const body = await purchase();
    const answer = await checkout.post(NEW_ACCOUNT, body, body.paymentInfo.transactionId);
    expect(answer.statusCode, answer.body).toBe(200);
    const bought = careData(answer, purchaseResultSchema);
    expect(bought.amountCharged.amountMinor).toBeGreaterThan(0);
    // The gateway was asked once (the charge is made before the transaction, never in it).
    expect(checkout.charges).toHaveLength(1);
    expect(checkout.refunds).toEqual([]);
    expect(await holdingsOf(db, body.serviceAddress.email)).toEqual({
      accounts: 1,
      subscriptions: 1,
      invoices: 1,
    });
  });

  it('that loses every run is answered 503 with Retry-After, its charge given back, nothing written; the same key buys it once afterwards', async () => {
    const { db, checkout, purchase } = await setUp();
    const stopLosing = await loseEveryRunOn(db, 'invoices');
    const body = await purchase();
    const key = body.paymentInfo.transactionId;
    const lost = await checkout.post(NEW_ACCOUNT, body, key);
    expect(lost.statusCode, lost.body).toBe(503);
    expect(lost.headers['retry-after']).toBe('1');
    expect(careErrorBodySchema.parse(lost.json()).error.errorCode).toBe('SERVICE_UNAVAILABLE');
    // Charged once and given back: the buyer holds nothing, and owes nothing.
    expect(checkout.charges).toHaveLength(1);
    expect(checkout.refunds).toHaveLength(1);
    expect(await holdingsOf(db, body.serviceAddress.email)).toEqual({
      accounts: 0,
      subscriptions: 0,
      invoices: 0,
    });

    // Sent again with the same key (it was released, not kept with the 503): a new order, bought.
    await stopLosing();
    const bought = await checkout.post(NEW_ACCOUNT, body, key);
    expect(bought.statusCode, bought.body).toBe(200);
    expect(checkout.charges).toHaveLength(2);
    expect(checkout.refunds).toHaveLength(1);
    expect(checkout.charges[1]?.idempotencyKey).not.toBe(checkout.charges[0]?.idempotencyKey);
    expect(await holdingsOf(db, body.serviceAddress.email)).toEqual({
      accounts: 1,
      subscriptions: 1,
      invoices: 1,
    });
    // And that answer is the key's from now on.
    const replay = await checkout.post(NEW_ACCOUNT, body, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toBe(bought.body);
  });
});

describe('a purchase cut short after its charge', () => {
  it('is finished by its retry under the same key, charged once, even once its offer is no longer sold', async () => {
    let cutShort = true;
    let counted: ReturnType<typeof countingGateway> | undefined;
    const testApp = await createTestApp({
      clock: freshClock(),
      ownDatabase: true,
      // The gateway charges, then the answer is lost (the connection, the process): the order
      // stays quoted with its charge taken.
      gateway: (sandbox) => {
        counted = countingGateway({
          ...sandbox,
          async charge(request) {
            const charged = await sandbox.charge(request);
            if (cutShort) {
              cutShort = false;
              throw new Error('connection to the gateway lost after the charge');
            }
            return charged;
          },
        });
        return counted.gateway;
      },
    });
    const { db, clock, app } = testApp;
    const checkout = {
      ...(await careCheckout(app)),
      charges: counted?.charges ?? [],
      refunds: counted?.refunds ?? [],
    };
    const body = newAccountBody(await tokenizeCard(app, succeedingCardNumber(buyers.next())));
    const key = body.paymentInfo.transactionId;
    const first = await checkout.post(NEW_ACCOUNT, body, key);
    expect(first.statusCode).not.toBe(200);
    // The offer's sale ends before the retry: a new order would be refused (OFFER_EXPIRED), but
    // the first run's order was priced while it was sold, and its charge is taken.
    await db.execute(
      sql`update catalog_offers set available_until = ${clock.now().toISOString()}::timestamptz
          where plan_code = ${body.plans[0]?.planCode ?? ''}`,
    );
    const retried = await checkout.post(NEW_ACCOUNT, body, key);
    expect(retried.statusCode, retried.body).toBe(200);
    // The gateway was asked twice under the first order's key, and answered the one charge.
    expect(checkout.charges.map((charge) => charge.idempotencyKey)).toEqual([
      checkout.charges[0]?.idempotencyKey,
      checkout.charges[0]?.idempotencyKey,
    ]);
    const kept = await db
      .select({ id: sandboxGatewayCharges.id })
      .from(sandboxGatewayCharges)
      .where(eq(sandboxGatewayCharges.idempotencyKey, checkout.charges[0]?.idempotencyKey ?? ''));
    expect(kept).toHaveLength(1);
    expect(checkout.refunds).toEqual([]);
    expect(await holdingsOf(db, body.serviceAddress.email)).toEqual({
      accounts: 1,
      subscriptions: 1,
      invoices: 1,
    });
  });
});

/** The advisory lock both purchases wait on, holding their first row, until the test lets go. */
const GATE = 20101;

describe('two purchases deadlocked on the same two rows, taken in opposite order', () => {
  it('both end bought, each charged once, nothing half-written', async () => {
    const { db, database, checkout, purchase } = await setUp();
    const bodies = [await purchase(), await purchase()];
    const emails = bodies.map((body) => body.serviceAddress.email);
    if (database.kind === 'pglite') {
      // One connection runs one transaction at a time: two purchases never hold rows the other
      // waits for, so they cannot deadlock; both go through as they come.
      const answers = await Promise.all(
        bodies.map((body) => checkout.post(NEW_ACCOUNT, body, body.paymentInfo.transactionId)),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      expect(checkout.charges).toHaveLength(2);
      return;
    }
    // Each purchase's invoice takes its own row first, waits at the gate, then takes the other's:
    // once the gate opens, each holds the row the other wants, and PostgreSQL ends one of them.
    await db.execute(sql`create table race_rows (n integer primary key)`);
    await db.execute(sql`insert into race_rows (n) values (1), (2)`);
    await db.execute(sql`create table race_turns (email text primary key, first integer)`);
    await db.execute(
      sql`insert into race_turns (email, first) values (${emails[0]}, 1), (${emails[1]}, 2)`,
    );
    await db.execute(
      sql.raw(`create function take_in_turn() returns trigger language plpgsql as $$
        declare mine integer;
        begin
          select t.first into mine from race_turns t
            join subscriber_accounts a on a.email = t.email
            where a.account_number = new.account_number;
          if mine is not null then
            perform 1 from race_rows where n = mine for update;
            perform pg_advisory_xact_lock_shared(${GATE});
            perform 1 from race_rows where n = 3 - mine for update;
          end if;
          return new;
        end $$`),
    );
    await db.execute(
      sql.raw(
        'create trigger take_in_turn after insert on invoices for each row execute function take_in_turn()',
      ),
    );
    const gate = new pg.Client({ connectionString: database.connectionString });
    await gate.connect();
    try {
      await gate.query('begin');
      await gate.query('select pg_advisory_xact_lock($1)', [GATE]);
      const answers = Promise.all(
        bodies.map((body) => checkout.post(NEW_ACCOUNT, body, body.paymentInfo.transactionId)),
      );
      // Both hold their first row and wait at the gate (no timer: the database says so).
      await vi.waitFor(
        async () => {
          const { rows } = await gate.query<{ waiting: string }>(
            `select count(*) as waiting from pg_locks
             where locktype = 'advisory' and objid = $1 and not granted`,
            [GATE],
          );
          expect(Number(rows[0]?.waiting)).toBe(2);
        },
        { timeout: 60_000, interval: 20 },
      );
      await gate.query('commit');
      const answered = await answers;
      expect(
        answered.map((answer) => answer.statusCode),
        answered.map((answer) => answer.body).join('\n'),
      ).toEqual([200, 200]);
    } finally {
      await gate.end();
    }
    // Each bought once and charged once: the one PostgreSQL ended ran its transaction again,
    // after the charge, which is not in it.
    expect(checkout.charges).toHaveLength(2);
    expect(checkout.refunds).toEqual([]);
    for (const email of emails) {
      expect(await holdingsOf(db, email)).toEqual({ accounts: 1, subscriptions: 1, invoices: 1 });
    }
  });
});
