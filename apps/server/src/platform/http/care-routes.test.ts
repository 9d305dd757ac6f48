import type { CareEndpointDocs, CareEndpointTable } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { careError, ORBIT_OWNER, US_HOST } from '../../testing/care-caller.ts';
import { cookieHeaderFrom } from '../../testing/session-cookie.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { careOk } from './care-envelope.ts';
import { registerCareTable } from './care-routes.ts';

/** A table in the real tables' shapes, one row per access level, cache rule and idempotency. */
const testingEndpoints = {
  open: {
    method: 'GET',
    path: '/testing/open',
    response: z.object({ open: z.literal(true) }),
    access: 'open',
  },
  session: {
    method: 'POST',
    path: '/testing/session',
    body: z.object({ note: z.string().optional() }).strict(),
    response: z.object({ sessionId: z.string() }),
    access: 'care-session',
  },
  cached: {
    method: 'GET',
    path: '/testing/cached/:name',
    params: z.object({ name: z.string().regex(/^[a-z]+$/) }),
    query: z.object({ locale: z.string().optional() }),
    response: z.object({ name: z.string(), locale: z.string().nullable() }),
    access: 'care-session',
  },
  signedIn: {
    method: 'POST',
    path: '/testing/signed-in',
    response: z.object({ identityId: z.string() }),
    access: 'signed-in',
  },
  owner: {
    method: 'POST',
    path: '/testing/owner',
    body: z.object({ accountNumber: z.string().optional() }),
    response: z.object({ accountNumber: z.string(), via: z.string() }),
    access: 'account-owner',
  },
  pay: {
    method: 'POST',
    path: '/testing/pay',
    body: z.object({ amount: z.number(), payment: z.object({ transactionId: z.string() }) }),
    response: z.object({ paid: z.number(), times: z.number() }),
    access: 'care-session',
    idempotencyKey: 'payment.transactionId',
  },
} satisfies CareEndpointTable;

const testingDocs = {
  open: { tag: 'care testing', summary: 'Open to anyone', errors: [] },
  session: { tag: 'care testing', summary: 'Any care session', errors: [400, 401] },
  cached: { tag: 'care testing', summary: 'Kept an hour', errors: [400, 401] },
  signedIn: { tag: 'care testing', summary: 'Signed in only', errors: [401] },
  owner: { tag: 'care testing', summary: 'The account owner only', errors: [401, 404] },
  pay: { tag: 'care testing', summary: 'Idempotent', errors: [400, 401, 409, 422] },
} satisfies CareEndpointDocs<typeof testingEndpoints>;

/** The real app with the testing table's routes, and a care session on a US host. */
async function appWithTestingRoutes() {
  const testApp = await createTestApp();
  let payments = 0;
  registerCareTable(
    testApp.app,
    { db: testApp.db, clock: testApp.clock.now },
    { endpoints: testingEndpoints, docs: testingDocs },
    {
      open: async () => ({ open: true as const }),
      session: async (_request, _reply, caller) => ({ sessionId: caller.session.id }),
      cached: {
        cacheControl: 'private, max-age=3600',
        handler: async (request) => ({
          name: request.params.name,
          locale: request.query.locale ?? null,
        }),
      },
      signedIn: async (_request, _reply, caller) => ({ identityId: caller.identityId }),
      owner: async (_request, _reply, caller) => ({
        accountNumber: caller.access.account.accountNumber,
        via: caller.access.via,
      }),
      pay: async (request) => {
        payments += 1;
        return { status: 200, body: careOk({ paid: request.body.amount, times: payments }) };
      },
    },
  );
  const { app } = testApp;
  let cookie = cookieHeaderFrom(
    await app.inject({
      method: 'GET',
      url: '/services/utility/env-info',
      headers: { host: US_HOST },
    }),
  );
  const call = (method: 'GET' | 'POST', url: string, payload?: object, headers = {}) =>
    app.inject({
      method,
      url: `/services${url}`,
      headers: { host: US_HOST, ...cookie, ...headers },
      ...(payload ? { payload } : {}),
    });
  const signIn = async () => {
    const response = await call('POST', '/authenticate/login', {
      token: { username: ORBIT_OWNER.username, password: ORBIT_OWNER.password },
    });
    expect(response.statusCode, response.body).toBe(200);
    cookie = cookieHeaderFrom(response);
  };
  const withoutSession = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({
      method,
      url: `/services${url}`,
      headers: { host: US_HOST },
      ...(payload ? { payload } : {}),
    });
  return { app, call, signIn, withoutSession };
}

