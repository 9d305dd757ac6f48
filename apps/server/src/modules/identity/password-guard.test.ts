import {
  careErrorBodySchema,
  careSuccessSchema,
  humanCheckChallengeSchema,
  humanCheckRequiredExtrasSchema,
} from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { solveHumanCheck } from '../../platform/human-check/solve-human-check.testing.ts';
import { expectRefused } from '../../testing/expect-refused.ts';
import {
  anonymousCaller,
  freshClock,
  insertIdentity,
  LONG_SESSION_ENV,
} from '../../testing/identities.ts';
import { cookieHeaderFrom } from '../../testing/session-cookie.ts';
import { createTestApp } from '../../testing/test-app.ts';

const PASSWORD = '/identity/v1/authenticate/password';
const ATTACKER = '203.0.113.7';
const OWNER = '198.51.100.4';
const RIGHT = 'Comet-Tail-42';
const WRONG = 'Wrong-Guess-11';

async function setUp(env: Record<string, string> = {}) {
  const testApp = await createTestApp({
    clock: freshClock(),
    env: { ...LONG_SESSION_ENV, ...env },
  });
  const caller = await anonymousCaller(testApp.app);
  // An account holder's login, so the care login (account logins only) takes it too.
  const identity = await insertIdentity(testApp, {
    handle: `guarded.${testApp.clock.now().getTime()}@orbitradio.test`,
    password: RIGHT,
    state: 'ACCOUNT',
  });
  const signIn = (from: string, payload: object) =>
    testApp.app.inject({
      method: 'POST',
      url: PASSWORD,
      headers: caller.headers,
      remoteAddress: from,
      payload,
    });
  /** A password for `handle` (the identity's unless told) from `from`, with an optional proof. */
  const attempt = (from: string, password: string, extra: object = {}) =>
    signIn(from, { handle: identity.handle, password, ...extra });
  return { ...testApp, identity, signIn, attempt };
}

function challengeOf(response: { statusCode: number; json(): unknown }) {
  const body = expectRefused(response, 428, 'CAPTCHA_REQUIRED');
  return humanCheckRequiredExtrasSchema.parse(body.extras).humanCheck;
}

