import { humanCheckRequiredExtrasSchema, otpDeliverySchema } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { oneTimeCodes } from '../../db/schema/index.ts';
import { solveHumanCheck } from '../../platform/human-check/solve-human-check.testing.ts';
import { expectRefused } from '../../testing/expect-refused.ts';
import {
  anonymousCaller,
  freshClock,
  LONG_SESSION_ENV,
  latestCode,
  mailbox,
  signInWithPassword,
} from '../../testing/identities.ts';
import { bearer } from '../../testing/service-sessions.ts';
import { createTestApp } from '../../testing/test-app.ts';

const INITIATE = '/otp/v1/initiate';
const REDEEM = '/otp/v1/redeem';
const LISTENER = 'idn_seed_listener';
const LISTENER_EMAIL = 'listener@orbitradio.test';

async function setUp(env: Record<string, string> = {}) {
  const testApp = await createTestApp({
    clock: freshClock(),
    env: { ...LONG_SESSION_ENV, ...env },
  });
  const caller = await anonymousCaller(testApp.app);
  const post = (url: string, payload: object, headers = caller.headers) =>
    testApp.app.inject({ method: 'POST', url, headers, payload });
  return { ...testApp, caller, post };
}

describe('POST otp/v1/initiate', () => {
  it('emails a six-digit code valid 10 minutes, in en-US by default', async () => {
    const { app, post, clock, db } = await setUp();
    const response = await post(INITIATE, {
      identityId: LISTENER,
      otpOption: 'EMAIL',
      otpContext: 'SIGN_IN',
    });
    expect(response.statusCode).toBe(200);
    expect(otpDeliverySchema.parse(response.json())).toEqual({
      otpOption: 'EMAIL',
      expiresAt: new Date(clock.now().getTime() + 600_000).toISOString(),
      resendAvailableAt: new Date(clock.now().getTime() + 30_000).toISOString(),
    });
    const [message] = await mailbox(app, LISTENER_EMAIL);
    expect(message).toMatchObject({ channel: 'email', template: 'otp-code', locale: 'en-US' });
    expect(message?.subject).toBe('Your Orbit Radio verification code');
    expect(message?.html).toContain('<html lang="en-US">');
    const code = await latestCode(app, LISTENER_EMAIL);
    const [row] = await db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.identityId, LISTENER))
      .orderBy(oneTimeCodes.createdAt);
    expect(JSON.stringify(row)).not.toContain(code);
  });

  it('texts the code to the phone, in the language asked for', async () => {
    const { app, post } = await setUp();
    await post(INITIATE, {
      identityId: LISTENER,
      otpOption: 'PHONE',
      otpContext: 'SIGN_IN',
      language: 'fr-CA',
    });
    const [sms] = await mailbox(app, '2125550142');
    expect(sms).toMatchObject({ channel: 'sms', locale: 'fr-CA', subject: null });
    expect(sms?.text).toMatch(
      /^Orbit Radio : votre code pour vous connecter à Orbit Radio est \d{6}\./,
    );
  });

  it('writes en-CA messages for Canadian English', async () => {
    const { app, post } = await setUp();
    await post(INITIATE, { identityId: LISTENER, otpOption: 'EMAIL', language: 'en-CA' });
    expect((await mailbox(app, LISTENER_EMAIL))[0]?.locale).toBe('en-CA');
  });

  it('answers BAD_REQUEST for a contact the identity does not have', async () => {
    const { post } = await setUp();
    const response = await post(INITIATE, {
      identityId: 'idn_seed_passwordless',
      otpOption: 'PHONE',
    });
    expectRefused(response, 400, 'BAD_REQUEST');
  });

  it('answers a stand-in identity id like a real one and sends nothing', async () => {
    const { app, post, caller } = await setUp();
    const start = await post('/identity/v1/sign-in/start', { handle: 'ghost@orbitradio.test' });
    const { identityId } = start.json();
    const before = (await mailbox(app)).length;
    const response = await post(INITIATE, { identityId, otpOption: 'EMAIL' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual([
      'expiresAt',
      'otpOption',
      'resendAvailableAt',
    ]);
    expect(await mailbox(app)).toHaveLength(before);
    expectRefused(await post(REDEEM, { identityId, otp: '123456' }), 400, 'INVALID');
    expectRefused(await post(INITIATE, { identityId, otpOption: 'PHONE' }), 400, 'BAD_REQUEST');
    void caller;
  });

  it('keeps a budget per destination (one per 30 s, five an hour); beyond it a send needs a solved check', async () => {
    const { post, clock } = await setUp();
    const send = (extra: object = {}) =>
      post(INITIATE, { identityId: LISTENER, otpOption: 'EMAIL', ...extra });
    expect((await send()).statusCode).toBe(200);
    // Someone spending this customer's budget cannot keep them from a passcode (ADR 024).
    const tooSoon = expectRefused(await send(), 428, 'CAPTCHA_REQUIRED');
    for (let count = 2; count <= 5; count += 1) {
      clock.advanceSeconds(30);
      expect((await send()).statusCode).toBe(200);
    }
    clock.advanceSeconds(30);
    const spent = expectRefused(await send(), 428, 'CAPTCHA_REQUIRED');
    const humanCheck = await solveHumanCheck(
      humanCheckRequiredExtrasSchema.parse(spent.extras).humanCheck,
    );
    expect((await send({ humanCheck })).statusCode).toBe(200);
    expectRefused(await send({ humanCheck }), 428, 'CAPTCHA_REQUIRED');
    // The check that came with the first refusal works too, once.
    const early = await solveHumanCheck(
      humanCheckRequiredExtrasSchema.parse(tooSoon.extras).humanCheck,
    );
    expect((await send({ humanCheck: early })).statusCode).toBe(200);
    clock.advanceSeconds(3600);
    expect((await send()).statusCode).toBe(200);
  });

  it('still limits sends per client address, check or not', async () => {
    const { post } = await setUp({ IDENTITY_LOOKUPS_PER_IP_PER_MINUTE: '1' });
    const send = () => post(INITIATE, { identityId: LISTENER, otpOption: 'EMAIL' });
    expect((await send()).statusCode).toBe(200);
    expectRefused(await send(), 429, 'RATE_LIMIT_EXCEEDED');
  });
});

