import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { expect, onTestFinished } from 'vitest';
import { buildApp } from '../../../app.ts';
import { DEMO_CANCELLATION_ACCOUNTS } from '../../../db/seed/cancellation-accounts.ts';
import type { PaymentGateway } from '../../../platform/payments/payment-gateway.ts';
import { createSandboxGateway } from '../../../platform/payments/sandbox-gateway.ts';
import type { FakeClock } from '../../../testing/fake-clock.ts';
import { freshClock } from '../../../testing/identities.ts';
import { cookieHeaderFrom } from '../../../testing/session-cookie.ts';
import { storedCareSession } from '../../../testing/stored-care-session.ts';
import { createTestApp, testConfig } from '../../../testing/test-app.ts';

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
  const testApp = await createTestApp({ clock: options.clock ?? freshClock(), ownDatabase: true });
  let { app } = testApp;
  if (options.gateway) {
    const sandbox = createSandboxGateway({ db: testApp.db, clock: testApp.clock.now });
    const built = await buildApp(testConfig(), {
      database: testApp.database,
      clock: testApp.clock.now,
      paymentGateway: options.gateway(sandbox),
    });
    onTestFinished(() => built.close());
    app = built;
  }
  let cookie = (await storedCareSession(app, HOST)).cookie;
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, headers: { host: HOST, ...cookie, ...headers }, payload });
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
  return {
    ...testApp,
    app,
    host: HOST,
    post,
    cancel,
    signIn,
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
