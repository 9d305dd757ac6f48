import { careErrorBodySchema, careLoginResultSchema, careSuccessSchema } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { careSessions } from '../../db/schema/index.ts';
import { freshClock, insertIdentity, LONG_SESSION_ENV } from '../../testing/identities.ts';
import { cookieHeaderFrom, sessionCookieOf } from '../../testing/session-cookie.ts';
import { createTestApp } from '../../testing/test-app.ts';

const US_HOST = 'care.orbitradio.com';

async function setUp(host = US_HOST) {
  const testApp = await createTestApp({ clock: freshClock(), env: LONG_SESSION_ENV });
  const envInfo = await testApp.app.inject({
    method: 'GET',
    url: '/services/utility/env-info',
    headers: { host },
  });
  const cookie = cookieHeaderFrom(envInfo);
  const post = (url: string, payload: object, headers: Record<string, string> = cookie) =>
    testApp.app.inject({ method: 'POST', url, headers: { host, ...headers }, payload });
  const login = (username: string, password: string, headers = cookie) =>
    post(
      '/services/authenticate/login',
      { token: { username, password }, keepMeSignedIn: false },
      headers,
    );
  return {
    ...testApp,
    cookie,
    sessionId: envInfo.json().data.sessionInfo.id as string,
    post,
    login,
  };
}

function careError(
  response: { statusCode: number; json(): unknown },
  status: number,
  code: string,
) {
  expect(response.statusCode).toBe(status);
  const body = careErrorBodySchema.parse(response.json());
  expect(body.error.errorCode).toBe(code);
  return body.error;
}

describe('POST /services/authenticate/login', () => {
  it('signs the account holder in and replaces the care session: new id, new cookie', async () => {
    const { db, login, post, cookie, sessionId } = await setUp();
    const response = await login('orbitowner1', 'Nebula-Drift-77');

    expect(response.statusCode).toBe(200);
    expect(careSuccessSchema(careLoginResultSchema).parse(response.json()).data).toEqual({
      accountNum: '10000001',
      identityId: 'idn_seed_account_holder',
      thirdPartyPartnerName: null,
      thirdPartyPartnerType: null,
    });
    const rotated = sessionCookieOf(response);
    expect(rotated?.value).toBeDefined();
    expect(`${rotated?.name}=${rotated?.value}`).not.toBe(cookie.cookie);
    expect(rotated).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    // The session id known before sign-in is ended for good…
    const [ended] = await db.select().from(careSessions).where(eq(careSessions.id, sessionId));
    expect(ended).toMatchObject({ identityId: null, endedAt: expect.any(Date) });
    const stale = await post('/services/authenticate/validate-login', {});
    expect(careError(stale, 401, 'SESSION_TIMED_OUT').errorPropKey).toBe(
      'error.common.session.timed.out.error',
    );
    // …and the new one is signed in.
    const fresh = await post(
      '/services/authenticate/validate-login',
      {},
      cookieHeaderFrom(response),
    );
    expect(fresh.json().data).toEqual({
      loggedIn: true,
      identityId: 'idn_seed_account_holder',
      accountNum: '10000001',
      maskedHandle: 'or******',
    });
  });

  it('answers INVALID_USERNAME_OR_PASSWORD for a wrong password, an unknown or a malformed handle', async () => {
    const { login } = await setUp();
    for (const [username, password] of [
      ['orbitowner1', 'Wrong-Guess-11'],
      ['nobody@orbitradio.test', 'Wrong-Guess-11'],
      ['x', 'y'],
    ] as const) {
      const error = careError(await login(username, password), 400, 'INVALID_USERNAME_OR_PASSWORD');
      expect(error).toMatchObject({
        errorType: 'BUSINESS',
        errorPropKey: 'error.authenticate.invalid.username.or.password',
      });
    }
  });

  it('says a streaming login cannot manage an account here, once the password is right', async () => {
    const { login } = await setUp();
    careError(
      await login('listener@orbitradio.test', 'Comet-Tail-42'),
      403,
      'ACCOUNT_TYPE_NOT_SUPPORTED',
    );
    careError(
      await login('listener@orbitradio.test', 'Wrong-Guess-11'),
      400,
      'INVALID_USERNAME_OR_PASSWORD',
    );
  });

  it('sends an account of the other market to its own site', async () => {
    const us = await setUp(US_HOST);
    careError(
      await us.login('auditrice@orbitradio.test', 'Aurore-Boreale-58'),
      403,
      'ACCOUNT_IN_DIFFERENT_COUNTRY',
    );
    const ca = await setUp('care.orbitradio.ca');
    expect((await ca.login('auditrice@orbitradio.test', 'Aurore-Boreale-58')).statusCode).toBe(200);
  });

  it('shares the lockout of the service sign-in: ACCOUNT_LOCKED with Retry-After', async () => {
    const { login } = await setUp();
    for (let attempt = 1; attempt <= 5; attempt += 1)
      await login('nobody.care@orbitradio.test', 'Wrong-1a');
    const locked = await login('nobody.care@orbitradio.test', 'Wrong-1a');
    careError(locked, 403, 'ACCOUNT_LOCKED');
    expect(locked.headers['retry-after']).toBe('60');
  });
});

