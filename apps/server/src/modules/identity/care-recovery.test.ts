import { careErrorBodySchema } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import {
  freshClock,
  insertIdentity,
  LONG_SESSION_ENV,
  mailbox,
  signInWithPassword,
} from '../../testing/identities.ts';
import { bearer } from '../../testing/service-sessions.ts';
import { cookieHeaderFrom } from '../../testing/session-cookie.ts';
import { createTestApp } from '../../testing/test-app.ts';

const RECOVERY = '/services/account/credential-recovery';

async function setUp(handle: string, values: Record<string, unknown> = {}) {
  const testApp = await createTestApp({
    clock: freshClock(),
    env: {
      ...LONG_SESSION_ENV,
      SESSION_IDLE_TIMEOUT_SECONDS: '86400',
      SESSION_ABSOLUTE_TIMEOUT_SECONDS: '86400',
    },
  });
  const identity = await insertIdentity(testApp, { handle, password: 'Comet-Tail-42', ...values });
  const envInfo = await testApp.app.inject({ method: 'GET', url: '/services/utility/env-info' });
  const cookie = cookieHeaderFrom(envInfo);
  const post = (path: string, payload: object) =>
    testApp.app.inject({ method: 'POST', url: `${RECOVERY}${path}`, headers: cookie, payload });
  const resetKeyIn = async (to: string) => {
    const [message] = await mailbox(testApp.app, to);
    const key = /resetKey=([A-Za-z0-9_-]+)/.exec(message?.text ?? '')?.[1];
    if (!key) throw new Error('no reset link in the mailbox');
    return key;
  };
  return { ...testApp, identity, post, resetKeyIn };
}

function careError(
  response: { statusCode: number; json(): unknown },
  status: number,
  code: string,
) {
  expect(response.statusCode).toBe(status);
  expect(careErrorBodySchema.parse(response.json()).error.errorCode).toBe(code);
}

describe('password reset by email', () => {
  it('sends a link, validates its key, sets the password once and signs out everywhere', async () => {
    const { app, post, resetKeyIn, config } = await setUp('reset.me@orbitradio.test');
    const signedIn = await signInWithPassword(app, 'reset.me@orbitradio.test', 'Comet-Tail-42');

    const sent = await post('/password/send-email', {
      username: 'Reset.Me@orbitradio.test',
      langPref: 'en',
    });
    expect(sent.json().data).toEqual({ sent: true });
    const [message] = await mailbox(app, 'reset.me@orbitradio.test');
    expect(message?.text).toContain(
      `${config.publicUrl}/account/credentials/reset-password?resetKey=ork_`,
    );
    const resetKey = await resetKeyIn('reset.me@orbitradio.test');

    expect((await post('/validate-key', { resetKey })).json().data).toEqual({
      valid: true,
      maskedEmail: 'r******@orbitradio.test',
    });
    careError(
      await post('/update-password', { resetKey, password: 'reset' }),
      400,
      'PASSWORD_POLICY_NOT_MET',
    );
    const updated = await post('/update-password', { resetKey, password: 'Nebula-Drift-77' });
    expect(updated.json().data).toEqual({ passwordUpdated: true });

    const old = await app.inject({
      method: 'GET',
      url: '/profile/v1/profile',
      headers: bearer(signedIn.session),
    });
    expect(old.statusCode).toBe(401);
    await signInWithPassword(app, 'reset.me@orbitradio.test', 'Nebula-Drift-77');
    careError(
      await post('/update-password', { resetKey, password: 'Aurore-Boreale-58' }),
      400,
      'INVALID_RESET_KEY',
    );
    const templates = (await mailbox(app, 'reset.me@orbitradio.test')).map((m) => m.template);
    expect(templates.sort()).toEqual(['password-changed', 'password-reset']);
  });

  it('answers an unknown handle the same way and sends nothing', async () => {
    const { app, post } = await setUp('someone.else@orbitradio.test');
    const before = (await mailbox(app)).length;
    expect(
      (await post('/password/send-email', { username: 'no.such@orbitradio.test' })).json().data,
    ).toEqual({
      sent: true,
    });
    expect(await mailbox(app)).toHaveLength(before);
  });

  it('expires the key after an hour', async () => {
    const { post, clock, resetKeyIn } = await setUp('late@orbitradio.test');
    await post('/password/send-email', { username: 'late@orbitradio.test' });
    const resetKey = await resetKeyIn('late@orbitradio.test');
    clock.advanceSeconds(3600);
    careError(await post('/validate-key', { resetKey }), 410, 'RESET_KEY_EXPIRED');
    careError(await post('/validate-key', { resetKey: 'ork_unknown' }), 400, 'INVALID_RESET_KEY');
  });

  it('writes the message in the language asked for on the Canadian site', async () => {
    const { app } = await setUp('francais@orbitradio.test', { country: 'ca' });
    const envInfo = await app.inject({
      method: 'GET',
      url: '/services/utility/env-info',
      headers: { host: 'care.orbitradio.ca' },
    });
    await app.inject({
      method: 'POST',
      url: `${RECOVERY}/password/send-email`,
      headers: { host: 'care.orbitradio.ca', ...cookieHeaderFrom(envInfo) },
      payload: { username: 'francais@orbitradio.test', langPref: 'fr' },
    });
    const [message] = await mailbox(app, 'francais@orbitradio.test');
    expect(message).toMatchObject({
      locale: 'fr-CA',
      subject: 'Réinitialisation de votre mot de passe Orbit Radio',
    });
  });
});

describe('password reset by text and username reminder', () => {
  it('texts a link to the phone of the login', async () => {
    const { app, post } = await setUp('texter@orbitradio.test', { phoneNumber: '4155550123' });
    careError(await post('/password/send-text', { phoneNo: '555' }), 400, 'INVALID_PHONE_NUMBER');
    expect((await post('/password/send-text', { phoneNo: '415-555-0123' })).json().data).toEqual({
      sent: true,
    });
    const [sms] = await mailbox(app, '4155550123');
    expect(sms).toMatchObject({ channel: 'sms', template: 'password-reset' });
    expect(sms?.text).toContain('resetKey=ork_');
  });

  it('emails the username to the email of the login, and nothing for an unknown email', async () => {
    const { app, post } = await setUp('namedone42', { emailAddress: 'named@orbitradio.test' });
    expect(
      (await post('/username/send-email', { email: 'named@orbitradio.test' })).json().data,
    ).toEqual({
      sent: true,
    });
    const [reminder] = await mailbox(app, 'named@orbitradio.test');
    expect(reminder).toMatchObject({ template: 'username-reminder' });
    expect(reminder?.text).toContain('namedone42');
    const before = (await mailbox(app)).length;
    await post('/username/send-email', { email: 'unknown.person@orbitradio.test' });
    expect(await mailbox(app)).toHaveLength(before);
  });
});
