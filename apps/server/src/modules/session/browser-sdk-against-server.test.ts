import { eventBatchReceiptSchema } from '@orbit/domain';
import { createOrbitSdk, memoryCookieJar, memoryStorage, type OrbitSdk } from '@orbit/sdk';
import { describe, expect, it } from 'vitest';
import { DEMO_IDENTITIES } from '../../db/seed/identities.ts';
import { browserCookies } from '../../testing/browser-cookies.ts';
import { browserFetch } from '../../testing/browser-fetch.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { issueSignInGrant } from './sign-in-grants.ts';

const HOLDER = DEMO_IDENTITIES.accountHolder.id;
const ORIGIN = 'http://localhost';

/**
 * One browser profile: the cookies only the server reads (HttpOnly), and what its scripts can
 * reach (`document.cookie`, `localStorage`), which the SDK uses.
 */
function browserProfile(testApp: TestApp) {
  const httpOnly = browserCookies();
  const scriptCookies = memoryCookieJar();
  const written: string[] = [];
  const localStorage = memoryStorage();
  const requests: string[] = [];
  const fetch = browserFetch(testApp.app, httpOnly, requests);
  const page = (): OrbitSdk =>
    createOrbitSdk({
      serviceOrigin: ORIGIN,
      runtime: {
        fetch,
        cookies: scriptCookies,
        storage: {
          getItem: (key) => localStorage.getItem(key),
          setItem: (key, value) => {
            written.push(value);
            localStorage.setItem(key, value);
          },
          removeItem: (key) => localStorage.removeItem(key),
        },
        now: () => testApp.clock.now().getTime(),
        refreshTokenHolder: 'server-cookie',
      },
    });
  const care = async (path: string) => {
    const answer = await fetch(`${ORIGIN}/services${path}`, {
      method: path === '/utility/env-info' ? 'GET' : 'POST',
      ...(path === '/utility/env-info' ? {} : { body: '{}' }),
      headers: { 'content-type': 'application/json' },
    });
    return {
      status: answer.status,
      body: (await answer.json()) as { data?: { identityId?: string | null } },
    };
  };
  /** Everything a script of this page (or of a sibling site, for cookies) could read. */
  const scriptVisible = () => `${scriptCookies.snapshot()}\n${written.join('\n')}`;
  return { httpOnly, requests, page, care, scriptVisible };
}

async function signedInPage(testApp: TestApp, profile: ReturnType<typeof browserProfile>) {
  const sdk = profile.page();
  await sdk.loadConfig();
  await sdk.session.bootstrap();
  const { grant } = await issueSignInGrant(
    testApp.db,
    { identityId: HOLDER, kind: 'identity' },
    testApp.clock.now,
  );
  await sdk.session.signIn(grant, { handle: 'holder@orbitradio.test' });
  return sdk;
}

const sendAction = (sdk: OrbitSdk) =>
  sdk.caller.call(
    'telemetry',
    'actions',
    {
      body: {
        actions: [
          {
            id: `evt_${Date.now()}`,
            name: 'tune',
            occurredAt: new Date().toISOString(),
            attributes: {},
          },
        ],
      },
    },
    eventBatchReceiptSchema,
  );

describe('the browser SDK against the real server: cookies only (ADR 023)', () => {
  it('signs in, refreshes and reloads without any token where a script can read it', async () => {
    const testApp = await createTestApp();
    const profile = browserProfile(testApp);
    const sdk = await signedInPage(testApp, profile);
    expect(profile.httpOnly.get('orbit_refresh')).toMatch(/^ort_/);

    testApp.clock.advanceSeconds(901);
    profile.requests.length = 0;
    await expect(sendAction(sdk)).resolves.toEqual({ accepted: 1, duplicates: 0 });
    expect(profile.requests).toEqual([
      'POST /telemetry/v2/actions',
      'POST /session/v1/sessions/refresh',
      'POST /telemetry/v2/actions',
    ]);
    sdk.dispose();

    profile.requests.length = 0;
    const reloaded = profile.page();
    await reloaded.loadConfig();
    const session = await reloaded.session.bootstrap();
    // No token survived the reload: the page refreshes with the HttpOnly cookie.
    expect(profile.requests.filter((request) => request.includes('/session/'))).toEqual([
      'POST /session/v1/sessions/refresh',
    ]);
    expect(session.sessionType).toBe('authenticated');
    expect(reloaded.session.handle).toBe('holder@orbitradio.test');
    await expect(sendAction(reloaded)).resolves.toEqual({ accepted: 1, duplicates: 0 });

    expect(profile.scriptVisible()).not.toMatch(/ort_|oat_/);
    expect(profile.scriptVisible()).not.toContain(profile.httpOnly.get('orbit_refresh'));
    reloaded.dispose();
  });

  it('opens the care API after the SDK signs in, and signing out through the SDK ends both', async () => {
    const testApp = await createTestApp();
    const profile = browserProfile(testApp);
    await profile.care('/utility/env-info');
    expect((await profile.care('/authenticate/validate-login')).body.data?.identityId).toBeNull();

    const sdk = await signedInPage(testApp, profile);
    expect((await profile.care('/authenticate/validate-login')).body.data?.identityId).toBe(HOLDER);

    await sdk.session.signOut();
    expect(sdk.session.isAuthenticated).toBe(false);
    expect((await profile.care('/authenticate/validate-login')).status).toBe(401);
    await profile.care('/utility/env-info');
    expect((await profile.care('/authenticate/validate-login')).body.data?.identityId).toBeNull();
    sdk.dispose();
  });

  it('revoking every session through the SDK ends care access too', async () => {
    const testApp = await createTestApp();
    const profile = browserProfile(testApp);
    await profile.care('/utility/env-info');
    const sdk = await signedInPage(testApp, profile);
    await sdk.session.revokeAll();
    expect(profile.httpOnly.get('orbit_refresh')).toMatch(/^ort_/); // the new anonymous session's
    expect((await profile.care('/authenticate/validate-login')).status).toBe(401);
    sdk.dispose();
  });
});
