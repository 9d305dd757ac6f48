import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { identities, pendingSignUps } from '../../db/schema/index.ts';
import { expectRefused } from '../../testing/expect-refused.ts';
import { freshClock, mailbox, sessionFromGrant } from '../../testing/identities.ts';
import { bearer } from '../../testing/service-sessions.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { createIdentityDeps } from './identity-deps.ts';
import { createPasswordHasher, type PasswordHasher } from './password-hashing.ts';
import { SIGN_UP_V1, SIGN_UP_V2, signUpKit } from './sign-up.testing.ts';
import { signUp } from './sign-up.ts';

describe('identities create: the same answer for a new email and a known one', () => {
  it('answers byte for byte alike, except the id derived per email', async () => {
    const { browser, clock } = await signUpKit();
    const answerFor = async (emailAddress: string, password?: string) => {
      const { signUpWaiting } = await browser();
      const { response, extras } = await signUpWaiting({ emailAddress, password });
      return {
        status: response.statusCode,
        headers: {
          contentType: response.headers['content-type'],
          cacheControl: response.headers['cache-control'],
          retryAfter: response.headers['retry-after'],
        },
        body: response.body.replaceAll(extras.identityId, '<identity id>'),
      };
    };
    // Same first letter and domain, so the masked emails match too.
    const known = await answerFor('listener@orbitradio.test', 'Comet-Tail-42');
    const unknown = await answerFor('lnewcomer@orbitradio.test', 'Comet-Tail-42');
    expect(unknown).toEqual(known);
    expect(known.status).toBe(428);
    expect(known.body).toContain('l******@orbitradio.test');
    // Past the resend interval of the email: that limit is tested below.
    clock.advanceSeconds(31);
    // The right password of the known email no longer signs in (ADR 025), nor does a wrong one
    // or none answer otherwise.
    expect(await answerFor('listener@orbitradio.test', 'Wrong-Guess-11')).toEqual(
      await answerFor('lnewcomer2@orbitradio.test', 'Wrong-Guess-11'),
    );
    clock.advanceSeconds(31);
    expect(await answerFor('passwordless@orbitradio.test')).toEqual(
      await answerFor('pnewcomer@orbitradio.test'),
    );
  });

  it('does the same hashing work whether or not the email has an identity', async () => {
    const testApp = await createTestApp({ clock: freshClock() });
    const real = createPasswordHasher('argon2id-test-only');
    const hashed: string[] = [];
    const counting: PasswordHasher = {
      ...real,
      hash: (password) => {
        hashed.push(password);
        return real.hash(password);
      },
    };
    const deps = createIdentityDeps({ ...testApp, clock: testApp.clock.now, hasher: counting });
    const request = { password: 'Comet-Tail-42', country: 'us' as const, sessionFamilyId: 'f1' };
    const known = await signUp(deps, { ...request, emailAddress: 'listener@orbitradio.test' });
    expect(hashed).toHaveLength(1);
    const unknown = await signUp(deps, { ...request, emailAddress: 'lfresh@orbitradio.test' });
    expect(hashed).toHaveLength(2);
    expect(Object.keys(unknown)).toEqual(Object.keys(known));
  });

  it('keeps the stand-in id sign-in start gives the email, so the two calls agree', async () => {
    const { browser } = await signUpKit();
    const { post, signUpWaiting } = await browser();
    const start = await post('/identity/v1/sign-in/start', { handle: 'Stand.In@orbitradio.test' });
    const { extras } = await signUpWaiting({ emailAddress: 'stand.in@orbitradio.test' });
    expect(extras.identityId).toBe(start.json().identityId);
    const known = await signUpWaiting({ emailAddress: 'listener@orbitradio.test' });
    expect(known.extras.identityId).toBe('idn_seed_listener');
  });
});