describe('care routes made from a table', () => {
  it('lets anyone through an open row, and asks the others for a live care session', async () => {
    const { call, withoutSession } = await appWithTestingRoutes();
    const open = await withoutSession('GET', '/testing/open');
    expect(open.statusCode).toBe(200);
    expect(open.json()).toEqual({
      status: 'SUCCESS',
      httpStatusCode: 200,
      httpStatus: 'OK',
      data: { open: true },
    });

    careError(await withoutSession('POST', '/testing/session', {}), 401, 'SESSION_TIMED_OUT');
    const session = await call('POST', '/testing/session', {});
    expect(session.statusCode).toBe(200);
    expect(session.json().data.sessionId).toMatch(/^cs_/);
  });

  it('validates the input with the row’s schemas before anything else', async () => {
    const { call, withoutSession } = await appWithTestingRoutes();
    careError(
      await call('POST', '/testing/session', { note: 'x', other: 1 }),
      400,
      'INVALID_PAYLOAD',
    );
    careError(await withoutSession('GET', '/testing/cached/NOT-LOWER'), 400, 'INVALID_PAYLOAD');
  });

  it('answers no-store unless the route keeps its answer, and on refusals too', async () => {
    const { call, withoutSession } = await appWithTestingRoutes();
    expect((await call('POST', '/testing/session', {})).headers['cache-control']).toBe('no-store');
    expect((await withoutSession('POST', '/testing/session', {})).headers['cache-control']).toBe(
      'no-store',
    );
    const cached = await call('GET', '/testing/cached/radio?locale=fr-CA');
    expect(cached.json().data).toEqual({ name: 'radio', locale: 'fr-CA' });
    expect(cached.headers['cache-control']).toBe('private, max-age=3600');
  });

  it('asks a signed-in row for a login on the care session', async () => {
    const { call, signIn } = await appWithTestingRoutes();
    careError(await call('POST', '/testing/signed-in', {}), 401, 'UNAUTHENTICATED_CUSTOMER');
    await signIn();
    const answer = await call('POST', '/testing/signed-in', {});
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.identityId).toBe('idn_seed_account_holder');
  });

  it('gives an account-owner row the caller’s own account, and nobody else’s', async () => {
    const { call, signIn } = await appWithTestingRoutes();
    careError(await call('POST', '/testing/owner', {}), 401, 'UNAUTHENTICATED_CUSTOMER');
    await signIn();
    expect((await call('POST', '/testing/owner', {})).json().data).toEqual({
      accountNumber: '10000001',
      via: 'owner',
    });
    careError(
      await call('POST', '/testing/owner', { accountNumber: '10000002' }),
      404,
      'ACCOUNT_NOT_FOUND',
    );
  });

  it('answers an idempotent row once per key, which must be the body’s field', async () => {
    const { call } = await appWithTestingRoutes();
    const payment = { amount: 5, payment: { transactionId: 'txn_0123456789' } };
    careError(await call('POST', '/testing/pay', payment), 400, 'IDEMPOTENCY_KEY_REQUIRED');
    const other = await call('POST', '/testing/pay', payment, { 'idempotency-key': 'txn_other_1' });
    careError(other, 400, 'INVALID_PAYLOAD');
    expect(other.json().error.fieldErrors).toMatchObject([{ fieldName: 'payment.transactionId' }]);

    const key = { 'idempotency-key': 'txn_0123456789' };
    const first = await call('POST', '/testing/pay', payment, key);
    expect(first.json().data).toEqual({ paid: 5, times: 1 });
    const again = await call('POST', '/testing/pay', payment, key);
    expect(again.json().data).toEqual({ paid: 5, times: 1 });
    expect(again.headers['idempotent-replayed']).toBe('true');
    careError(
      await call('POST', '/testing/pay', { ...payment, amount: 6 }, key),
      422,
      'IDEMPOTENCY_KEY_REUSED',
    );
  });

  it('describes each route with its row’s docs and care error bodies', async () => {
    const { app } = await appWithTestingRoutes();
    const document = (await app.inject({ method: 'GET', url: '/docs/openapi.json' })).json() as {
      paths: Record<string, Record<string, { summary: string; tags: string[]; responses: object }>>;
    };
    const owner = document.paths['/services/testing/owner']?.post;
    expect(owner?.summary).toBe('The account owner only');
    expect(owner?.tags).toEqual(['care testing']);
    expect(Object.keys(owner?.responses ?? {}).sort()).toEqual(['200', '401', '404', '500']);
  });
});