describe('logout and validate-login', () => {
  it('ends the session and clears the cookie; logging out twice is fine', async () => {
    const { login, post } = await setUp();
    const signedIn = cookieHeaderFrom(await login('orbitowner1', 'Nebula-Drift-77'));
    const out = await post('/services/authenticate/logout', { source: 'OAC' }, signedIn);
    expect(out.json().data).toEqual({ loggedOut: true });
    expect(sessionCookieOf(out)?.value).toBe('');
    careError(
      await post('/services/authenticate/validate-login', {}, signedIn),
      401,
      'SESSION_TIMED_OUT',
    );
    expect((await post('/services/authenticate/logout', {}, signedIn)).statusCode).toBe(200);
  });

  it('reports a visitor as not signed in', async () => {
    const { post } = await setUp();
    expect((await post('/services/authenticate/validate-login', {})).json().data).toEqual({
      loggedIn: false,
      identityId: null,
      accountNum: null,
      maskedHandle: null,
    });
  });
});

describe('validate/password and validate/unique-login', () => {
  it('names the rule that failed, with the word and the message key', async () => {
    const { post } = await setUp();
    const check = async (payload: Record<string, string>) =>
      (await post('/services/validate/password', payload)).json().data;
    expect(await check({ value: 'Comet-Tail-42' })).toEqual({
      valid: true,
      validationErrorKey: '',
      validationErrorFailedWord: '',
      validationErrorCode: '',
      errorPropKey: '',
    });
    expect(await check({ value: 'Orbit-Tail-42' })).toEqual({
      valid: false,
      validationErrorKey: 'validation.password.new.dictionaryWords',
      validationErrorFailedWord: 'orbit',
      validationErrorCode: 'PASSWORD_DISALLOWED_WORDS',
      errorPropKey: 'error.purchase.service.invalid.password',
    });
    expect(await check({ value: 'Comet Tail 42' })).toMatchObject({
      validationErrorKey: 'validation.password.new.charsAllowed',
      errorPropKey: 'error.purchase.service.invalid.password',
    });
    expect(await check({ value: 'Gagnon-Sky-42', lastName: 'Gagnon' })).toMatchObject({
      validationErrorKey: 'validation.password.new.personalData',
      validationErrorCode: 'PASSWORD_HAS_PERSONAL_DATA',
      errorPropKey: 'error.purchase.service.password.has.pii.data',
    });
  });

  it("checks the signed-in identity's own data too", async () => {
    const { login, post } = await setUp();
    const signedIn = cookieHeaderFrom(await login('orbitowner1', 'Nebula-Drift-77'));
    const verdict = await post('/services/validate/password', { value: 'Rivera-Sky-42' }, signedIn);
    expect(verdict.json().data.validationErrorCode).toBe('PASSWORD_HAS_PERSONAL_DATA');
  });

  it('says whether a username may be used, one’s own included', async () => {
    const { login, post } = await setUp();
    const unique = async (userName: string, headers?: Record<string, string>) =>
      (await post('/services/validate/unique-login', { userName }, headers)).json().data;
    expect(await unique('brandnew42')).toEqual({ valid: true, validationErrorKey: '' });
    expect(await unique('OrbitOwner1')).toEqual({
      valid: false,
      validationErrorKey: 'validation.username.inUse',
    });
    expect(await unique('x!')).toEqual({
      valid: false,
      validationErrorKey: 'validation.username.invalid',
    });
    const signedIn = cookieHeaderFrom(await login('orbitowner1', 'Nebula-Drift-77'));
    expect(await unique('orbitowner1', signedIn)).toEqual({ valid: true, validationErrorKey: '' });
  });
});

describe('account-mgmt', () => {
  it('changes the username and password of the signed-in login after the old password', async () => {
    const { db, clock, login, post } = await setUp();
    await insertIdentity(
      { db, clock },
      {
        handle: 'careuser77',
        emailAddress: 'care.user@orbitradio.test',
        password: 'Comet-Tail-42',
        state: 'ACCOUNT',
        accountNumber: '10000077',
      },
    );
    const signedIn = cookieHeaderFrom(await login('careuser77', 'Comet-Tail-42'));
    careError(
      await post(
        '/services/account-mgmt/update-account-login',
        { userName: 'careuser78', oldPassword: 'nope' },
        signedIn,
      ),
      400,
      'INVALID_CREDENTIALS',
    );
    careError(
      await post(
        '/services/account-mgmt/update-account-login',
        { userName: 'orbitowner1', oldPassword: 'Comet-Tail-42' },
        signedIn,
      ),
      409,
      'USERNAME_IN_USE',
    );
    const changed = await post(
      '/services/account-mgmt/update-account-login',
      { userName: 'careuser78', password: 'Nebula-Drift-77', oldPassword: 'Comet-Tail-42' },
      signedIn,
    );
    expect(changed.json().data).toEqual({ userName: 'careuser78', passwordChanged: true });
    // Signing in again rotates the session once more.
    const relogged = await login('careuser78', 'Nebula-Drift-77', signedIn);
    expect(relogged.statusCode).toBe(200);
    const current = cookieHeaderFrom(relogged);

    const again = await post(
      '/services/account-mgmt/update-account-password',
      { oldPassword: 'Nebula-Drift-77', password: 'Aurore-Boreale-58' },
      current,
    );
    expect(again.json().data).toEqual({ userName: 'careuser78', passwordChanged: true });
    const weak = await post(
      '/services/account-mgmt/update-account-password',
      { oldPassword: 'Aurore-Boreale-58', password: 'careuser78' },
      current,
    );
    expect(careError(weak, 400, 'PASSWORD_POLICY_NOT_MET').errorPropKey).toBe(
      'error.purchase.service.invalid.password',
    );
  });

  it('refuses a care session nobody signed in on', async () => {
    const { post } = await setUp();
    careError(
      await post('/services/account-mgmt/update-account-password', {
        oldPassword: 'a',
        password: 'b',
      }),
      401,
      'UNAUTHENTICATED_CUSTOMER',
    );
  });
});
