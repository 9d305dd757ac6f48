import { createIdentityResponseSchema, waitingOnOneTimePasswordExtrasSchema } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { identities, passwordCredentials } from '../../db/schema/index.ts';
import { expectRefused } from '../../testing/expect-refused.ts';
import {
  anonymousCaller,
  freshClock,
  latestCode,
  mailbox,
  sessionFromGrant,
} from '../../testing/identities.ts';
import { bearer } from '../../testing/service-sessions.ts';
import { createTestApp } from '../../testing/test-app.ts';

const V1 = '/identity/v1/identities';
const V2 = '/identity/v2/identities';

async function setUp() {
  const testApp = await createTestApp({ clock: freshClock() });
  const caller = await anonymousCaller(testApp.app);
  const signUp = (payload: object, url = V1, host = 'care.orbitradio.com') =>
    testApp.app.inject({ method: 'POST', url, headers: { ...caller.headers, host }, payload });
  return { ...testApp, caller, signUp };
}

describe('identities create v1', () => {
  it('creates a STREAMING identity and a grant the SDK signs in with at once', async () => {
    const { app, db, caller, signUp } = await setUp();
    const response = await signUp({
      emailAddress: 'New.Listener@orbitradio.test',
      password: 'Comet-Tail-42',
    });

    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = createIdentityResponseSchema.parse(response.json());
    expect(body).toMatchObject({
      outcome: 'CREATED',
      identity: {
        state: 'STREAMING',
        handle: 'New.Listener@orbitradio.test',
        contact: { emailAddress: 'New.Listener@orbitradio.test', phoneNumber: null },
        language: 'en-US',
        accountNumber: null,
      },
      identityGrant: { emailAddress: 'New.Listener@orbitradio.test' },
    });
    expect(body.identity.identityId).toMatch(/^idn_[0-9a-f]{32}$/);

    const session = await sessionFromGrant(app, caller.device, body.identityGrant);
    expect(session.sessionType).toBe('authenticated');
    const me = await app.inject({
      method: 'GET',
      url: '/identity/v1/identities/me',
      headers: bearer(session),
    });
    expect(me.json()).toEqual(body.identity);

    const [stored] = await db
      .select()
      .from(passwordCredentials)
      .where(eq(passwordCredentials.identityId, body.identity.identityId));
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$v=19\$/);
    expect(JSON.stringify(stored)).not.toContain('Comet-Tail-42');
  });

  it('follows the market of the host: a Canadian sign-up speaks en-CA unless told otherwise', async () => {
    const { signUp } = await setUp();
    const ca = await signUp(
      { emailAddress: 'ca.one@orbitradio.test', password: 'Comet-Tail-42' },
      V1,
      'care.orbitradio.ca',
    );
    expect(ca.json().identity.language).toBe('en-CA');
    const fr = await signUp(
      { emailAddress: 'ca.two@orbitradio.test', password: 'Comet-Tail-42', language: 'fr-CA' },
      V1,
      'care.orbitradio.ca',
    );
    expect(fr.json().identity.language).toBe('fr-CA');
  });

  it('without a password, creates the identity, emails a passcode and waits on it', async () => {
    const { app, caller, signUp } = await setUp();
    const response = await signUp({ emailAddress: 'quiet.one@orbitradio.test' });

    const body = expectRefused(response, 428, 'WAITING_ON_ONE_TIME_PASSWORD_ERROR');
    const extras = waitingOnOneTimePasswordExtrasSchema.parse(body.extras);
    expect(extras.maskedEmail).toBe('q******@orbitradio.test');
    const [message] = await mailbox(app, 'quiet.one@orbitradio.test');
    expect(message).toMatchObject({ template: 'otp-code', channel: 'email', locale: 'en-US' });
    expect(message?.text).toContain('finish creating your Orbit Radio login');

    const code = await latestCode(app, 'quiet.one@orbitradio.test');
    const redeemed = await app.inject({
      method: 'POST',
      url: '/otp/v1/redeem',
      headers: caller.headers,
      payload: { identityId: extras.identityId, otp: code },
    });
    expect(redeemed.statusCode).toBe(200);
    const signedIn = await app.inject({
      method: 'POST',
      url: '/identity/v1/authenticate/otp',
      headers: caller.headers,
      payload: { grant: redeemed.json().grant },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ identityId: extras.identityId });
    const session = await sessionFromGrant(app, caller.device, signedIn.json());
    const profile = await app.inject({
      method: 'GET',
      url: '/profile/v1/profile',
      headers: bearer(session),
    });
    expect(profile.json()).toMatchObject({ emailVerified: true });
  });
});

describe('sign-up on an email that has an identity', () => {
  it('signs in instead when the right password came with it', async () => {
    const { signUp } = await setUp();
    const response = await signUp({
      emailAddress: 'LISTENER@orbitradio.test',
      password: 'Comet-Tail-42',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      outcome: 'SIGNED_IN',
      identity: { identityId: 'idn_seed_listener' },
      identityGrant: { identityId: 'idn_seed_listener' },
    });
  });

  it('answers IDENTITY_ALREADY_EXISTS_ERROR with a wrong password or none', async () => {
    const { signUp } = await setUp();
    expectRefused(
      await signUp({ emailAddress: 'listener@orbitradio.test', password: 'Wrong-Guess-11' }),
      409,
      'IDENTITY_ALREADY_EXISTS_ERROR',
    );
    expectRefused(
      await signUp({ emailAddress: 'listener@orbitradio.test' }),
      409,
      'IDENTITY_ALREADY_EXISTS_ERROR',
    );
  });
});

