import { describe, expect, it } from 'vitest';
import { expectRefused } from '../../testing/expect-refused.ts';
import { LONG_SESSION_ENV, latestCode, mailbox } from '../../testing/identities.ts';
import { purgeIdentityRows } from './purge-identity-rows.ts';
import { SIGN_UP_V2, signUpKit } from './sign-up.testing.ts';

describe('redeeming a sign-up code', () => {
  it('creates the identity exactly once when the code is redeemed twice at the same time', async () => {
    const { app, browser, pendingUnder, identitiesOf } = await signUpKit();
    const { signUpWaiting, redeem } = await browser();
    const { extras } = await signUpWaiting({
      emailAddress: 'twice@orbitradio.test',
      password: 'Comet-Tail-42',
    });
    const code = await latestCode(app, 'twice@orbitradio.test');
    const answers = await Promise.all([
      redeem(extras.identityId, code),
      redeem(extras.identityId, code),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 404]);
    expect(await identitiesOf('twice@orbitradio.test')).toHaveLength(1);
    expect(await pendingUnder(extras.identityId)).toEqual([]);
    // Once spent, the code does nothing more.
    expectRefused(await redeem(extras.identityId, code), 404, 'NOT_FOUND');
  });

  it('keeps the password of the browser that redeems, never one planted by another', async () => {
    const { app, clock, browser, pendingUnder } = await signUpKit();
    const attacker = await browser();
    await attacker.signUpWaiting({
      emailAddress: 'target@orbitradio.test',
      password: 'Planted-Key-81',
    });
    clock.advanceSeconds(31);
    const owner = await browser();
    const { extras } = await owner.signUpWaiting({
      emailAddress: 'target@orbitradio.test',
      password: 'Comet-Tail-42',
    });
    const { identityId } = await owner.finish(extras.identityId, 'target@orbitradio.test');
    const signIn = (password: string) =>
      owner.post('/identity/v1/authenticate/password', {
        handle: 'target@orbitradio.test',
        password,
      });
    expect((await signIn('Comet-Tail-42')).json()).toMatchObject({ identityId });
    expectRefused(await signIn('Planted-Key-81'), 400, 'INVALID_CREDENTIALS');
    // The planted sign-up went with the one that finished.
    expect(await pendingUnder(extras.identityId)).toEqual([]);
    expect(await mailbox(app, 'target@orbitradio.test')).toHaveLength(2);
  });

  it('creates nothing when a browser that did not sign up redeems the code', async () => {
    const { app, clock, browser, identitiesOf } = await signUpKit();
    const owner = await browser();
    const { extras } = await owner.signUpWaiting({ emailAddress: 'mine@orbitradio.test' });
    const bystander = await browser();
    const redeemed = await bystander.redeem(
      extras.identityId,
      await latestCode(app, 'mine@orbitradio.test'),
    );
    expect(redeemed.statusCode).toBe(200);
    expectRefused(
      await bystander.post('/identity/v1/authenticate/otp', { grant: redeemed.json().grant }),
      400,
      'INVALID_CREDENTIALS',
    );
    expect(await identitiesOf('mine@orbitradio.test')).toEqual([]);
    // The sign-up still waits for its own browser, which asks for a new code.
    clock.advanceSeconds(31);
    const resent = await owner.post('/otp/v1/initiate', {
      identityId: extras.identityId,
      otpOption: 'EMAIL',
      otpContext: 'SIGN_UP',
    });
    expect(resent.statusCode).toBe(200);
    await owner.finish(extras.identityId, 'mine@orbitradio.test');
  });

  it('sends the code again through otp/v1/initiate; only the newest works', async () => {
    const { app, clock, browser } = await signUpKit();
    const { post, signUpWaiting, redeem, finish } = await browser();
    const { extras } = await signUpWaiting({ emailAddress: 'again@orbitradio.test' });
    const first = await latestCode(app, 'again@orbitradio.test');
    const resend = () =>
      post('/otp/v1/initiate', {
        identityId: extras.identityId,
        otpOption: 'EMAIL',
        otpContext: 'SIGN_UP',
        language: 'fr-CA',
      });
    // Within the resend interval a resend needs a solved human check (ADR 024).
    expectRefused(await resend(), 428, 'CAPTCHA_REQUIRED');
    clock.advanceSeconds(31);
    const delivery = await resend();
    expect(delivery.json()).toMatchObject({ otpOption: 'EMAIL', expiresAt: expect.any(String) });
    const messages = await mailbox(app, 'again@orbitradio.test');
    expect(messages).toHaveLength(2);
    // The sign-up's own language, not the resend's.
    expect(messages[0]).toMatchObject({ template: 'otp-code', locale: 'en-US' });
    const second = await latestCode(app, 'again@orbitradio.test');
    if (second !== first) expectRefused(await redeem(extras.identityId, first), 400, 'INVALID');
    await finish(extras.identityId, 'again@orbitradio.test');
  });

  it('resends the owner of a known email the sign-up-attempt notice', async () => {
    const { app, clock, browser } = await signUpKit();
    const { post, signUpWaiting } = await browser();
    const { extras } = await signUpWaiting({ emailAddress: 'passwordless@orbitradio.test' });
    clock.advanceSeconds(31);
    const resent = await post('/otp/v1/initiate', {
      identityId: extras.identityId,
      otpOption: 'EMAIL',
      otpContext: 'SIGN_UP',
    });
    expect(resent.statusCode).toBe(200);
    const messages = await mailbox(app, 'passwordless@orbitradio.test');
    expect(messages.slice(0, 2).map((message) => message.template)).toEqual([
      'sign-up-attempt',
      'sign-up-attempt',
    ]);
  });

  it('answers a wrong code INVALID, an old one EXPIRED, and forgets the sign-up after an hour', async () => {
    const { app, db, clock, browser, pendingUnder } = await signUpKit(LONG_SESSION_ENV);
    const { post, signUpWaiting, redeem } = await browser();
    const { extras } = await signUpWaiting({ emailAddress: 'slow@orbitradio.test' });
    const code = await latestCode(app, 'slow@orbitradio.test');
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = expectRefused(await redeem(extras.identityId, wrong), 400, 'INVALID');
    expect(refused.extras).toMatchObject({ attemptsLeft: 4 });
    clock.advanceSeconds(601);
    expectRefused(await redeem(extras.identityId, code), 410, 'EXPIRED');

    clock.advanceSeconds(3600);
    const before = (await mailbox(app, 'slow@orbitradio.test')).length;
    const resent = await post('/otp/v1/initiate', {
      identityId: extras.identityId,
      otpOption: 'EMAIL',
      otpContext: 'SIGN_UP',
    });
    // Answered like any resend, but the expired sign-up is no longer anyone's to finish.
    expect(resent.statusCode).toBe(200);
    expect(await mailbox(app, 'slow@orbitradio.test')).toHaveLength(before);
    const report = await purgeIdentityRows(db, clock.now());
    expect(report.pendingSignUps).toBeGreaterThanOrEqual(1);
    expect(await pendingUnder(extras.identityId)).toEqual([]);
  });

  it('refuses USERNAME_IN_USE when another sign-up took the username before the code came', async () => {
    const { app, browser, identitiesOf } = await signUpKit();
    const first = await browser();
    const second = await browser();
    const payload = { username: 'cometfan9', password: 'Comet-Tail-42' };
    const a = await first.signUpWaiting(
      { ...payload, emailAddress: 'fan.a@orbitradio.test' },
      SIGN_UP_V2,
    );
    const b = await second.signUpWaiting(
      { ...payload, emailAddress: 'fan.b@orbitradio.test' },
      SIGN_UP_V2,
    );
    await first.finish(a.extras.identityId, 'fan.a@orbitradio.test');
    const late = await second.redeem(
      b.extras.identityId,
      await latestCode(app, 'fan.b@orbitradio.test'),
    );
    expectRefused(late, 409, 'USERNAME_IN_USE');
    expect(await identitiesOf('fan.b@orbitradio.test')).toEqual([]);
  });
});
