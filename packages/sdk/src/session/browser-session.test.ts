import { describe, expect, it } from 'vitest';
import { createOrbitSdk } from '../orbit-sdk.ts';
import { memoryStorage } from '../storage/key-value-storage.ts';
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
  end: END,
} = SESSION_ROUTES;

/**
 * A browser (ADR 023): the server keeps the refresh token in its HttpOnly cookie. The fake still
 * answers every token in the body, so these tests show the SDK itself never stores one where a
 * script could read it.
 */
function browserService() {
  const service = new FakeService({ refreshTokenHolder: 'server-cookie' });
  const written: string[] = [];
  const storage = memoryStorage();
  service.runtime.storage = {
    getItem: (key) => storage.getItem(key),
    setItem: (key, value) => {
      written.push(value);
      storage.setItem(key, value);
    },
    removeItem: (key) => storage.removeItem(key),
  };
  const issued: string[] = [];
  const issue = (sessionType: 'anonymous' | 'authenticated') => {
    const body = fakeSession(service.time.now(), { sessionType });
    issued.push(String(body.accessToken), String(body.refreshToken));
    return { status: 200, body };
  };
  service.on(GRANTS, { status: 200, body: fakeDeviceGrant(service.time.now()) });
  service.on(ANONYMOUS, () => issue('anonymous'));
  service.on(AUTHENTICATED, () => issue('authenticated'));
  service.on(REFRESH, () => issue('authenticated'));
  service.on(END, { status: 200, body: { revokedSessions: 1 } });
  /** Everything a script of this page, or of a sibling site, could read. */
  const scriptVisible = () => `${service.runtime.cookies.snapshot()}\n${written.join('\n')}`;
  return { service, scriptVisible, issued };
}

describe('the SDK in a browser keeps no token where a script can read it', () => {
  it('stores neither the access nor the refresh token, through start, sign-in and refresh', async () => {
    const { service, scriptVisible, issued } = browserService();
    const { sdk } = createTestSdk(service);
    await sdk.session.bootstrap();
    await sdk.session.signIn('grant-abc', { handle: 'listener@example.com' });
    await service.time.advance(16 * 60_000);
    expect(await sdk.session.refresh()).toBe('refreshed');

    expect(issued).toHaveLength(6);
    for (const token of issued) expect(scriptVisible()).not.toContain(token);
    const stored = JSON.parse(service.runtime.cookies.get(COOKIE_NAMES.authToken) ?? '{}');
    expect(stored).toMatchObject({ authenticated: true, handle: 'listener@example.com' });
    expect(stored.session.accessToken).toBeUndefined();
    expect(stored.session.refreshToken).toBeUndefined();
    expect(stored.anonymousSession).toBeUndefined();
    // In memory the access token is at hand for calls.
    expect(sdk.session.session?.accessToken).toMatch(/^access-/);
  });

  it('asks for the cookie on every session call and never sends a refresh token itself', async () => {
    const { service } = browserService();
    const { sdk } = createTestSdk(service);
    await sdk.session.bootstrap();
    await sdk.session.signIn('grant-abc');
    await sdk.session.refresh();
    const sessionCalls = service.requests.filter((r) => r.path.startsWith('/session/v1/'));
    expect(sessionCalls).toHaveLength(3);
    for (const call of sessionCalls) {
      expect(call.headers['x-refresh-token-delivery']).toBe('cookie');
      expect(call.headers['x-refresh-token']).toBeUndefined();
    }
  });

  it('restarts from the token-free cookie with a refresh, still signed in as the same person', async () => {
    const { service } = browserService();
    const first = createTestSdk(service).sdk;
    await first.session.bootstrap();
    await first.session.signIn('grant-abc', { handle: 'listener@example.com' });
    first.dispose();
    service.requests.length = 0;

    const reloaded = createOrbitSdk({ serviceOrigin: FAKE_ORIGIN, runtime: service.runtime });
    reloaded.config.supply(fakeApplicationConfig(), service.time.now());
    const session = await reloaded.session.bootstrap();
    expect(service.requests.map((r) => `${r.method} ${r.path}`)).toEqual([REFRESH]);
    expect(service.requests[0]?.headers['x-refresh-token']).toBeUndefined();
    expect(session.accessToken).toMatch(/^access-/);
    expect(reloaded.session.isAuthenticated).toBe(true);
    expect(reloaded.session.handle).toBe('listener@example.com');
  });

  it('signs out by ending the session on the server, then starts a new anonymous one', async () => {
    const { service } = browserService();
    const { sdk } = createTestSdk(service);
    const anonymous = await sdk.session.bootstrap();
    await sdk.session.signIn('grant-abc');
    const before = service.requests.length;
    const back = await sdk.session.signOut();
    expect(service.requests.slice(before).map((r) => `${r.method} ${r.path}`)).toEqual([
      END,
      ANONYMOUS,
    ]);
    expect(back.accessToken).not.toBe(anonymous.accessToken);
    expect(sdk.session.isAuthenticated).toBe(false);
  });

  it('follows a sign-in made in another tab by refreshing with the shared cookie', async () => {
    const { service } = browserService();
    const here = createTestSdk(service).sdk;
    await here.session.bootstrap();
    here.session.watchCookies();
    const otherTab = createOrbitSdk({ serviceOrigin: FAKE_ORIGIN, runtime: service.runtime });
    otherTab.config.supply(fakeApplicationConfig(), service.time.now());
    await otherTab.session.bootstrap();
    await otherTab.session.signIn('grant-abc', { handle: 'listener@example.com' });
    const before = service.requests.length;

    await service.time.advance(300);
    expect(service.requests.slice(before).map((r) => `${r.method} ${r.path}`)).toEqual([REFRESH]);
    expect(here.session.isAuthenticated).toBe(true);
    expect(here.session.session?.sessionType).toBe('authenticated');
    here.dispose();
    otherTab.dispose();
  });
});
