import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createOrbitSdk } from '../orbit-sdk.ts';
import { COOKIE_NAMES } from '../storage/storage-keys.ts';
import {
  FAKE_ORIGIN,
  FakeService,
  fakeApplicationConfig,
  fakeDeviceGrant,
  fakeSession,
} from '../testing/fake-service.ts';
import { SESSION_ROUTES } from '../testing/session-routes.ts';
import { createTestSdk } from '../testing/test-sdk.ts';

const {
  grants: GRANTS,
  anonymous: ANONYMOUS,
  authenticated: AUTHENTICATED,
  refresh: REFRESH,
  revokeAll: REVOKE_ALL,
  end: END,
} = SESSION_ROUTES;

import type { SessionEvent } from './session-events.ts';

const EVENTS = 'POST /user-event/v1/events/submit';
const receipt = z.object({ accepted: z.number(), duplicates: z.number() });
const MINUTE_MS = 60_000;

function coldService() {
  const service = new FakeService();
  service.on(GRANTS, { status: 200, body: fakeDeviceGrant(service.time.now()) });
  service.on(ANONYMOUS, () => ({ status: 200, body: fakeSession(service.time.now()) }));
  return service;
}

function submitEvents(sdk: ReturnType<typeof createTestSdk>['sdk']) {
  return sdk.caller.call('userEvent', 'submit', { body: { events: [] } }, receipt);
}

describe('session bootstrap', () => {
  it('starts cold with two round trips: a device grant, then an anonymous session', async () => {
    const { sdk, service } = createTestSdk(coldService());
    const session = await sdk.session.bootstrap();
    expect(service.requests.map((r) => `${r.method} ${r.path}`)).toEqual([GRANTS, ANONYMOUS]);
    expect(service.requests[1]?.headers['x-device-grant']).toMatch(/^grant-/);
    expect(session.sessionType).toBe('anonymous');
    expect(
      JSON.parse(service.runtime.cookies.get(COOKIE_NAMES.authToken) ?? '{}').session.accessToken,
    ).toBe(session.accessToken);
    expect(service.runtime.cookies.get(COOKIE_NAMES.anonymousId)).toMatch(/^[A-Za-z0-9]{16}$/);
  });

  it('starts warm from storage with no round trip', async () => {
    const service = coldService();
    await createTestSdk(service).sdk.session.bootstrap();
    service.requests.length = 0;

    const restarted = createOrbitSdk({ serviceOrigin: FAKE_ORIGIN, runtime: service.runtime });
    const session = await restarted.session.bootstrap();
    expect(service.requests).toEqual([]);
    expect(session.sessionType).toBe('anonymous');
  });

  it('refreshes when only the access token has expired, with the refresh token in a header and no Authorization', async () => {
    const service = coldService();
    const { sdk } = createTestSdk(service);
    const first = await sdk.session.bootstrap();
    await service.time.advance(16 * MINUTE_MS);
    service.on(REFRESH, () => ({ status: 200, body: fakeSession(service.time.now()) }));

    const session = await createOrbitSdk({
      serviceOrigin: FAKE_ORIGIN,
      runtime: service.runtime,
    }).session.bootstrap();
    const refresh = service.requests.find((r) => r.path.endsWith('/refresh'));
    expect(refresh?.headers['x-refresh-token']).toBe(first.refreshToken);
    expect(refresh?.headers.authorization).toBeUndefined();
    expect(session.accessToken).not.toBe(first.accessToken);
  });

  it('starts anonymous, forgetting the user, when the refresh token has expired', async () => {
    const service = coldService();
    const { sdk } = createTestSdk(service);
    await sdk.session.bootstrap();
    await service.time.advance(31 * 24 * 60 * MINUTE_MS);
    service.on(GRANTS, { status: 200, body: fakeDeviceGrant(service.time.now()) });
    await createOrbitSdk({
      serviceOrigin: FAKE_ORIGIN,
      runtime: service.runtime,
    }).session.bootstrap();
    expect(service.count(REFRESH)).toBe(0);
    expect(service.count(ANONYMOUS)).toBe(2);
  });

  it('starts anonymous when the stored refresh token is refused, and fails when the refresh cannot be made', async () => {
    const service = coldService();
    await createTestSdk(service).sdk.session.bootstrap();
    await service.time.advance(16 * MINUTE_MS);
    service.on(REFRESH, {
      status: 401,
      body: { code: 'tokenServicesTeam.sessionService.invalid-refresh-token' },
    });
    const next = createOrbitSdk({ serviceOrigin: FAKE_ORIGIN, runtime: service.runtime });
    await expect(next.session.bootstrap()).resolves.toMatchObject({ sessionType: 'anonymous' });
    expect(service.count(ANONYMOUS)).toBe(2);

    await service.time.advance(16 * MINUTE_MS);
    service.only(REFRESH, 'network-error');
    const offline = createOrbitSdk({ serviceOrigin: FAKE_ORIGIN, runtime: service.runtime });
    await expect(offline.session.bootstrap()).rejects.toThrow('session refresh failed');
    expect(service.runtime.cookies.get(COOKIE_NAMES.authToken)).toBeUndefined();
  });

  it('emits a session error and fails when no device grant can be had', async () => {
    const service = new FakeService();
    service.on(GRANTS, { status: 500 });
    const { sdk } = createTestSdk(service);
    const events: SessionEvent[] = [];
    sdk.onSessionEvent((event) => events.push(event));
    await expect(sdk.session.bootstrap()).rejects.toMatchObject({ status: 500 });
    expect(events.some((e) => e.type === 'sessionError' && e.reason === 'deviceGrant')).toBe(true);
  });
});