describe('identities create v1 on a new email', () => {
  it('creates nothing but a pending sign-up and a code; the code makes the identity', async () => {
    const { app, db, browser, pendingUnder } = await signUpKit();
    const { caller, signUpWaiting, finish } = await browser();
    const { extras } = await signUpWaiting({
      emailAddress: 'New.Listener@orbitradio.test',
      password: 'Comet-Tail-42',
    });
    expect(extras).toMatchObject({ maskedEmail: 'N******@orbitradio.test', otpOption: 'EMAIL' });

    const byEmail = eq(identities.emailKey, 'new.listener@orbitradio.test');
    expect(await db.select().from(identities).where(byEmail)).toEqual([]);
    const [pending] = await pendingUnder(extras.identityId);
    expect(pending?.passwordHash).toMatch(/^\$argon2id\$v=19\$/);
    expect(JSON.stringify(pending)).not.toContain('Comet-Tail-42');

    const [message] = await mailbox(app, 'New.Listener@orbitradio.test');
    expect(message).toMatchObject({ template: 'otp-code', channel: 'email', locale: 'en-US' });
    expect(message?.text).toContain('finish creating your Orbit Radio login');

    const grant = await finish(extras.identityId, 'New.Listener@orbitradio.test');
    const session = await sessionFromGrant(app, caller.device, grant);
    const me = await app.inject({
      method: 'GET',
      url: '/identity/v1/identities/me',
      headers: bearer(session),
    });
    expect(me.json()).toMatchObject({
      identityId: grant.identityId,
      state: 'STREAMING',
      handle: 'New.Listener@orbitradio.test',
      contact: { emailAddress: 'New.Listener@orbitradio.test', phoneNumber: null },
      language: 'en-US',
      accountNumber: null,
    });
    expect(grant.identityId).toMatch(/^idn_[0-9a-f]{32}$/);
    expect(await pendingUnder(extras.identityId)).toEqual([]);

    // The password given at sign-up is the identity's.
    const password = await app.inject({
      method: 'POST',
      url: '/identity/v1/authenticate/password',
      headers: caller.headers,
      payload: { handle: 'new.listener@orbitradio.test', password: 'Comet-Tail-42' },
    });
    expect(password.json()).toMatchObject({ identityId: grant.identityId });
  });

  it('follows the market of the host: a Canadian sign-up speaks en-CA unless told otherwise', async () => {
    const { app, browser } = await signUpKit();
    const { signUpWaiting, finish } = await browser();
    const ca = await signUpWaiting(
      { emailAddress: 'ca.one@orbitradio.test', password: 'Comet-Tail-42' },
      SIGN_UP_V1,
      'care.orbitradio.ca',
    );
    expect((await mailbox(app, 'ca.one@orbitradio.test'))[0]?.locale).toBe('en-CA');
    const fr = await signUpWaiting(
      { emailAddress: 'ca.two@orbitradio.test', password: 'Comet-Tail-42', language: 'fr-CA' },
      SIGN_UP_V1,
      'care.orbitradio.ca',
    );
    const [french] = await mailbox(app, 'ca.two@orbitradio.test');
    expect(french?.text).toContain('pour terminer la création de votre compte Orbit Radio');
    const profileOf = async (identityId: string, email: string) => {
      const { identityId: id } = await finish(identityId, email);
      return id;
    };
    expect(await profileOf(ca.extras.identityId, 'ca.one@orbitradio.test')).toMatch(/^idn_/);
    expect(await profileOf(fr.extras.identityId, 'ca.two@orbitradio.test')).toMatch(/^idn_/);
  });

  it('without a password, the code signs in and the email is verified', async () => {
    const { app, browser } = await signUpKit();
    const { caller, signUpWaiting, finish } = await browser();
    const { extras } = await signUpWaiting({ emailAddress: 'quiet.one@orbitradio.test' });
    expect(extras.maskedEmail).toBe('q******@orbitradio.test');
    const grant = await finish(extras.identityId, 'quiet.one@orbitradio.test');
    const session = await sessionFromGrant(app, caller.device, grant);
    const profile = await app.inject({
      method: 'GET',
      url: '/profile/v1/profile',
      headers: bearer(session),
    });
    expect(profile.json()).toMatchObject({ emailVerified: true });
  });
});

