import { randomBytes, randomInt } from 'node:crypto';
import { careErrorBodySchema, serviceErrorBodySchema } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect, onTestFinished } from 'vitest';
import { buildApp } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import {
  billingProfiles,
  giftCards,
  invoices,
  paymentMethods,
  payments,
  radios,
  sandboxGatewayCards,
  sandboxGatewayCharges,
  subscriberAccounts,
  subscriptionPhases,
  subscriptions,
} from '../../db/schema/index.ts';
import { DEMO_PAST_DUE } from '../../db/seed/account-billing.ts';
import { recordIdentification } from '../../platform/auth/session-identification.ts';
import { countingGateway } from '../../platform/payments/counting-gateway.testing.ts';
import type { PaymentGateway } from '../../platform/payments/payment-gateway.ts';
import { createSandboxGateway } from '../../platform/payments/sandbox-gateway.ts';
import { createFakeClock, type FakeClock } from '../../testing/fake-clock.ts';
import { fileCounter } from '../../testing/file-counter.ts';
import { insertIdentity, LONG_SESSION_ENV } from '../../testing/identities.ts';
import { bearer, signIn } from '../../testing/service-sessions.ts';
import { cookieHeaderFrom } from '../../testing/session-cookie.ts';
import { storedCareSession } from '../../testing/stored-care-session.ts';
import { createTestApp, type TestApp, testConfig } from '../../testing/test-app.ts';
import { giftCardKey, giftCardNumberHash } from './gift-card-keys.ts';

/** Test support for the billing suites (not used at run time). */

export const PAST_DUE = DEMO_PAST_DUE;
export const PAST_DUE_LOGIN = { username: DEMO_PAST_DUE.handle, password: DEMO_PAST_DUE.password };
export const OWNER_LOGIN = { username: 'orbitowner1', password: 'Nebula-Drift-77' } as const;
export const OWNER = {
  identityId: 'idn_seed_account_holder',
  accountNumber: '10000001',
  billingProfileId: 'bp_seed_10000001',
  paymentMethodId: 'pm_seed_10000001_visa',
  invoiceId: 'inv_seed_10000001_2026_10',
} as const;

const daysAfterDue = fileCounter();

/**
 * A clock after the past-due account's October bill fell due (2026-10-21), a day later for each
 * call: tests of one file share a database, and per-address limits must not spill between them.
 */
export function afterDueDateClock(): FakeClock {
  const days = daysAfterDue.next();
  return createFakeClock(new Date(Date.UTC(2026, 10, 10, 9, 0, 0) + days * 86_400_000));
}

const SESSION_ENV = {
  ...LONG_SESSION_ENV,
  SESSION_IDLE_TIMEOUT_SECONDS: '86400',
  SESSION_ABSOLUTE_TIMEOUT_SECONDS: '604800',
};

/**
 * The real app with a care session (cookie and id) and a service-API signer. `ownDatabase`
 * gives the test its own copy of the seeded database, for tests that pay or redeem.
 */
