import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { partnerEntitlementListSchema, partnerEntitlementSignupSchema } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerEntitlements, subscriptions } from '../../../db/schema/index.ts';
import { freshClock, insertIdentity, LONG_SESSION_ENV } from '../../../testing/identities.ts';
import { bearer, signIn } from '../../../testing/service-sessions.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { SANDBOX_RESELLERS } from './entitlement-partners.ts';

const ROKU = SANDBOX_RESELLERS.us;
const PLAN = 'US_STREAM_PLAT_ROKU_MO';

type Purchase = {
  entitlementId: string;
  partnerSubscriptionRef: string;
  productId: string;
  status: string;
  customerEmail?: string;
  updatedAt: string;
};

/** A partner's state endpoint over real HTTP, answering from its own books (this test's). */
const books: Purchase[] = [];
let partnerUp = true;
let partner: Server;
let stateUrl = '';

beforeAll(async () => {
  partner = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://partner.test');
    if (!partnerUp) {
      response.writeHead(503).end();
      return;
    }
    const refs = url.searchParams.get('refs')?.split(',') ?? [];
    const email = url.searchParams.get('email');
    const purchases = books.filter(
      (purchase) =>
        refs.includes(purchase.partnerSubscriptionRef) ||
        (email !== null && purchase.customerEmail === email),
    );
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ purchases }));
  });
  await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
  stateUrl = `http://127.0.0.1:${(partner.address() as AddressInfo).port}/state`;
});

afterAll(async () => {
  await new Promise((resolve) => partner.close(resolve));
});

async function entitlementApp(): Promise<TestApp> {
  return createTestApp({
    clock: freshClock(),
    env: {
      ...LONG_SESSION_ENV,
      ENTITLEMENT_PARTNERS: JSON.stringify([
        { resellerCode: ROKU, secret: 'p'.repeat(40), stateUrl },
      ]),
    },
  });
}

/** A customer signed in on the service API, with no account yet. */
async function customer(testApp: TestApp) {
  const email = `svc.${randomBytes(4).toString('hex')}@orbitradio.test`;
  const identity = await insertIdentity(testApp, { handle: email, password: 'Amber-Comet-73' });
  const { session } = await signIn(testApp, identity.id);
  const call = (method: 'GET' | 'PUT', url: string, payload?: object) =>
    testApp.app.inject({
      method,
      url,
      headers: bearer(session),
      ...(payload ? { payload } : {}),
    });
  return { email, identity, call };
}

/** A pending entitlement the partner sold, in both its books and ours. */
async function sold(testApp: TestApp, customerEmail?: string) {
  const id = `ENT-SVC-${randomBytes(4).toString('hex')}`;
  const now = testApp.clock.now();
  await testApp.db.insert(partnerEntitlements).values({
    id,
    resellerCode: ROKU,
    productId: PLAN,
    status: 'pending',
    partnerSubscriptionRef: `ref-${id}`,
    customerEmailKey: customerEmail ?? null,
    partnerUpdatedAt: now,
    createdAt: now,
    updatedAt: now,
  });
  return id;
}

const entitlementsOf = (response: { statusCode: number; body: string; json(): unknown }) => {
  expect(response.statusCode, response.body).toBe(200);
  return partnerEntitlementListSchema.parse(response.json()).entitlements;
};

describe('partnerentitlements/v1 and activation/v1', () => {
  it('answers where to activate, grants access on the caller’s own account, lists it and answers the same again', async () => {
    const testApp = await entitlementApp();
    const { call } = await customer(testApp);
    const id = await sold(testApp);
    expect(entitlementsOf(await call('GET', '/partnerentitlements/v1/entitlements'))).toEqual([]);

    const signup = await call('PUT', `/partnerentitlements/v1/activate/${id}`);
    expect(signup.statusCode, signup.body).toBe(200);
    const { signupUrl, entitlement } = partnerEntitlementSignupSchema.parse(signup.json());
    expect(signupUrl).toMatch(new RegExp(`/subscribe/entitlement\\?entitlementId=${id}$`));
    expect(entitlement).toMatchObject({ status: 'pending', redemption: 'NotRedeemed' });

    const granted = await call('PUT', '/activation/v1/grant-access/partner', {
      partnerEntitlementId: id,
    });
    expect(granted.statusCode, granted.body).toBe(200);
    const [listed] = entitlementsOf(await call('GET', '/partnerentitlements/v1/entitlements'));
    expect(listed).toMatchObject({
      id,
      status: 'active',
      redemption: 'Redeemed',
      partnerName: 'Roku',
      productId: PLAN,
    });
    const again = await call('PUT', '/activation/v1/grant-access/partner', {
      partnerEntitlementId: id,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(entitlementsOf(await call('GET', '/partnerentitlements/v1/entitlements'))).toHaveLength(
      1,
    );
    const unknown = await call('PUT', '/partnerentitlements/v1/activate/ENT-NOPE');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'ENTITLEMENT_NOT_FOUND' });
  });

  it('syncs a cancellation the partner did not send (the subscription ends), and says when the partner is down', async () => {
    const testApp = await entitlementApp();
    const { call } = await customer(testApp);
    const id = await sold(testApp);
    await call('PUT', '/activation/v1/grant-access/partner', { partnerEntitlementId: id });
    const later = new Date(testApp.clock.now().getTime() + 60_000).toISOString();
    books.push({
      entitlementId: id,
      partnerSubscriptionRef: `ref-${id}`,
      productId: PLAN,
      status: 'cancelled',
      updatedAt: later,
    });
    const [synced] = entitlementsOf(await call('PUT', `/activation/v1/sync/${ROKU}`));
    expect(synced).toMatchObject({ id, status: 'cancelled' });
    const [subscription] = await testApp.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, synced?.subscriptionId ?? ''));
    expect(subscription?.status).toBe('Closed');

    partnerUp = false;
    try {
      const down = await call('PUT', `/activation/v1/sync/${ROKU}`);
      expect(down.statusCode).toBe(503);
    } finally {
      partnerUp = true;
    }
    const unknown = await call('PUT', '/activation/v1/sync/NO_SUCH_PARTNER');
    expect(unknown.statusCode).toBe(404);
  });

  it('restores the partner’s purchases made with the caller’s email onto the caller’s account', async () => {
    const testApp = await entitlementApp();
    const { call, email } = await customer(testApp);
    const id = `ENT-RESTORE-${randomBytes(4).toString('hex')}`;
    books.push({
      entitlementId: id,
      partnerSubscriptionRef: `ref-${id}`,
      productId: PLAN,
      status: 'pending',
      customerEmail: email,
      updatedAt: testApp.clock.now().toISOString(),
    });
    const restored = entitlementsOf(await call('PUT', `/activation/v1/restore/${ROKU}`));
    expect(restored).toEqual([
      expect.objectContaining({ id, status: 'active', redemption: 'Redeemed' }),
    ]);
    // Someone else restoring at the same partner gets nothing of it.
    const other = await customer(testApp);
    expect(entitlementsOf(await other.call('PUT', `/activation/v1/restore/${ROKU}`))).toEqual([]);
  });
});