describe('sign-up on an email that has an identity', () => {
  it('mails its owner "someone tried to sign up" with a code that signs the owner in', async () => {
    const { app, db, browser } = await signUpKit();
    const { caller, signUpWaiting, finish } = await browser();
    const { extras } = await signUpWaiting({
      emailAddress: 'LISTENER@orbitradio.test',
      password: 'Other-Secret-93',
    });
    const [notice] = await mailbox(app, 'listener@orbitradio.test');
    expect(notice).toMatchObject({ template: 'sign-up-attempt', locale: 'en-US' });
    expect(notice?.subject).toBe('Someone tried to sign up with your email');
    expect(notice?.text).toContain('Someone (maybe you) just tried to create an Orbit Radio login');
    expect(notice?.text).toMatch(/use code \d{6} on the sign-up page/);
    expect(notice?.text).toContain('Forgot password');
    expect(notice?.html).toContain('Someone (maybe you)');

    const grant = await finish(extras.identityId, 'listener@orbitradio.test');
    expect(grant.identityId).toBe('idn_seed_listener');
    await sessionFromGrant(app, caller.device, grant);
    const rows = await db
      .select()
      .from(identities)
      .where(eq(identities.emailKey, 'listener@orbitradio.test'));
    expect(rows).toHaveLength(1);
    // The password typed at sign-up changed nothing.
    const old = await app.inject({
      method: 'POST',
      url: '/identity/v1/authenticate/password',
      headers: caller.headers,
      payload: { handle: 'listener@orbitradio.test', password: 'Comet-Tail-42' },
    });
    expect(old.statusCode).toBe(200);
  });

  it('speaks the owner’s language: Canadian French for a fr-CA identity', async () => {
    const { app, browser } = await signUpKit();
    const { signUpWaiting } = await browser();
    await signUpWaiting({ emailAddress: 'auditrice@orbitradio.test', language: 'en-US' });
    const [notice] = await mailbox(app, 'auditrice@orbitradio.test');
    expect(notice).toMatchObject({ template: 'sign-up-attempt', locale: 'fr-CA' });
    expect(notice?.subject).toBe('Quelqu’un a tenté de s’inscrire avec votre courriel');
    expect(notice?.text).toMatch(/entrez le code \d{6} sur la page d’inscription/);
    expect(notice?.text).toContain('Mot de passe oublié');
  });
});

describe('identities create v2', () => {
  it('keeps a username as the handle, the phone, the names and the consents', async () => {
    const { db, browser } = await signUpKit();
    const { signUpWaiting, finish } = await browser();
    const agreement = {
      consentType: 'Customer Agreement',
      countryCode: 'US',
      platform: 'Web',
      version: '1.0',
      language: 'en',
    };
    const { extras } = await signUpWaiting(
      {
        emailAddress: 'sky@orbitradio.test',
        username: 'skywatcher7',
        password: 'Comet-Tail-42',
        phoneNumber: '212-555-0101',
        firstName: 'Sky',
        lastName: 'Watcher',
        privacyAgreements: [agreement],
      },
      SIGN_UP_V2,
    );
    const { identityId } = await finish(extras.identityId, 'sky@orbitradio.test');
    const [row] = await db.select().from(identities).where(eq(identities.id, identityId));
    expect(row).toMatchObject({
      handle: 'skywatcher7',
      handleKey: 'skywatcher7',
      emailAddress: 'sky@orbitradio.test',
      phoneNumber: '2125550101',
      firstName: 'Sky',
      lastName: 'Watcher',
    });
    expect(row?.privacyAgreements).toEqual([{ ...agreement, acceptedAt: expect.any(String) }]);
  });

  it('refuses a username in use whatever the email, a bad username, phone or name', async () => {
    const { browser } = await signUpKit();
    const { post } = await browser();
    const base = { emailAddress: 'someone@orbitradio.test', password: 'Comet-Tail-42' };
    expectRefused(
      await post(SIGN_UP_V2, { ...base, username: 'ORBITOWNER1' }),
      409,
      'USERNAME_IN_USE',
    );
    expectRefused(
      await post(SIGN_UP_V2, {
        ...base,
        emailAddress: 'owner@orbitradio.test',
        username: 'ORBITOWNER1',
      }),
      409,
      'USERNAME_IN_USE',
    );
    expectRefused(
      await post(SIGN_UP_V2, { ...base, username: 'sky_watcher' }),
      400,
      'INVALID_HANDLE',
    );
    expectRefused(
      await post(SIGN_UP_V2, { ...base, username: 'sky@orbitradio.test' }),
      400,
      'INVALID_HANDLE',
    );
    expectRefused(
      await post(SIGN_UP_V2, { ...base, phoneNumber: '555-01' }),
      400,
      'INVALID_PHONE_NUMBER',
    );
    const name = expectRefused(
      await post(SIGN_UP_V2, { ...base, firstName: 'R2-D2' }),
      400,
      'INVALID_PAYLOAD',
    );
    expect(name.invalidFields).toEqual([{ fieldName: 'firstName', errorCode: 'INVALID' }]);
  });
});

