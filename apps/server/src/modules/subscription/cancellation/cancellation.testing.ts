import { randomUUID } from 'node:crypto';
import { orderSchema } from '@orbit/domain';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { DEMO_CANCELLATION_ACCOUNTS } from '../../../db/seed/cancellation-accounts.ts';
import type { PaymentGateway } from '../../../platform/payments/payment-gateway.ts';
import type { FakeClock } from '../../../testing/fake-clock.ts';
import { freshClock, LONG_SESSION_ENV } from '../../../testing/identities.ts';
import { bearer, signIn as serviceSignIn } from '../../../testing/service-sessions.ts';
import { cookieHeaderFrom } from '../../../testing/session-cookie.ts';
import { storedCareSession } from '../../../testing/stored-care-session.ts';
import { createTestApp } from '../../../testing/test-app.ts';

/** Test kit of the cancel flow's care calls: the demo cancellable plans, signed in on a care session. */
export const CARE = {
  options: '/services/account-mgmt/modify-subscription-options',
  offer: '/services/offers/customer/cancel',
  cancel: '/services/cancel/subscription',
  revoke: '/services/cancel/subscription/revoke',
  useCase: '/services/apigateway/update-usecase',
} as const;

export const STREAMING = DEMO_CANCELLATION_ACCOUNTS.streaming;
export const SATELLITE = DEMO_CANCELLATION_ACCOUNTS.satellite;

export const newInAuthId = () => `OAC-${randomUUID()}`;

const HOST = 'care.orbitradio.com';

/** Care sessions and access tokens that outlive the days a test moves its clock by. */
const LONG_SESSIONS = {
  ...LONG_SESSION_ENV,
  SESSION_IDLE_TIMEOUT_SECONDS: '86400',
  SESSION_ABSOLUTE_TIMEOUT_SECONDS: '604800',
};

/**
 * A database of the test's own (cancelling changes the seeded plans) and a care session; `as`
 * signs it in as one of the demo cancellable plans' owners.
 */
export async function cancellationSetUp(
  options: {
    as?: { handle: string; password: string } | null;
    clock?: FakeClock;
    gateway?: (sandbox: PaymentGateway) => PaymentGateway;
  } = {},
) {
  const testApp = await createTestApp({
    clock: options.clock ?? freshClock(),
    ownDatabase: true,
    env: LONG_SESSIONS,
    ...(options.gateway ? { gateway: options.gateway } : {}),
  });
  const { app } = testApp;
  let cookie = (await storedCareSession(app, HOST)).cookie;
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, headers: { host: HOST, ...cookie, ...headers }, payload });
  const get = (url: string) =>
    app.inject({ method: 'GET', url, headers: { host: HOST, ...cookie } });
  const signIn = async (who: { handle: string; password: string }) => {
    const response = await post('/services/authenticate/login', {
      token: { username: who.handle, password: who.password },
      keepMeSignedIn: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    cookie = cookieHeaderFrom(response);
  };
  if (options.as !== null) await signIn(options.as ?? STREAMING);
  /** `cancel/subscription` with its Idempotency-Key equal to `inAuthId`. */
  const cancel = (
    body: { subscriptionId: string; inAuthId?: string } & Record<string, unknown>,
  ) => {
    const inAuthId = body.inAuthId ?? newInAuthId();
    return post(
      CARE.cancel,
      { reasonCode: 'EXPENSIVE', ...body, inAuthId },
      {
        'idempotency-key': inAuthId,
      },
    );
  };
  /** The service API (order/v1) signed in as `identityId`. */
  const serviceCaller = async (identityId: string) => {
    const { session } = await serviceSignIn({ ...testApp, app }, identityId);
    const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, extra = {}) =>
      app.inject({
        method,
        url,
        headers: { ...bearer(session), ...extra },
        ...(payload ? { payload } : {}),
      });
    return {
      call,
      /** `POST order/v1/orders`: the order when created (201), else the refusal. */
      create: (payload: object) => call('POST', '/order/v1/orders', payload),
      confirm: (orderId: string, key = `confirm-${randomUUID()}`) =>
        call('PUT', `/order/v1/orders/${orderId}/confirm`, undefined, { 'idempotency-key': key }),
      /** A streaming plan bought and charged today: within the cooling-off days. */
      async buyStreaming(offerId = 'US_STREAM_PLAT_MO') {
        const created = await call('POST', '/order/v1/orders', { newSubscription: { offerId } });
        expect(created.statusCode, created.body).toBe(201);
        const order = orderSchema.parse(created.json());
        const confirmed = await call('PUT', `/order/v1/orders/${order.id}/confirm`, undefined, {
          'idempotency-key': `buy-${randomUUID()}`,
        });
        expect(confirmed.statusCode, confirmed.body).toBe(200);
        const done = orderSchema.parse(confirmed.json());
        return { subscriptionId: done.subscriptionId as string, charged: order.charges };
      },
    };
  };
  return {
    ...testApp,
    app,
    host: HOST,
    post,
    get,
    cancel,
    signIn,
    serviceCaller,
    /** Another, unrelated care session (another browser), not signed in. */
    async newSession() {
      cookie = (await storedCareSession(app, HOST)).cookie;
    },
  };
}

export function dataOf(response: LightMyRequestResponse): Record<string, unknown> {
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: Record<string, unknown> }).data;
}