describe('identities create v2', () => {
  it('keeps a username as the handle, the phone, the names and the consents', async () => {
    const { db, signUp } = await setUp();
    const agreement = {
      consentType: 'Customer Agreement',
      countryCode: 'US',
      platform: 'Web',
      version: '1.0',
      language: 'en',
    };
    const response = await signUp(
      {
        emailAddress: 'sky@orbitradio.test',
        username: 'skywatcher7',
        password: 'Comet-Tail-42',
        phoneNumber: '212-555-0101',
        firstName: 'Sky',
        lastName: 'Watcher',
        privacyAgreements: [agreement],
      },
      V2,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().identity).toMatchObject({
      handle: 'skywatcher7',
      contact: { emailAddress: 'sky@orbitradio.test', phoneNumber: '2125550101' },
    });
    const [row] = await db
      .select()
      .from(identities)
      .where(eq(identities.id, response.json().identity.identityId));
    expect(row).toMatchObject({ firstName: 'Sky', lastName: 'Watcher', handleKey: 'skywatcher7' });
    expect(row?.privacyAgreements).toEqual([{ ...agreement, acceptedAt: expect.any(String) }]);
  });

  it('refuses a username in use, a bad username, phone or name', async () => {
    const { signUp } = await setUp();
    const base = { emailAddress: 'someone@orbitradio.test', password: 'Comet-Tail-42' };
    expectRefused(await signUp({ ...base, username: 'ORBITOWNER1' }, V2), 409, 'USERNAME_IN_USE');
    expectRefused(await signUp({ ...base, username: 'sky_watcher' }, V2), 400, 'INVALID_HANDLE');
    expectRefused(
      await signUp({ ...base, phoneNumber: '555-01' }, V2),
      400,
      'INVALID_PHONE_NUMBER',
    );
    const name = expectRefused(
      await signUp({ ...base, firstName: 'R2-D2' }, V2),
      400,
      'INVALID_PAYLOAD',
    );
    expect(name.invalidFields).toEqual([{ fieldName: 'firstName', errorCode: 'INVALID' }]);
  });
});

describe('sign-up refusals', () => {
  it('INVALID_EMAIL_ERROR for an address the market rule refuses', async () => {
    const { signUp } = await setUp();
    expectRefused(await signUp({ emailAddress: 'not-an-email' }), 400, 'INVALID_EMAIL_ERROR');
    expectRefused(
      await signUp({ emailAddress: 'éloïse@orbitradio.test', password: 'Comet-Tail-42' }),
      400,
      'INVALID_EMAIL_ERROR',
    );
  });

  it.each([
    ['short', 'Ab1-', 'PASSWORD_POLICY_NOT_MET', { rule: 'length' }],
    ['a space', 'Comet Tail 42', 'PASSWORD_POLICY_NOT_MET', { rule: 'characters' }],
    ['two groups', 'comettail42', 'PASSWORD_POLICY_NOT_MET', { rule: 'groups' }],
    ['the brand', 'My-0rbit-Pass9', 'PASSWORD_DISALLOWED_WORDS', { word: 'orbit' }],
    [
      'a common word dressed up',
      'Sunshine2024!',
      'PASSWORD_DISALLOWED_WORDS',
      { word: 'sunshine' },
    ],
    ['a common password', '1qaz@WSX', 'PASSWORD_TOO_COMMON', {}],
    ['the email', 'Fresh-Start-9', 'PASSWORD_HAS_PERSONAL_DATA', { field: 'emailAddress' }],
  ])('refuses a password with %s', async (_case, password, code, extras) => {
    const { signUp, db } = await setUp();
    const response = await signUp({ emailAddress: 'fresh.start@orbitradio.test', password });
    const body = expectRefused(response, 400, code);
    expect(body.extras).toEqual(extras);
    expect(response.body).not.toContain(password);
    const rows = await db
      .select()
      .from(identities)
      .where(eq(identities.emailKey, 'fresh.start@orbitradio.test'));
    expect(rows).toEqual([]);
  });

  it('needs a session: no bearer token is 401', async () => {
    const { app } = await createTestApp();
    const response = await app.inject({
      method: 'POST',
      url: V1,
      payload: { emailAddress: 'a@orbitradio.test' },
    });
    expectRefused(response, 401, 'UNAUTHENTICATED');
  });
});

describe('GET identity/v1/identities/sign-up-status', () => {
  it('says whether an email may sign up, as identities-create would', async () => {
    const { app, caller } = await setUp();
    const status = (emailAddress: string) =>
      app.inject({
        method: 'GET',
        url: `/identity/v1/identities/sign-up-status?emailAddress=${encodeURIComponent(emailAddress)}`,
        headers: caller.headers,
      });
    expect((await status('brand.new@orbitradio.test')).json()).toEqual({
      eligible: true,
      reason: null,
    });
    expect((await status('Listener@orbitradio.test')).json()).toEqual({
      eligible: false,
      reason: 'IDENTITY_ALREADY_EXISTS_ERROR',
    });
    expect((await status('nope')).json()).toEqual({
      eligible: false,
      reason: 'INVALID_EMAIL_ERROR',
    });
  });
});