describe('token handling', () => {
  it('shares one refresh between concurrent calls that got a 401, then repeats each once', async () => {
    const service = coldService();
    const { sdk } = createTestSdk(service);
    const first = await sdk.session.bootstrap();
    service.on(EVENTS, (request) =>
      request.headers.authorization === `Bearer ${first.accessToken}`
        ? { status: 401, body: { code: 'UNAUTHENTICATED' } }
        : { status: 200, body: { accepted: 0, duplicates: 0 } },
    );
    service.on(REFRESH, () => ({ status: 200, body: fakeSession(service.time.now()) }));
    await Promise.all([submitEvents(sdk), submitEvents(sdk), submitEvents(sdk)]);
    expect(service.count(REFRESH)).toBe(1);
    expect(service.count(EVENTS)).toBe(6);
  });

  it('carries on anonymous when the refresh is refused, without refreshing again for that call', async () => {
    const service = coldService();
    const { sdk } = createTestSdk(service);
    await sdk.session.bootstrap();
    service.on(EVENTS, { status: 401, body: { code: 'UNAUTHENTICATED' } });
    service.on(REFRESH, {
      status: 401,
      body: { code: 'tokenServicesTeam.sessionService.invalid-auth-headers' },
    });
    await expect(submitEvents(sdk)).rejects.toMatchObject({ status: 401 });
    expect(service.count(REFRESH)).toBe(1);
    expect(service.count(ANONYMOUS)).toBe(2);
    expect(service.count(EVENTS)).toBe(2);
  });

  it('does not start anonymous when the refresh ends on a stop code', async () => {
    const service = coldService();
    const { sdk } = createTestSdk(service);
    await sdk.session.bootstrap();
    service.on(EVENTS, { status: 401 });
    service.on(REFRESH, { status: 403, body: { code: 'userServices.identity.locked' } });
    await expect(submitEvents(sdk)).rejects.toMatchObject({ status: 401 });
    expect(service.count(ANONYMOUS)).toBe(1);
  });

  it('takes the tokens another tab stored when its own refresh is refused as just replaced', async () => {
    const service = coldService();
    const { sdk } = createTestSdk(service);
    await sdk.session.bootstrap();
    const otherTab = fakeSession(service.time.now());
    service.on(REFRESH, () => {
      // The other tab won the race and stored its new tokens before our refresh was answered.
      service.runtime.cookies.set(
        COOKIE_NAMES.authToken,
        JSON.stringify({ session: otherTab, authenticated: false }),
      );
      return {
        status: 401,
        body: { code: 'tokenServicesTeam.sessionService.invalid-refresh-token' },
      };
    });
    await expect(sdk.session.refresh()).resolves.toBe('refreshed');
    expect(sdk.session.session?.accessToken).toBe(otherTab.accessToken);
    expect(service.count(ANONYMOUS)).toBe(1);
  });

  it('does not refresh at all when another tab already stored fresh tokens', async () => {
    const service = coldService();
    const { sdk } = createTestSdk(service);
    await sdk.session.bootstrap();
    const otherTab = fakeSession(service.time.now());
    service.runtime.cookies.set(
      COOKIE_NAMES.authToken,
      JSON.stringify({ session: otherTab, authenticated: false }),
    );
    await expect(sdk.session.refresh()).resolves.toBe('refreshed');
    expect(service.count(REFRESH)).toBe(0);
    expect(sdk.session.session?.accessToken).toBe(otherTab.accessToken);
  });

  it('attaches a convergence token to the next refresh, then forgets it', async () => {
    const service = coldService();
    const { sdk } = createTestSdk(service);
    await sdk.session.bootstrap();
    service.on(EVENTS, {
      status: 200,
      body: { accepted: 0, duplicates: 0 },
      headers: { 'X-Convergence-Token': 'conv-1' },
    });
    service.on(REFRESH, () => ({ status: 200, body: fakeSession(service.time.now()) }));
    await submitEvents(sdk);
    await service.time.advance(0);
    const refreshes = service.requests.filter((r) => r.path.endsWith('/refresh'));
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]?.headers['x-convergence-token']).toBe('conv-1');

    await sdk.session.refresh();
    expect(
      service.requests.filter((r) => r.path.endsWith('/refresh'))[1]?.headers[
        'x-convergence-token'
      ],
    ).toBeUndefined();
  });

  it('drops a refused convergence token, refreshes and repeats the call', async () => {
    const service = coldService();
    const { sdk } = createTestSdk(service);
    await sdk.session.bootstrap();
    service.on(EVENTS, {
      status: 400,
      body: { code: 'invalid-convergence-token', description: 'invalid-convergence-token' },
    });
    service.on(EVENTS, { status: 200, body: { accepted: 1, duplicates: 0 } });
    service.on(REFRESH, () => ({ status: 200, body: fakeSession(service.time.now()) }));
    await expect(submitEvents(sdk)).resolves.toEqual({ accepted: 1, duplicates: 0 });
    expect(service.count(REFRESH)).toBe(1);
  });

  it('starts over anonymous when the config switches between test and real', async () => {
    const service = coldService();
    const { sdk } = createTestSdk(service);
    await sdk.session.bootstrap();
    sdk.config.supply(fakeApplicationConfig({ isTest: true }), service.time.now());
    await service.time.advance(0);
    expect(service.count(ANONYMOUS)).toBe(2);
    expect(service.requests.at(-1)?.headers['x-orbit-test']).toBe('true');
  });
});

