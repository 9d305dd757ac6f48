import { careErrorBodySchema } from '@orbit/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../../app.ts';
import {
  identities,
  invoices,
  orders,
  sandboxGatewayCharges,
  subscriberAccounts,
  subscriptions,
} from '../../../db/schema/index.ts';
import type { PaymentGateway } from '../../../platform/payments/payment-gateway.ts';
import { createSandboxGateway } from '../../../platform/payments/sandbox-gateway.ts';
import { freshClock, insertIdentity } from '../../../testing/identities.ts';
import { createTestApp, testConfig } from '../../../testing/test-app.ts';
import { careCheckout, newAccountPurchase } from './checkout.testing.ts';

const URL = '/services/purchase/new-account';
const careCode = (response: { json(): unknown }) =>
  careErrorBodySchema.parse(response.json()).error.errorCode;

const extraApps: App[] = [];
afterEach(async () => {
  await Promise.all(extraApps.splice(0).map((app) => app.close()));
});

async function setUp() {
  const testApp = await createTestApp({ clock: freshClock() });
  return { ...testApp, ...(await careCheckout(testApp.app)) };
}

async function rowsFor(testApp: { db: Awaited<ReturnType<typeof setUp>>['db'] }, email: string) {
  const { db } = testApp;
  const found = await db.select().from(orders).where(sql`${orders.customer}->>'email' = ${email}`);
  const charges =
    found.length === 0
      ? []
      : await db
          .select()
          .from(sandboxGatewayCharges)
          .where(
            inArray(
              sandboxGatewayCharges.idempotencyKey,
              found.map((order) => order.id),
            ),
          );
  return {
    orders: found,
    charges,
    accounts: await db
      .select()
      .from(subscriberAccounts)
      .where(eq(subscriberAccounts.emailKey, email)),
    identities: await db.select().from(identities).where(eq(identities.emailKey, email)),
    subscriptions: await db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .innerJoin(
        subscriberAccounts,
        eq(subscriberAccounts.accountNumber, subscriptions.accountNumber),
      )
      .where(eq(subscriberAccounts.emailKey, email)),
  };
}

describe('purchase/new-account and its Idempotency-Key', () => {
  it('needs the key, equal to the transaction id', async () => {
    const { app, post } = await setUp();
    const { body, key } = await newAccountPurchase(app, '4242424242424242');
    const missing = await post(URL, body);
    expect(missing.statusCode).toBe(400);
    expect(careCode(missing)).toBe('IDEMPOTENCY_KEY_REQUIRED');
    const other = await post(URL, body, `${key}-other`);
    expect(other.statusCode).toBe(400);
    expect(careErrorBodySchema.parse(other.json()).error.fieldErrors).toEqual([
      { errorCode: 'INVALID', fieldName: 'paymentInfo.transactionId' },
    ]);
  });

  it('replays the identical answer to a retry: one order, one charge, one subscription', async () => {
    const testApp = await setUp();
    const { app, post, clock } = testApp;
    const { body, key } = await newAccountPurchase(app, '4242424242424242');
    const first = await post(URL, body, key);
    clock.advanceSeconds(30);
    const again = await post(URL, body, key);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const rows = await rowsFor(testApp, body.streamingInfo.emailAddress);
    expect(rows.orders).toHaveLength(1);
    expect(rows.charges).toHaveLength(1);
    expect(rows.subscriptions).toHaveLength(1);
  });

  it('refuses the same key with another body: 422, nothing more written', async () => {
    const testApp = await setUp();
    const { app, post } = testApp;
    const { body, key } = await newAccountPurchase(app, '4242424242424242');
    expect((await post(URL, body, key)).statusCode).toBe(200);
    const changed = { ...body, languagePreference: 'en-CA' as const };
    const reused = await post(URL, changed, key);
    expect(reused.statusCode).toBe(422);
    expect(careCode(reused)).toBe('IDEMPOTENCY_KEY_REUSED');
    expect((await rowsFor(testApp, body.streamingInfo.emailAddress)).orders).toHaveLength(1);
  });

  it('answers two racing requests with one purchase (the other 409 or the replay)', async () => {
    const testApp = await setUp();
    const { app, post } = testApp;
    const { body, key } = await newAccountPurchase(app, '5555555555554444');
    // On PostgreSQL the two run on two pool connections at once; on PGlite they interleave.
    const answers = await Promise.all([post(URL, body, key), post(URL, body, key)]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect([
      [200, 200],
      [200, 409],
    ]).toContainEqual(statuses);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(careCode(answer)).toBe('IDEMPOTENCY_KEY_IN_USE');
    }
    const rows = await rowsFor(testApp, body.streamingInfo.emailAddress);
    expect(rows.orders).toHaveLength(1);
    expect(rows.charges).toHaveLength(1);
    expect(rows.subscriptions).toHaveLength(1);
    expect(rows.accounts).toHaveLength(1);
    const replay = await post(URL, body, key);
    expect(replay.body).toBe(answers.find((a) => a.statusCode === 200)?.body);
  });

  it('replays a card refusal too; a new transaction id can then succeed', async () => {
    const testApp = await setUp();
    const { app, post } = testApp;
    const { body, key } = await newAccountPurchase(app, '4000000000000002');
    const declined = await post(URL, body, key);
    const again = await post(URL, body, key);
    expect(declined.statusCode).toBe(402);
    expect(again.body).toBe(declined.body);
    const email = body.streamingInfo.emailAddress;
    const retry = await newAccountPurchase(app, '4242424242424242', { email });
    expect((await post(URL, retry.body, retry.key)).statusCode).toBe(200);
    const rows = await rowsFor(testApp, email);
    expect(rows.orders.map((order) => order.status).sort()).toEqual(['confirmed', 'failed']);
    expect(rows.charges.map((charge) => charge.status).sort()).toEqual(['failed', 'succeeded']);
  });
});

describe('a purchase whose transaction fails after the charge', () => {
  it('gives the money back and writes nothing but the failed order', async () => {
    const testApp = await setUp();
    const sandbox = createSandboxGateway({ db: testApp.db, clock: testApp.clock.now });
    let raceEmail = '';
    // Another sign-up takes the email between the checks and the transaction.
    const racing: PaymentGateway = {
      ...sandbox,
      async charge(request) {
        const result = await sandbox.charge(request);
        await insertIdentity(testApp, { handle: raceEmail });
        return result;
      },
    };
    const app = await buildApp(testConfig(), {
      database: testApp.database,
      clock: testApp.clock.now,
      paymentGateway: racing,
    });
    extraApps.push(app);
    const { post } = await careCheckout(app);
    const { body, key } = await newAccountPurchase(app, '4242424242424242');
    raceEmail = body.streamingInfo.emailAddress;
    const response = await post(URL, body, key);
    expect(response.statusCode).toBe(409);
    expect(careCode(response)).toBe('USERNAME_IN_USE');
    const rows = await rowsFor(testApp, raceEmail);
    expect(rows.orders).toHaveLength(1);
    expect(rows.orders[0]).toMatchObject({
      status: 'failed',
      failureCode: 'USERNAME_IN_USE',
      paymentMethodId: null,
    });
    expect(rows.charges).toEqual([expect.objectContaining({ status: 'refunded' })]);
    expect(rows.accounts).toEqual([]);
    expect(rows.subscriptions).toEqual([]);
    expect(rows.identities).toHaveLength(1);
    expect(
      await testApp.db
        .select()
        .from(invoices)
        .where(eq(invoices.orderId, rows.orders[0]?.id ?? '')),
    ).toEqual([]);
  });
});