export async function billingApp(
  options: {
    ownDatabase?: boolean;
    clock?: FakeClock;
    /** A gateway wrapping the sandbox one (to make something happen around a charge). */
    gateway?: (sandbox: PaymentGateway, testApp: TestApp) => PaymentGateway;
  } = {},
) {
  const testApp: TestApp = await createTestApp({
    clock: options.clock ?? afterDueDateClock(),
    env: SESSION_ENV,
    ...(options.ownDatabase ? { ownDatabase: true } : {}),
  });
  let { app } = testApp;
  if (options.gateway) {
    const sandbox = createSandboxGateway({ db: testApp.db, clock: testApp.clock.now });
    app = await buildApp(testConfig(SESSION_ENV), {
      database: testApp.database,
      clock: testApp.clock.now,
      paymentGateway: options.gateway(sandbox, testApp),
    });
    const built = app;
    onTestFinished(() => built.close());
  }
  let cookie: { cookie: string } = { cookie: '' };
  let sessionId = '';
  const startSession = async () => {
    ({ cookie, sessionId } = await storedCareSession(app));
  };
  await startSession();
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, headers: { ...cookie, ...headers }, payload });
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { ...cookie, ...headers } });
  return {
    ...testApp,
    app,
    post,
    get,
    /** A new, unrelated care session (another browser). */
    newSession: startSession,
    /** Signs in on the care session (which replaces it). */
    async signIn(login: { username: string; password: string }) {
      const response = await post('/services/authenticate/login', {
        token: login,
        keepMeSignedIn: false,
      });
      expect(response.statusCode, response.body).toBe(200);
      cookie = cookieHeaderFrom(response);
    },
    /** What a lookup records: this session found `accountNumber` (and proved LPZ when verified). */
    async identify(accountNumber: string, verified = true) {
      await recordIdentification(
        testApp.db,
        sessionId,
        { accountNumber, method: 'FLEPZ' },
        testApp.clock.now(),
        verified,
      );
    },
    /** A service-API caller signed in as `identityId`. */
    async serviceCaller(identityId: string) {
      const { session } = await signIn({ ...testApp, app }, identityId);
      return (
        method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
        url: string,
        payload?: object,
        headers: Record<string, string> = {},
      ) =>
        app.inject({
          method,
          url,
          headers: { ...bearer(session), ...headers },
          ...(payload ? { payload } : {}),
        });
    },
  };
}

export type BillingApp = Awaited<ReturnType<typeof billingApp>>;

/** Asserts a care refusal and returns its inner error. */
export function careRefusal(response: LightMyRequestResponse, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  const body = careErrorBodySchema.parse(response.json());
  expect(body.error.errorCode).toBe(code);
  return body.error;
}

/** Asserts a service-API refusal and returns its body. */
export function serviceRefusal(response: LightMyRequestResponse, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  const body = serviceErrorBodySchema.parse(response.json());
  expect(body.code).toBe(code);
  return body;
}

const clonesMade = fileCounter();

