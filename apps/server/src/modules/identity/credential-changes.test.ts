import { credentialChangeResponseSchema } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { expectRefused } from '../../testing/expect-refused.ts';
import {
  anonymousCaller,
  freshClock,
  insertIdentity,
  LONG_SESSION_ENV,
  latestCode,
  mailbox,
  signInWithPassword,
} from '../../testing/identities.ts';
import { bearer } from '../../testing/service-sessions.ts';
import { createTestApp } from '../../testing/test-app.ts';

const PASSWORD = 'Comet-Tail-42';

/** A fresh identity signed in twice (this device and another), the way the SDK does it. */
async function setUp(handle: string) {
  const testApp = await createTestApp({ clock: freshClock(), env: LONG_SESSION_ENV });
  const identity = await insertIdentity(testApp, {
    handle,
    password: PASSWORD,
    phoneNumber: '3125550100',
    firstName: 'Robin',
    lastName: 'Hale',
  });
  const here = await signInWithPassword(testApp.app, handle, PASSWORD);
  const elsewhere = await signInWithPassword(testApp.app, handle, PASSWORD);
  const post = (url: string, payload: object, session = here.session) =>
    testApp.app.inject({ method: 'POST', url, headers: bearer(session), payload });
  const stillWorks = async (session: typeof here.session) =>
    (
      await testApp.app.inject({
        method: 'GET',
        url: '/profile/v1/profile',
        headers: bearer(session),
      })
    ).statusCode === 200;
  return { ...testApp, identity, here, elsewhere, post, stillWorks };
}