describe('sign-up refusals', () => {
  it('INVALID_EMAIL_ERROR for an address the market rule refuses', async () => {
    const { browser } = await signUpKit();
    const { post } = await browser();
    expectRefused(
      await post(SIGN_UP_V1, { emailAddress: 'not-an-email' }),
      400,
      'INVALID_EMAIL_ERROR',
    );
    expectRefused(
      await post(SIGN_UP_V1, { emailAddress: 'éloïse@orbitradio.test', password: 'Comet-Tail-42' }),
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
  ])('refuses a password with %s, and keeps nothing', async (_case, password, code, extras) => {
    const { app, db, browser } = await signUpKit();
    const { post } = await browser();
    const response = await post(SIGN_UP_V1, {
      emailAddress: 'fresh.start@orbitradio.test',
      password,
    });
    const body = expectRefused(response, 400, code);
    expect(body.extras).toEqual(extras);
    expect(response.body).not.toContain(password);
    const pending = await db
      .select()
      .from(pendingSignUps)
      .where(eq(pendingSignUps.emailAddress, 'fresh.start@orbitradio.test'));
    expect(pending).toEqual([]);
    expect(await mailbox(app, 'fresh.start@orbitradio.test')).toEqual([]);
  });

  it('limits codes to one email, known or not, alike: past the budget a human check is asked', async () => {
    const { browser } = await signUpKit();
    const { post } = await browser();
    for (const emailAddress of ['listener@orbitradio.test', 'lsomeone@orbitradio.test']) {
      expect((await post(SIGN_UP_V1, { emailAddress })).statusCode).toBe(428);
      const again = await post(SIGN_UP_V1, { emailAddress });
      // A stranger could spend the budget: a solved check lets the owner on (ADR 024).
      expectRefused(again, 428, 'CAPTCHA_REQUIRED');
    }
  });

  it('needs a session: no bearer token is 401', async () => {
    const { app } = await createTestApp();
    const response = await app.inject({
      method: 'POST',
      url: SIGN_UP_V1,
      payload: { emailAddress: 'a@orbitradio.test' },
    });
    expectRefused(response, 401, 'UNAUTHENTICATED');
  });
});

describe('GET identity/v1/identities/sign-up-status', () => {
  it('judges the email’s shape only: a known email is answered like a new one', async () => {
    const { app, browser } = await signUpKit();
    const { caller } = await browser();
    const status = (emailAddress: string) =>
      app.inject({
        method: 'GET',
        url: `/identity/v1/identities/sign-up-status?emailAddress=${encodeURIComponent(emailAddress)}`,
        headers: caller.headers,
      });
    const known = await status('Listener@orbitradio.test');
    const unknown = await status('brand.new@orbitradio.test');
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ eligible: true, reason: null });
    expect((await status('nope')).json()).toEqual({
      eligible: false,
      reason: 'INVALID_EMAIL_ERROR',
    });
  });
});