describe('session transitions', () => {
  it('signs in with a grant and signs out back to the anonymous session, ending the signed-in one on the server', async () => {
    const service = coldService();
    const { sdk } = createTestSdk(service);
    const anonymous = await sdk.session.bootstrap();
    service.on(AUTHENTICATED, () => ({
      status: 200,
      body: fakeSession(service.time.now(), { sessionType: 'authenticated' }),
    }));
    service.on(END, { status: 200, body: { revokedSessions: 1 } });
    const signedIn = await sdk.session.signIn('grant-abc', { handle: 'listener@example.com' });
    expect(service.requests.at(-1)?.body).toEqual({ grant: 'grant-abc' });
    expect(sdk.session.isAuthenticated).toBe(true);
    expect(sdk.session.handle).toBe('listener@example.com');

    const before = service.requests.length;
    const back = await sdk.session.signOut();
    // One call: sessions/end with the signed-in refresh token; no new anonymous session.
    expect(service.requests.slice(before).map((r) => `${r.method} ${r.path}`)).toEqual([END]);
    expect(service.requests.at(-1)?.headers['x-refresh-token']).toBe(signedIn.refreshToken);
    expect(back.accessToken).toBe(anonymous.accessToken);
    expect(sdk.session.isAuthenticated).toBe(false);
  });

  it('starts a new anonymous session on sign-out when the old one has expired', async () => {
    const service = coldService();
    const { sdk } = createTestSdk(service);
    await sdk.session.bootstrap();
    service.on(AUTHENTICATED, () => ({
      status: 200,
      body: fakeSession(service.time.now(), { sessionType: 'authenticated' }),
    }));
    await sdk.session.signIn('grant-abc');
    await service.time.advance(20 * MINUTE_MS);
    await sdk.session.signOut();
    expect(service.count(ANONYMOUS)).toBe(2);
  });

  it('revokes every session on the server, then starts over anonymous', async () => {
    const service = coldService();
    const { sdk } = createTestSdk(service);
    const first = await sdk.session.bootstrap();
    service.on(REVOKE_ALL, { status: 204 });
    const next = await sdk.session.revokeAll();
    expect(
      service.requests.find((r) => r.path.endsWith('/revoke/all'))?.headers.authorization,
    ).toBe(`Bearer ${first.accessToken}`);
    expect(next.accessToken).not.toBe(first.accessToken);
  });

  it('after a 401 on anonymous sign-in, purges, gets a new device grant and tries once more', async () => {
    const service = new FakeService();
    service.on(GRANTS, {
      status: 200,
      body: fakeDeviceGrant(service.time.now(), { grant: 'old' }),
    });
    service.on(GRANTS, {
      status: 200,
      body: fakeDeviceGrant(service.time.now(), { grant: 'new' }),
    });
    service.on(ANONYMOUS, (request) =>
      request.headers['x-device-grant'] === 'old'
        ? { status: 401 }
        : { status: 200, body: fakeSession(service.time.now()) },
    );
    const { sdk } = createTestSdk(service);
    await expect(sdk.session.bootstrap()).resolves.toMatchObject({ sessionType: 'anonymous' });
    expect(service.count(GRANTS)).toBe(2);
    expect(service.count(ANONYMOUS)).toBe(2);
  });

  it('reports a session error when the second anonymous attempt fails too, and never retries a 403', async () => {
    const service = new FakeService();
    service.on(GRANTS, () => ({ status: 200, body: fakeDeviceGrant(service.time.now()) }));
    service.on(ANONYMOUS, { status: 401 });
    const { sdk } = createTestSdk(service);
    const events: SessionEvent[] = [];
    sdk.onSessionEvent((event) => events.push(event));
    await expect(sdk.session.bootstrap()).rejects.toMatchObject({ status: 401 });
    expect(service.count(ANONYMOUS)).toBe(2);
    expect(events.filter((e) => e.type === 'sessionError')).toHaveLength(1);

    const forbidden = new FakeService();
    forbidden.on(GRANTS, { status: 200, body: fakeDeviceGrant(forbidden.time.now()) });
    forbidden.on(ANONYMOUS, { status: 403 });
    await expect(createTestSdk(forbidden).sdk.session.bootstrap()).rejects.toMatchObject({
      status: 403,
    });
    expect(forbidden.count(ANONYMOUS)).toBe(1);
  });

  it('notices a session another tab stored, within 300 ms, and stops watching on dispose', async () => {
    const service = coldService();
    const { sdk } = createTestSdk(service);
    await sdk.session.bootstrap();
    sdk.session.watchCookies();
    const other = fakeSession(service.time.now(), { sessionType: 'authenticated' });
    service.runtime.cookies.set(
      COOKIE_NAMES.authToken,
      JSON.stringify({ session: other, authenticated: true }),
    );
    await service.time.advance(299);
    expect(sdk.session.session?.accessToken).not.toBe(other.accessToken);
    await service.time.advance(1);
    expect(sdk.session.session?.accessToken).toBe(other.accessToken);
    expect(sdk.session.isAuthenticated).toBe(true);

    sdk.dispose();
    expect(service.time.pending).toBe(0);
  });
});