async function freeCloneAccountNumber(db: Db, clones: number): Promise<string> {
  for (;;) {
    const drawn = `7${String(clones % 10)}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
    const taken = await db
      .select({ accountNumber: subscriberAccounts.accountNumber })
      .from(subscriberAccounts)
      .where(eq(subscriberAccounts.accountNumber, drawn));
    if (taken.length === 0) return drawn;
  }
}

/**
 * A copy of the past-due demo account under a new account number and sign-in, so that tests
 * paying or redeeming on it share the file's database without meeting: its unpaid October bill
 * (and paid September one), expired card on file, suspended subscription on its own radio.
 */
export async function clonePastDueAccount(testApp: { db: Db; clock: FakeClock }) {
  const clones = clonesMade.next();
  const { db } = testApp;
  // Test files share one PostgreSQL database, and two workers' pids can agree modulo 1000:
  // the clone's number is drawn at random and drawn again while it is taken.
  const accountNumber = await freeCloneAccountNumber(db, clones);
  const suffix = `_clone_${accountNumber}`;
  const login = {
    username: `pastdue${accountNumber}@orbitradio.test`,
    password: 'Meteor-Shower-31',
  };
  const identity = await insertIdentity(testApp, {
    handle: login.username,
    password: login.password,
    state: 'ACCOUNT',
    firstName: 'Sam',
    lastName: 'Okafor',
    accountNumber,
  });
  const one = async <T>(rows: Promise<T[]>) => {
    const [row] = await rows;
    if (!row) throw new Error('seeded past-due row missing');
    return row;
  };
  const account = await one(
    db
      .select()
      .from(subscriberAccounts)
      .where(eq(subscriberAccounts.accountNumber, PAST_DUE.accountNumber)),
  );
  await db.insert(subscriberAccounts).values({
    ...account,
    accountNumber,
    email: login.username,
    emailKey: login.username,
    ownerIdentityId: identity.id,
  });
  const radioId = `T${accountNumber}`;
  const radio = await one(db.select().from(radios).where(eq(radios.radioId, PAST_DUE.radioId)));
  await db
    .insert(radios)
    .values({ ...radio, radioId, accountNumber, vin: null, licensePlate: null });
  const profile = await one(
    db.select().from(billingProfiles).where(eq(billingProfiles.id, PAST_DUE.billingProfileId)),
  );
  const billingProfileId = `${PAST_DUE.billingProfileId}${suffix}`;
  const paymentMethodId = `${PAST_DUE.paymentMethodId}${suffix}`;
  await db.insert(billingProfiles).values({
    ...profile,
    id: billingProfileId,
    accountNumber,
    defaultPaymentMethodId: paymentMethodId,
  });
  const method = await one(
    db.select().from(paymentMethods).where(eq(paymentMethods.id, PAST_DUE.paymentMethodId)),
  );
  const card = await one(
    db.select().from(sandboxGatewayCards).where(eq(sandboxGatewayCards.token, method.gatewayToken)),
  );
  const token = `${method.gatewayToken}${suffix}`;
  await db.insert(sandboxGatewayCards).values({ ...card, token });
  await db
    .insert(paymentMethods)
    .values({ ...method, id: paymentMethodId, billingProfileId, gatewayToken: token });
  const subscription = await one(
    db.select().from(subscriptions).where(eq(subscriptions.id, PAST_DUE.subscriptionId)),
  );
  const subscriptionId = `${PAST_DUE.subscriptionId}${suffix}`;
  await db
    .insert(subscriptions)
    .values({ ...subscription, id: subscriptionId, accountNumber, radioId, billingProfileId });
  const phases = await db
    .select()
    .from(subscriptionPhases)
    .where(eq(subscriptionPhases.subscriptionId, PAST_DUE.subscriptionId));
  await db
    .insert(subscriptionPhases)
    .values(phases.map((phase) => ({ ...phase, id: `${phase.id}${suffix}`, subscriptionId })));
  const bills = await db
    .select()
    .from(invoices)
    .where(eq(invoices.accountNumber, PAST_DUE.accountNumber));
  await db.insert(invoices).values(
    bills.map((bill) => ({
      ...bill,
      id: `${bill.id}${suffix}`,
      number: `${bill.number}-${accountNumber}`,
      accountNumber,
      subscriptionId,
      paymentMethodId: bill.paymentMethodId ? paymentMethodId : null,
      lines: bill.lines.map((line) => ({ ...line, subscriptionId })),
    })),
  );
  const paid = await db
    .select()
    .from(payments)
    .where(eq(payments.accountNumber, PAST_DUE.accountNumber));
  await db.insert(payments).values(
    paid.map((row) => ({
      ...row,
      id: `${row.id}${suffix}`,
      accountNumber,
      invoiceId: row.invoiceId ? `${row.invoiceId}${suffix}` : null,
      paymentMethodId: row.paymentMethodId ? paymentMethodId : null,
    })),
  );
  return {
    login,
    identityId: identity.id,
    accountNumber,
    radioId,
    billingProfileId,
    paymentMethodId,
    subscriptionId,
    unpaidInvoiceId: `${PAST_DUE.unpaidInvoiceId}${suffix}`,
    paidInvoiceId: `inv_seed_10000004_2026_09${suffix}`,
    amountDueMinor: PAST_DUE.amountDueMinor,
  };
}

export type PastDueClone = Awaited<ReturnType<typeof clonePastDueAccount>>;

/**
 * A past-due account's owner (a clone), signed in on care, on an app whose gateway counts its
 * charges and refunds. `ownDatabase` for tests that put triggers on the database.
 */
export async function countedPastDueOwner(options: { ownDatabase?: boolean } = {}) {
  let counted: ReturnType<typeof countingGateway> | undefined;
  const testApp = await billingApp({
    ...options,
    gateway: (sandbox) => {
      counted = countingGateway(sandbox);
      return counted.gateway;
    },
  });
  if (!counted) throw new Error('gateway not built');
  const clone = await clonePastDueAccount(testApp);
  await testApp.signIn(clone.login);
  return { testApp, clone, gateway: counted };
}

/** What a past-due clone looks like in the database: its bill, payments, credit and subscription. */
export async function cloneState(db: Db, clone: PastDueClone) {
  const [account] = await db
    .select()
    .from(subscriberAccounts)
    .where(eq(subscriberAccounts.accountNumber, clone.accountNumber));
  const [october] = await db.select().from(invoices).where(eq(invoices.id, clone.unpaidInvoiceId));
  const [subscription] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, clone.subscriptionId));
  const rows = await db
    .select()
    .from(payments)
    .where(eq(payments.accountNumber, clone.accountNumber));
  return {
    creditMinor: account?.creditMinor,
    octoberDueMinor: october?.amountDueMinor,
    octoberPaidMinor: october?.amountPaidMinor,
    octoberAppliedMinor: october?.appliedBalanceMinor,
    subscriptionStatus: subscription?.status,
    /** Rows written by the test (the clone starts with September's). */
    newPayments: rows.filter((row) => row.invoiceId !== clone.paidInvoiceId),
  };
}

/** The sandbox charges taken on one gateway token. */
export async function chargesOn(db: Db, token: string) {
  return db.select().from(sandboxGatewayCharges).where(eq(sandboxGatewayCharges.token, token));
}

/** A new incomm gift card of the US market with `balanceMinor` on it: its id and number. */
export async function insertGiftCard(
  testApp: { db: Db; clock: FakeClock },
  balanceMinor: number,
): Promise<{ id: string; number: string }> {
  const now = testApp.clock.now();
  const number = `6006497${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
  const id = `gc_test_${randomBytes(6).toString('hex')}`;
  await testApp.db.insert(giftCards).values({
    id,
    numberHash: giftCardNumberHash(await giftCardKey(testApp.db, now), number),
    last4: number.slice(-4),
    vendor: 'incomm',
    securityCodeHash: null,
    expiryMonth: null,
    expiryYear: null,
    country: 'us',
    currency: 'USD',
    balanceMinor,
    status: 'active',
    redeemedByAccountNumber: null,
    createdAt: now,
    updatedAt: now,
  });
  return { id, number };
}

const transactions = fileCounter();

export type MakePaymentOptions = {
  amountMinor: number;
  currency?: 'USD' | 'CAD';
  cardToken?: string;
  useCardOnfile?: boolean;
  saveCard?: boolean;
  giftCard?: { number: string; securityCode?: string; expiry?: string };
  agree?: boolean;
  accountNumber?: string;
  /** A new `OAC-test-…` one by default (the key it is sent with). */
  transactionId?: string;
};

/** A `payment/make-payment` body: the amount, how it is paid, a Houston billing address. */
export function makePaymentBody(options: MakePaymentOptions) {
  return {
    paymentInfo: {
      useCardOnfile: options.useCardOnfile ?? false,
      paymentType: options.giftCard ? ('giftCard' as const) : ('creditCard' as const),
      paymentAmount: { amountMinor: options.amountMinor, currency: options.currency ?? 'USD' },
      transactionId:
        options.transactionId ?? `OAC-test-${String(transactions.next()).padStart(6, '0')}`,
      ...(options.cardToken
        ? { cardInfo: { cardToken: options.cardToken, nameOnCard: 'Sam Okafor' } }
        : {}),
      ...(options.giftCard ? { giftCard: options.giftCard } : {}),
      ...(options.saveCard !== undefined ? { saveCard: options.saveCard } : {}),
    },
    billingAddress: {
      streetAddress: '500 Main St',
      city: 'Houston',
      state: 'TX',
      postalCode: '77002',
      country: 'US' as const,
    },
    chargeAgreementAccepted: options.agree ?? true,
    ...(options.accountNumber ? { accountNumber: options.accountNumber } : {}),
  };
}

export type MakePaymentBody = ReturnType<typeof makePaymentBody>;