describe('POST identitygroups/v1/change-password', () => {
  it('with the current password: new password set, other sessions ended, owner told', async () => {
    const { app, clock, post, here, elsewhere, stillWorks } = await setUp('robin@orbitradio.test');
    const response = await post('/identitygroups/v1/change-password', {
      newPassword: 'Nebula-Drift-77',
      currentPassword: PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(credentialChangeResponseSchema.parse(response.json()).otherSessionsRevoked).toBe(1);
    expect(await stillWorks(here.session)).toBe(true);
    expect(await stillWorks(elsewhere.session)).toBe(false);
    await expect(signInWithPassword(app, 'robin@orbitradio.test', PASSWORD)).rejects.toThrow();
    // The old password just failed from this address: it waits a second (ADR 024).
    clock.advanceSeconds(1);
    await signInWithPassword(app, 'robin@orbitradio.test', 'Nebula-Drift-77');
    const [notice] = await mailbox(app, 'robin@orbitradio.test');
    expect(notice).toMatchObject({
      template: 'password-changed',
      subject: 'Your Orbit Radio password was changed',
    });
  });

  it('applies the sign-up rules, including personal data', async () => {
    const { post } = await setUp('robin.rules@orbitradio.test');
    const change = (newPassword: string) =>
      post('/identitygroups/v1/change-password', { newPassword, currentPassword: PASSWORD });
    expectRefused(await change('short'), 400, 'PASSWORD_POLICY_NOT_MET');
    expectRefused(await change('Robin-Sky-2026'), 400, 'PASSWORD_HAS_PERSONAL_DATA');
    expectRefused(await change('Sky-3125550100'), 400, 'PASSWORD_HAS_PERSONAL_DATA');
  });

  it('needs re-authentication once the sign-in is more than 5 minutes old', async () => {
    const { post, clock, app, identity } = await setUp('robin.reauth@orbitradio.test');
    const change = (extra: Record<string, string> = {}) =>
      post('/identitygroups/v1/change-password', { newPassword: 'Nebula-Drift-77', ...extra });
    clock.advanceSeconds(301);
    expectRefused(await change(), 403, 'REAUTHENTICATION_REQUIRED');
    expectRefused(await change({ currentPassword: 'Wrong-Guess-11' }), 400, 'INVALID_CREDENTIALS');
    expectRefused(
      await change({ reauthenticationGrant: 'oog_forged' }),
      400,
      'INVALID_VERIFICATION_GRANT',
    );

    // A passcode to the identity's own email re-authenticates.
    const caller = await anonymousCaller(app);
    await app.inject({
      method: 'POST',
      url: '/otp/v1/initiate',
      headers: caller.headers,
      payload: { identityId: identity.id, otpOption: 'EMAIL', otpContext: 'REAUTHENTICATE' },
    });
    const code = await latestCode(app, 'robin.reauth@orbitradio.test');
    const redeemed = await app.inject({
      method: 'POST',
      url: '/otp/v1/redeem',
      headers: caller.headers,
      payload: { identityId: identity.id, otp: code },
    });
    expect((await change({ reauthenticationGrant: redeemed.json().grant })).statusCode).toBe(200);
  });

  it('lets a session signed in within 5 minutes change without more proof', async () => {
    const { post, clock } = await setUp('robin.fresh@orbitradio.test');
    clock.advanceSeconds(299);
    expect(
      (await post('/identitygroups/v1/change-password', { newPassword: 'Nebula-Drift-77' }))
        .statusCode,
    ).toBe(200);
  });

  it('is refused to an anonymous session', async () => {
    const { app } = await setUp('robin.anon@orbitradio.test');
    const caller = await anonymousCaller(app);
    const response = await app.inject({
      method: 'POST',
      url: '/identitygroups/v1/change-password',
      headers: caller.headers,
      payload: { newPassword: 'Nebula-Drift-77', currentPassword: PASSWORD },
    });
    expectRefused(response, 403, 'FORBIDDEN');
  });
});

describe('POST identitygroups/v1/change-handle', () => {
  it('moves sign-in to a new email, telling the old and the new address', async () => {
    const { app, post } = await setUp('robin.old@orbitradio.test');
    const response = await post('/identitygroups/v1/change-handle', {
      handle: 'Robin.New@orbitradio.test',
      currentPassword: PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().identity).toMatchObject({
      handle: 'Robin.New@orbitradio.test',
      contact: { emailAddress: 'Robin.New@orbitradio.test' },
    });
    expect((await mailbox(app, 'robin.old@orbitradio.test'))[0]?.template).toBe('handle-changed');
    expect((await mailbox(app, 'Robin.New@orbitradio.test'))[0]?.text).toContain(
      'Robin.New@orbitradio.test',
    );
    await signInWithPassword(app, 'robin.new@orbitradio.test', PASSWORD);
    await expect(signInWithPassword(app, 'robin.old@orbitradio.test', PASSWORD)).rejects.toThrow();
  });

  it('can switch to a username, keeping the contact email', async () => {
    const { post } = await setUp('robin.user@orbitradio.test');
    const response = await post('/identitygroups/v1/change-handle', {
      handle: 'robinhale9',
      currentPassword: PASSWORD,
    });
    expect(response.json().identity).toMatchObject({
      handle: 'robinhale9',
      contact: { emailAddress: 'robin.user@orbitradio.test' },
    });
  });

  it('refuses a handle in use, a bad email and a bad username', async () => {
    const { post } = await setUp('robin.taken@orbitradio.test');
    const change = (handle: string) =>
      post('/identitygroups/v1/change-handle', { handle, currentPassword: PASSWORD });
    expectRefused(await change('LISTENER@orbitradio.test'), 409, 'HANDLE_ALREADY_IN_USE');
    expectRefused(await change('orbitowner1'), 409, 'HANDLE_ALREADY_IN_USE');
    expectRefused(await change('robin@@orbitradio'), 400, 'EMAIL_INVALID');
    expectRefused(await change('rob'), 400, 'INVALID_HANDLE');
  });
});

describe('POST identitygroups/v1/change-phone-number', () => {
  it('sets ten digits, tells the owner, and refuses anything else', async () => {
    const { app, post } = await setUp('robin.phone@orbitradio.test');
    expectRefused(
      await post('/identitygroups/v1/change-phone-number', {
        phoneNumber: '555-0100',
        currentPassword: PASSWORD,
      }),
      400,
      'INVALID_PHONE_NUMBER',
    );
    const response = await post('/identitygroups/v1/change-phone-number', {
      phoneNumber: '773-555-0199',
      currentPassword: PASSWORD,
    });
    expect(response.json().identity.contact.phoneNumber).toBe('7735550199');
    const [notice] = await mailbox(app, 'robin.phone@orbitradio.test');
    expect(notice?.text).toContain('now ends in 0199');
  });

  it('refuses a verification grant that proves another number', async () => {
    const { app, post, identity, here } = await setUp('robin.verify@orbitradio.test');
    await post('/otp/v1/initiate-verification', { otpOption: 'PHONE', destination: '6465550111' });
    const code = await latestCode(app, '6465550111');
    const redeemed = await post(
      '/otp/v1/redeem',
      { identityId: identity.id, otp: code },
      here.session,
    );
    expectRefused(
      await post('/identitygroups/v1/change-phone-number', {
        phoneNumber: '6465550112',
        verificationGrant: redeemed.json().grant,
      }),
      400,
      'INVALID_VERIFICATION_GRANT',
    );
  });
});