describe('POST otp/v1/redeem', () => {
  it('spends the code once for a grant', async () => {
    const { app, post } = await setUp();
    await post(INITIATE, { identityId: LISTENER, otpOption: 'EMAIL' });
    const code = await latestCode(app, LISTENER_EMAIL);
    const redeemed = await post(REDEEM, {
      identityId: LISTENER,
      otp: ` ${code.slice(0, 3)} ${code.slice(3)} `,
    });
    expect(redeemed.statusCode).toBe(200);
    expect(redeemed.json().grant).toMatch(/^oog_[A-Za-z0-9_-]{43}$/);
    expectRefused(await post(REDEEM, { identityId: LISTENER, otp: code }), 404, 'NOT_FOUND');
  });

  it('counts wrong codes, and the 6th attempt fails even with the right code', async () => {
    const { app, post } = await setUp();
    await post(INITIATE, { identityId: LISTENER, otpOption: 'EMAIL' });
    const code = await latestCode(app, LISTENER_EMAIL);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const body = expectRefused(
        await post(REDEEM, { identityId: LISTENER, otp: wrong }),
        400,
        'INVALID',
      );
      expect(body.extras).toEqual({ attemptsLeft: 5 - attempt });
    }
    expectRefused(
      await post(REDEEM, { identityId: LISTENER, otp: code }),
      429,
      'RATE_LIMIT_EXCEEDED',
    );
  });

  it('answers EXPIRED after 10 minutes', async () => {
    const { app, post, clock } = await setUp();
    await post(INITIATE, { identityId: LISTENER, otpOption: 'EMAIL' });
    const code = await latestCode(app, LISTENER_EMAIL);
    clock.advanceSeconds(600);
    expectRefused(await post(REDEEM, { identityId: LISTENER, otp: code }), 410, 'EXPIRED');
  });

  it('answers NOT_FOUND with no code waiting, and only the newest code works', async () => {
    const { app, post, clock } = await setUp();
    expectRefused(
      await post(REDEEM, { identityId: 'idn_seed_account_holder', otp: '123456' }),
      404,
      'NOT_FOUND',
    );
    await post(INITIATE, { identityId: LISTENER, otpOption: 'EMAIL' });
    const first = await latestCode(app, LISTENER_EMAIL);
    clock.advanceSeconds(30);
    await post(INITIATE, { identityId: LISTENER, otpOption: 'EMAIL' });
    const second = await latestCode(app, LISTENER_EMAIL);
    if (first !== second) {
      expectRefused(await post(REDEEM, { identityId: LISTENER, otp: first }), 400, 'INVALID');
    }
    expect((await post(REDEEM, { identityId: LISTENER, otp: second })).statusCode).toBe(200);
  });
});

describe('POST otp/v1/initiate-verification', () => {
  it('sends a code to a new phone of the signed-in identity, whose grant proves that phone', async () => {
    const { app, post } = await setUp();
    const { session } = await signInWithPassword(app, LISTENER_EMAIL, 'Comet-Tail-42');
    const headers = bearer(session);
    expectRefused(
      await post(
        '/otp/v1/initiate-verification',
        { otpOption: 'PHONE', destination: '12-34' },
        headers,
      ),
      400,
      'INVALID_PHONE_NUMBER',
    );
    const sent = await post(
      '/otp/v1/initiate-verification',
      { otpOption: 'PHONE', destination: '646-555-0177' },
      headers,
    );
    expect(sent.statusCode).toBe(200);
    const code = await latestCode(app, '6465550177');
    const redeemed = await post(REDEEM, { identityId: LISTENER, otp: code }, headers);
    const changed = await post(
      '/identitygroups/v1/change-phone-number',
      { phoneNumber: '6465550177', verificationGrant: redeemed.json().grant },
      headers,
    );
    expect(changed.statusCode).toBe(200);
    const profile = await app.inject({ method: 'GET', url: '/profile/v1/profile', headers });
    expect(profile.json()).toMatchObject({
      contact: { phoneNumber: '6465550177' },
      phoneVerified: true,
    });
  });

  it('is for signed-in sessions only', async () => {
    const { post } = await setUp();
    expectRefused(
      await post('/otp/v1/initiate-verification', {
        otpOption: 'EMAIL',
        destination: 'a@orbitradio.test',
      }),
      403,
      'FORBIDDEN',
    );
  });
});
