import { describe, expect, it } from 'vitest';
import { captureLogs } from '../../testing/capture-logs.ts';
import {
  anonymousCaller,
  freshClock,
  latestCode,
  mailbox,
  sessionFromGrant,
} from '../../testing/identities.ts';
import { bearer } from '../../testing/service-sessions.ts';
import { cookieHeaderFrom } from '../../testing/session-cookie.ts';
import { createTestApp } from '../../testing/test-app.ts';

describe('the server log during sign-up and sign-in', () => {
  it('never holds a password, passcode, link id, reset key, grant or a handle from a URL', async () => {
    const logs = captureLogs({ logLevel: 'trace' });
    const { app, clock } = await createTestApp({ clock: freshClock(), logger: logs.logger });
    const caller = await anonymousCaller(app);
    const post = (
      url: string,
      payload: object | undefined,
      headers: Record<string, string> = caller.headers,
    ) => app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
    const secrets: string[] = [];

    const waiting = await post('/identity/v1/identities', {
      emailAddress: 'log.watcher@orbitradio.test',
      password: 'Quiet-Harbor-73',
    });
    const pendingId = waiting.json().extras.identityId;
    const signUpCode = await latestCode(app, 'log.watcher@orbitradio.test');
    const signUpGrant = (
      await post('/otp/v1/redeem', { identityId: pendingId, otp: signUpCode })
    ).json().grant;
    const created = (await post('/identity/v1/authenticate/otp', { grant: signUpGrant })).json();
    secrets.push('Quiet-Harbor-73', signUpCode, signUpGrant, created.grant);
    clock.advanceSeconds(30); // one message per destination per 30 s
    await post('/identity/v1/identities', {
      emailAddress: 'log.watcher@orbitradio.test',
      password: 'Wrong-Harbor-74',
    });
    secrets.push('Wrong-Harbor-74');
    await post('/identity/v1/identities', {
      emailAddress: 'fresh.logs@orbitradio.test',
      password: 'Orbit-Harbor-75',
    });
    secrets.push('Orbit-Harbor-75');
    await app.inject({
      method: 'GET',
      url: '/identity/v1/identities/status?handle=log.watcher%40orbitradio.test',
      headers: caller.headers,
    });
    await post('/identity/v1/sign-in/start', { handle: 'passwordless@orbitradio.test' });
    await post('/otp/v1/initiate', {
      identityId: 'idn_seed_passwordless',
      otpOption: 'EMAIL',
      otpContext: 'SIGN_IN',
    });
    const code = await latestCode(app, 'passwordless@orbitradio.test');
    await post('/otp/v1/redeem', { identityId: 'idn_seed_passwordless', otp: '000000' });
    const otpGrant = (
      await post('/otp/v1/redeem', { identityId: 'idn_seed_passwordless', otp: code })
    ).json().grant;
    const signedIn = (await post('/identity/v1/authenticate/otp', { grant: otpGrant })).json();
    secrets.push(code, otpGrant, signedIn.grant);
    await sessionFromGrant(app, caller.device, signedIn);

    await post('/magic-link/v1/request', { emailAddress: 'listener@orbitradio.test' });
    const link = (await mailbox(app, 'listener@orbitradio.test')).find(
      (m) => m.template === 'magic-link',
    );
    const magicLinkId = /magicLinkId=([A-Za-z0-9_-]+)/.exec(link?.text ?? '')?.[1] ?? '';
    const magicGrant = (await post(`/magic-link/v1/redeem/${magicLinkId}`, undefined)).json().grant;
    secrets.push(magicLinkId, magicGrant);

    const byPassword = (
      await post('/identity/v1/authenticate/password', {
        handle: 'orbitowner1',
        password: 'Nebula-Drift-77',
      })
    ).json();
    secrets.push('Nebula-Drift-77', byPassword.grant);
    const session = await sessionFromGrant(app, caller.device, byPassword);
    await post(
      '/identitygroups/v1/change-password',
      { newPassword: 'Velvet-Signal-81', currentPassword: 'Nebula-Drift-77' },
      bearer(session),
    );
    secrets.push('Velvet-Signal-81');

    const envInfo = await app.inject({ method: 'GET', url: '/services/utility/env-info' });
    const login = await post(
      '/services/authenticate/login',
      { token: { username: 'orbitowner1', password: 'Velvet-Signal-81' } },
      cookieHeaderFrom(envInfo),
    );
    const cookie = cookieHeaderFrom(login);
    await post('/services/validate/password', { value: 'Secret-Tide-99' }, cookie);
    secrets.push('Secret-Tide-99');
    clock.advanceSeconds(30); // one message per destination per 30 s: the magic link was the last
    await post(
      '/services/account/credential-recovery/password/send-email',
      { username: 'listener@orbitradio.test' },
      cookie,
    );
    const reset = (await mailbox(app, 'listener@orbitradio.test')).find(
      (m) => m.template === 'password-reset',
    );
    const resetKey = /resetKey=([A-Za-z0-9_-]+)/.exec(reset?.text ?? '')?.[1] ?? '';
    await post('/services/account/credential-recovery/validate-key', { resetKey }, cookie);
    secrets.push(resetKey);

    const text = logs.text();
    expect(logs.lines().length).toBeGreaterThan(20);
    for (const secret of secrets) {
      expect(secret.length, `secret #${secrets.indexOf(secret)}`).toBeGreaterThan(5);
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/\b(oog|omg|oml|ork|osg|oat|ort|odg)_[A-Za-z0-9_-]{20,}/);
    expect(text).not.toContain('log.watcher%40orbitradio.test');
    expect(text).toContain('/identity/v1/identities/status?handle=[redacted]');
    expect(text).toContain('/magic-link/v1/redeem/oml_[redacted]');
  });
});