describe('password sign-in under attack (ADR 024)', () => {
  it('never stops the owner on another address: wrong passwords there only ask for a solved check', async () => {
    const { attempt, clock } = await setUp();
    // Five wrong passwords from the attacker's address, each after the wait the last one set.
    for (const wait of [0, 1, 2, 4, 8]) {
      clock.advanceSeconds(wait);
      expectRefused(await attempt(ATTACKER, WRONG), 400, 'INVALID_CREDENTIALS');
    }
    // The attacker keeps going, paying a solved check per try: still never a lock.
    clock.advanceSeconds(16);
    for (let round = 0; round < 3; round += 1) {
      const challenge = challengeOf(await attempt(ATTACKER, WRONG));
      const humanCheck = await solveHumanCheck(challenge);
      expectRefused(await attempt(ATTACKER, WRONG, { humanCheck }), 400, 'INVALID_CREDENTIALS');
      clock.advanceSeconds(30);
    }

    // The owner, elsewhere, right away: asked for a check (not delayed), then signed in.
    const challenge = challengeOf(await attempt(OWNER, RIGHT));
    const signedIn = await attempt(OWNER, RIGHT, { humanCheck: await solveHumanCheck(challenge) });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    // The success cleared the handle's failures: no check next time.
    expect((await attempt(OWNER, RIGHT)).statusCode).toBe(200);
  });

  it('makes one address wait after each wrong password, 1 s doubling up to 30 s', async () => {
    const { attempt, clock } = await setUp({
      SIGN_IN_CHECK_AFTER_HANDLE_FAILURES: '100',
      SIGN_IN_CHECK_AFTER_ADDRESS_FAILURES_PER_HOUR: '1000',
    });
    const waits: number[] = [];
    for (let failure = 1; failure <= 8; failure += 1) {
      expectRefused(await attempt(ATTACKER, WRONG), 400, 'INVALID_CREDENTIALS');
      const early = await attempt(ATTACKER, RIGHT);
      const body = expectRefused(early, 429, 'SIGN_IN_DELAYED');
      const wait = Number(early.headers['retry-after']);
      expect(body.extras).toEqual({ retryAfterSeconds: wait });
      waits.push(wait);
      // Another address is not held up by this one's failures.
      expectRefused(await attempt(OWNER, WRONG), 400, 'INVALID_CREDENTIALS');
      clock.advanceSeconds(wait);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 30, 30, 30]);
    expect((await attempt(ATTACKER, RIGHT)).statusCode).toBe(200);
  });

  it('takes concurrent tries from one address one at a time', async () => {
    const { attempt } = await setUp();
    const answers = await Promise.all(Array.from({ length: 6 }, () => attempt(ATTACKER, WRONG)));
    const codes = answers.map((answer) => answer.json().code).sort();
    expect(codes).toEqual([
      'INVALID_CREDENTIALS',
      'SIGN_IN_DELAYED',
      'SIGN_IN_DELAYED',
      'SIGN_IN_DELAYED',
      'SIGN_IN_DELAYED',
      'SIGN_IN_DELAYED',
    ]);
  });

  it('counts a handle nobody has exactly like a real one', async () => {
    const { signIn, attempt, clock } = await setUp();
    const ghost = (password: string) =>
      signIn(ATTACKER, { handle: 'ghost.guarded@orbitradio.test', password });
    const real: number[] = [];
    const unknown: number[] = [];
    for (const wait of [0, 1, 2, 4, 8, 16]) {
      clock.advanceSeconds(wait);
      real.push((await attempt(ATTACKER, WRONG)).statusCode);
      unknown.push((await ghost(WRONG)).statusCode);
    }
    expect(unknown).toEqual(real);
    expect(real).toEqual([400, 400, 400, 400, 400, 428]);
  });

  it('asks an address that tries many handles for a check, even with a right password', async () => {
    const { signIn, attempt } = await setUp({ SIGN_IN_CHECK_AFTER_ADDRESS_FAILURES_PER_HOUR: '3' });
    for (const name of ['first', 'second', 'third']) {
      const response = await signIn(ATTACKER, {
        handle: `${name}.spray@orbitradio.test`,
        password: WRONG,
      });
      expectRefused(response, 400, 'INVALID_CREDENTIALS');
    }
    const challenge = challengeOf(await attempt(ATTACKER, RIGHT));
    expect(
      (await attempt(ATTACKER, RIGHT, { humanCheck: await solveHumanCheck(challenge) })).statusCode,
    ).toBe(200);
    // Other addresses are not asked.
    expect((await attempt(OWNER, RIGHT)).statusCode).toBe(200);
  });

  it('refuses a proof used twice and a proof of an expired check', async () => {
    const { attempt, clock, config } = await setUp({ SIGN_IN_CHECK_AFTER_HANDLE_FAILURES: '1' });
    expectRefused(await attempt(ATTACKER, WRONG), 400, 'INVALID_CREDENTIALS');
    const humanCheck = await solveHumanCheck(challengeOf(await attempt(OWNER, WRONG)));
    expectRefused(await attempt(OWNER, WRONG, { humanCheck }), 400, 'INVALID_CREDENTIALS');
    clock.advanceSeconds(1);
    const reused = expectRefused(
      await attempt(OWNER, RIGHT, { humanCheck }),
      428,
      'CAPTCHA_REQUIRED',
    );
    expect(reused.invalidFields).toEqual([
      { fieldName: 'humanCheck.answer', errorCode: 'CAPTCHA_ANSWER_INCORRECT' },
    ]);
    // A fresh challenge comes with the refusal; solved too late, it is refused as well.
    const late = await solveHumanCheck(humanCheckChallengeSchema.parse(reused.extras.humanCheck));
    clock.advanceSeconds(config.humanCheck.ttlSeconds + 1);
    const expired = expectRefused(
      await attempt(OWNER, RIGHT, { humanCheck: late }),
      428,
      'CAPTCHA_REQUIRED',
    );
    expect(expired.invalidFields[0]?.errorCode).toBe('CAPTCHA_ANSWER_INCORRECT');
  });
});

