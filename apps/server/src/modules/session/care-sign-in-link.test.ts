import { careErrorBodySchema, sessionSchema } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_IDENTITIES } from '../../db/seed/identities.ts';
import { browserCookies, SAME_ORIGIN_FETCH } from '../../testing/browser-cookies.ts';
import { bearer, createDeviceGrant, signIn, withGrant } from '../../testing/service-sessions.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { issueSignInGrant } from './sign-in-grants.ts';

const HOLDER = DEMO_IDENTITIES.accountHolder.id;
const SESSIONS = '/session/v1/sessions';
const VALIDATE_LOGIN = '/services/authenticate/validate-login';

/**
 * One browser: a care session (env-info) and the SDK's service session on the same origin, each
 * call carrying the cookies a browser would send to its path.
 */
async function browser(env: Record<string, string> = {}) {
  const testApp = await createTestApp({ env });
  const { app, db, clock } = testApp;
  const device = await createDeviceGrant(app);
  const cookies = browserCookies();
  const send = async (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}) =>
    cookies.keep(
      await app.inject({
        method,
        url,
        headers: {
          ...SAME_ORIGIN_FETCH,
          ...withGrant(device),
          ...cookies.headerFor(url),
          ...headers,
        },
        ...(method === 'POST' ? { payload: {} } : {}),
      }),
    );
  const careSignedInAs = async () => {
    const answer = await send('POST', VALIDATE_LOGIN);
    expect(answer.statusCode, answer.body).toBe(200);
    return (answer.json() as { data: { identityId: string | null } }).data.identityId;
  };
  const signInHere = async (identityId: string) => {
    const { grant } = await issueSignInGrant(db, { identityId, kind: 'identity' }, clock.now);
    const answer = cookies.keep(
      await app.inject({
        method: 'POST',
        url: `${SESSIONS}/authenticated`,
        headers: { ...SAME_ORIGIN_FETCH, ...withGrant(device), ...cookies.headerFor(SESSIONS) },
        payload: { grant },
      }),
    );
    expect(answer.statusCode, answer.body).toBe(200);
    return sessionSchema.parse(answer.json());
  };
  await send('GET', '/services/utility/env-info');
  await send('POST', `${SESSIONS}/anonymous`);
  return { ...testApp, cookies, send, careSignedInAs, signInHere };
}

describe('the care API and the service sign-in (ADR 023)', () => {
  it('takes no sign-in from a script-readable AUTH_TOKEN cookie, even one holding a live signed-in token', async () => {
    const here = await browser();
    const { session: stolen } = await signIn(here, HOLDER);
    here.cookies.set(
      'AUTH_TOKEN',
      JSON.stringify({
        session: { accessToken: stolen.accessToken, refreshToken: stolen.refreshToken },
      }),
    );
    expect(await here.careSignedInAs()).toBeNull();
  });

  it('opens the care API after a sign-in through the service layer in the same browser, on a new care secret', async () => {
    const here = await browser();
    const careSecretBefore = here.cookies.get('orbit_care_session');
    expect(await here.careSignedInAs()).toBeNull(); // a call that needs it stores the session
    await here.signInHere(HOLDER);
    expect(here.cookies.get('orbit_care_session')).not.toBe(careSecretBefore);
    expect(await here.careSignedInAs()).toBe(HOLDER);
    // The secret held before sign-in opens nothing any more (no session fixation).
    const planted = await here.app.inject({
      method: 'POST',
      url: VALIDATE_LOGIN,
      headers: { cookie: `orbit_care_session=${careSecretBefore}` },
    });
    expect(planted.statusCode).toBe(401);
  });

  it('ends both on sign-out here: the care session is gone and its cookie cleared', async () => {
    const here = await browser();
    await here.signInHere(HOLDER);
    const ended = await here.send('POST', `${SESSIONS}/end`);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(here.cookies.get('orbit_care_session')).toBeUndefined();
    const afterwards = await here.send('POST', VALIDATE_LOGIN);
    expect(afterwards.statusCode).toBe(401);
    expect(careErrorBodySchema.parse(afterwards.json()).error.errorCode).toBe('SESSION_TIMED_OUT');
  });

  it('ends care access when the service session is revoked from another device', async () => {
    const here = await browser();
    await here.signInHere(HOLDER);
    const { session: elsewhere } = await signIn(here, HOLDER);
    const revoked = await here.app.inject({
      method: 'POST',
      url: `${SESSIONS}/revoke/all`,
      headers: bearer(elsewhere),
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(await here.careSignedInAs()).toBeNull();
  });

  it('ends care access when the service session expires before the care session does', async () => {
    const here = await browser({
      REFRESH_TOKEN_TTL_SECONDS: '3600',
      SESSION_IDLE_TIMEOUT_SECONDS: '7200',
      SESSION_ABSOLUTE_TIMEOUT_SECONDS: '14400',
    });
    await here.signInHere(HOLDER);
    here.clock.advanceSeconds(3000);
    expect(await here.careSignedInAs()).toBe(HOLDER);
    here.clock.advanceSeconds(601);
    expect(await here.careSignedInAs()).toBeNull();
  });

  it('signs care out when this browser starts a new anonymous session', async () => {
    const here = await browser();
    await here.signInHere(HOLDER);
    await here.send('POST', `${SESSIONS}/anonymous`);
    expect(await here.careSignedInAs()).toBeNull();
  });

  it('signs a new care session in when the signed-in service session is refreshed in that browser', async () => {
    const here = await browser();
    await here.signInHere(HOLDER);
    await here.send('POST', '/services/authenticate/logout');
    await here.send('GET', '/services/utility/env-info');
    expect(await here.careSignedInAs()).toBeNull();
    const refreshed = await here.send('POST', `${SESSIONS}/refresh`);
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(await here.careSignedInAs()).toBe(HOLDER);
  });
});
