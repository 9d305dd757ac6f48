import { randomBytes } from 'node:crypto';
import type { PurchaseNewAccountRequest } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { onTestFinished } from 'vitest';
import { type App, buildApp } from '../../../app.ts';
import type { Db } from '../../../db/client.ts';
import { radios } from '../../../db/schema/index.ts';
import { tokenizeCard } from '../../../platform/payments/card-tokens.testing.ts';
import { countingGateway } from '../../../platform/payments/counting-gateway.testing.ts';
import { createSandboxGateway } from '../../../platform/payments/sandbox-gateway.ts';
import { fileCounter } from '../../../testing/file-counter.ts';
import { cookieHeaderFrom } from '../../../testing/session-cookie.ts';
import { storedCareSession } from '../../../testing/stored-care-session.ts';
import { type TestApp, testConfig } from '../../../testing/test-app.ts';

/** Test helper: a stored care session and purchases made on it. */
export async function careCheckout(app: App, host = 'care.orbitradio.com') {
  const { cookie } = await storedCareSession(app, host);
  const post = (url: string, payload: object, key?: string, extra: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url,
      headers: { host, ...cookie, ...(key ? { 'idempotency-key': key } : {}), ...extra },
      payload,
    });
  return { cookie, post, host };
}

export function newTransactionId(): string {
  return `txn-${randomBytes(9).toString('base64url')}`;
}

const buyers = fileCounter();

/** A streaming new-account purchase of `planCode` with a fresh email, paid by `cardToken`. */
export function newAccountBody(
  cardToken: string,
  overrides: Partial<PurchaseNewAccountRequest> & { email?: string } = {},
): PurchaseNewAccountRequest {
  const people = buyers.next();
  const { email: wantedEmail, ...rest } = overrides;
  const email = wantedEmail ?? `buyer.${people}.${randomBytes(3).toString('hex')}@orbitradio.test`;
  const transactionId = newTransactionId();
  return {
    plans: [{ planCode: 'US_STREAM_PLAT_MO' }],
    paymentInfo: {
      useCardOnFile: false,
      paymentType: 'creditCard',
      cardInfo: { cardToken, nameOnCard: 'Avery Quinn' },
      transactionId,
    },
    serviceAddress: {
      streetAddress: '300 Park Ave',
      city: 'New York',
      state: 'NY',
      postalCode: '10022',
      country: 'US',
      firstName: 'Avery',
      lastName: 'Quinn',
      phone: '2125550177',
      email,
    },
    streamingInfo: {
      emailAddress: email,
      firstName: 'Avery',
      lastName: 'Quinn',
      login: email,
      password: 'Velvet-Maple-58',
    },
    languagePreference: 'en-US',
    agreementAccepted: true,
    ...rest,
  };
}

/** Tokenizes a card and returns a new-account body paying with it. */
export async function newAccountPurchase(
  app: App,
  cardNumber: string,
  overrides: Parameters<typeof newAccountBody>[1] = {},
) {
  const body = newAccountBody(await tokenizeCard(app, cardNumber), overrides);
  return { body, key: body.paymentInfo.transactionId };
}

const clientAddresses = fileCounter();

/**
 * The real app on `testApp`'s database with a gateway that counts the charges asked of it, and a
 * care session on it: for tests that send many purchases at once (`race`). Each request comes
 * from its own client address (gift card lookups are limited per address), and `signIn` signs
 * the care session in (the login rotates its cookie).
 */
export async function countedCheckout(testApp: TestApp, env: Record<string, string> = {}) {
  const counted = countingGateway(
    createSandboxGateway({ db: testApp.db, clock: testApp.clock.now }),
  );
  const app = await buildApp(testConfig(env), {
    database: testApp.database,
    clock: testApp.clock.now,
    paymentGateway: counted.gateway,
  });
  onTestFinished(() => app.close());
  const checkout = await careCheckout(app);
  let cookie = checkout.cookie;
  const post = (url: string, payload: object, key: string) => {
    const address = clientAddresses.next();
    return app.inject({
      method: 'POST',
      url,
      remoteAddress: `10.99.${Math.floor(address / 250) % 250}.${(address % 250) + 1}`,
      headers: { host: checkout.host, ...cookie, 'idempotency-key': key },
      payload,
    });
  };
  const signIn = async (username: string, password: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/services/authenticate/login',
      headers: { host: checkout.host, ...cookie },
      payload: { token: { username, password }, keepMeSignedIn: false },
    });
    if (response.statusCode !== 200) throw new Error(response.body);
    cookie = cookieHeaderFrom(response);
  };
  /**
   * Sends every body at once (each with its transaction id as its key), the gateway holding each
   * charge until every request has reached one or been answered: the race is run in full.
   */
  const race = (url: string, bodies: readonly { paymentInfo: { transactionId: string } }[]) => {
    const gate = counted.holdCharges(bodies.length);
    return Promise.all(
      bodies.map((body) =>
        post(url, body, body.paymentInfo.transactionId).finally(() => gate.settled()),
      ),
    );
  };
  return {
    app,
    charges: counted.charges,
    refunds: counted.refunds,
    holdCharges: counted.holdCharges,
    post,
    race,
    signIn,
  };
}

/** A radio nobody ever subscribed (a copy of the demo's `ORBN0001` under a new id). */
export async function insertNewRadio(db: Db): Promise<string> {
  const [model] = await db.select().from(radios).where(eq(radios.radioId, 'ORBN0001'));
  if (!model) throw new Error('seeded radio ORBN0001 missing');
  const radioId = `ORBR${randomBytes(4).toString('hex').toUpperCase()}`;
  await db
    .insert(radios)
    .values({ ...model, radioId, accountNumber: null, vin: null, licensePlate: null });
  return radioId;
}