describe('care login under attack (flows §1.6)', () => {
  async function careSetUp() {
    const testApp = await setUp();
    const host = 'care.orbitradio.com';
    const cookie = cookieHeaderFrom(
      await testApp.app.inject({
        method: 'GET',
        url: '/services/utility/env-info',
        headers: { host },
      }),
    );
    const post = (from: string, url: string, payload: object) =>
      testApp.app.inject({
        method: 'POST',
        url,
        headers: { host, ...cookie },
        remoteAddress: from,
        payload,
      });
    const login = (from: string, password: string, captcha: object = {}) =>
      post(from, '/services/authenticate/login', {
        token: { username: testApp.identity.handle, password },
        ...captcha,
      });
    return { ...testApp, post, login };
  }

  function careError(response: { statusCode: number; json(): unknown }, status: number) {
    expect(response.statusCode).toBe(status);
    return careErrorBodySchema.parse(response.json()).error;
  }

  it('asks for the captcha of utility/captcha/new, and lets the right password through with it', async () => {
    const { login, post, clock } = await careSetUp();
    for (const wait of [0, 1, 2, 4, 8]) {
      clock.advanceSeconds(wait);
      expect(careError(await login(ATTACKER, WRONG), 400).errorCode).toBe(
        'INVALID_USERNAME_OR_PASSWORD',
      );
    }
    const required = careError(await login(OWNER, RIGHT), 428);
    expect(required).toMatchObject({ errorCode: 'CAPTCHA_REQUIRED', fieldErrors: [] });

    const issued = await post(OWNER, '/services/utility/captcha/new', {});
    const challenge = careSuccessSchema(humanCheckChallengeSchema).parse(issued.json()).data;
    const proof = await solveHumanCheck(challenge);
    const halfProof = careError(await login(OWNER, RIGHT, { captchaToken: proof.token }), 428);
    expect(halfProof.fieldErrors).toEqual([
      { errorCode: 'CAPTCHA_ANSWER_MISSING', fieldName: 'captchaAnswer' },
    ]);
    const signedIn = await login(OWNER, RIGHT, {
      captchaToken: proof.token,
      captchaAnswer: proof.answer,
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
  });

  it('makes wrong old passwords on a signed-in change wait, but never asks the owner for a check', async () => {
    const { app, login, post, clock } = await careSetUp();
    for (const wait of [0, 1, 2, 4, 8]) {
      clock.advanceSeconds(wait);
      await login(ATTACKER, WRONG);
    }
    clock.advanceSeconds(16);
    const challenge = await solveHumanCheck(
      careSuccessSchema(humanCheckChallengeSchema).parse(
        (await post(OWNER, '/services/utility/captcha/new', {})).json(),
      ).data,
    );
    const signedIn = await login(OWNER, RIGHT, {
      captchaToken: challenge.token,
      captchaAnswer: challenge.answer,
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const session = cookieHeaderFrom(signedIn);
    const change = (oldPassword: string) =>
      app.inject({
        method: 'POST',
        url: '/services/account-mgmt/update-account-password',
        headers: { host: 'care.orbitradio.com', ...session },
        remoteAddress: OWNER,
        payload: { password: 'Velvet-Harbor-93', oldPassword },
      });
    expect(careError(await change(WRONG), 400).errorCode).toBe('INVALID_CREDENTIALS');
    expect(careError(await change(RIGHT), 429).errorCode).toBe('SIGN_IN_DELAYED');
    clock.advanceSeconds(1);
    expect((await change(RIGHT)).statusCode).toBe(200);
  });
});
