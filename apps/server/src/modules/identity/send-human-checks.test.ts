import { humanCheckRequiredExtrasSchema } from '@orbit/domain';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { solveHumanCheck } from '../../platform/human-check/solve-human-check.testing.ts';
import { careCaller, careError } from '../../testing/care-caller.ts';
import { expectRefused } from '../../testing/expect-refused.ts';
import { captchaRequired, solvedCaptcha, strangerAt } from '../../testing/human-checks.ts';
import { anonymousCaller, insertIdentity, mailbox } from '../../testing/identities.ts';
import { SIGN_UP_V1, SIGN_UP_V2, signUpKit } from './sign-up.testing.ts';

/**
 * Finding 7, the last sends: a destination's budget (one message every 30 s, five an hour) is
 * counted from every address together, so a stranger can spend it. Past it, the owner's recovery
 * or sign-up asks for a human check instead of refusing; each stranger has an address of its own.
 */

const RECOVERY = '/services/account/credential-recovery';

/** What a recovery send answers when it went through: the same whether or not anything matched. */
function sentOf(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: unknown }).data;
}
/** The test database is shared by the tests of a file: each customer has an email of their own. */
const OWNER_EMAIL = 'locked.out@orbitradio.test';

describe('a stranger spending the recovery sends of a customer', () => {
  it('leaves the owner a human check to get their reset link, not a refusal', async () => {
    const owner = await careCaller();
    await insertIdentity(owner, { handle: OWNER_EMAIL, password: 'Comet-Tail-42' });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const stranger = await strangerAt(owner.app, `198.51.100.${attempt + 1}`, owner.host);
      const sent = await stranger(`${RECOVERY}/password/send-email`, { username: OWNER_EMAIL });
      expect(sentOf(sent)).toEqual({ sent: true });
      owner.clock.advanceSeconds(31);
    }
    expect(await mailbox(owner.app, OWNER_EMAIL)).toHaveLength(5);
    const send = (extra: object = {}) =>
      owner.post(`${RECOVERY}/password/send-email`, { username: OWNER_EMAIL, ...extra });
    expect(captchaRequired(await send())).toEqual([]);
    expect(sentOf(await send(await solvedCaptcha(owner.post)))).toEqual({
      sent: true,
    });
    expect(await mailbox(owner.app, OWNER_EMAIL)).toHaveLength(6);
    // A proof is good once; the next send within the interval asks again.
    const proof = await solvedCaptcha(owner.post);
    await send(proof);
    expect(captchaRequired(await send(proof))).toEqual([
      { errorCode: 'CAPTCHA_ANSWER_INCORRECT', fieldName: 'captchaAnswer' },
    ]);
  });

  it('answers a known and an unknown handle alike, spent budget included', async () => {
    const caller = await careCaller();
    await insertIdentity(caller, {
      handle: 'known.handle@orbitradio.test',
      password: 'Comet-Tail-42',
    });
    const answersFor = async (username: string) => {
      const send = () => caller.post(`${RECOVERY}/password/send-email`, { username });
      const first = await send();
      const second = await send();
      return [first, second].map((response) => ({
        status: response.statusCode,
        body: response.body,
      }));
    };
    const known = await answersFor('known.handle@orbitradio.test');
    const unknown = await answersFor('knobody@orbitradio.test');
    expect(unknown).toEqual(known);
    expect(known.map((answer) => answer.status)).toEqual([200, 428]);
  });

  it('asks for a check past the budget of a phone and of a reminder email too', async () => {
    const owner = await careCaller();
    await insertIdentity(owner, {
      handle: 'textme42',
      password: 'Comet-Tail-42',
      emailAddress: 'texter@orbitradio.test',
      phoneNumber: '4155550123',
    });
    const stranger = await strangerAt(owner.app, '203.0.113.9', owner.host);
    const calls = [
      { path: '/password/send-text', body: { phoneNo: '415-555-0123', username: 'textme42' } },
      { path: '/username/send-email', body: { email: 'texter@orbitradio.test' } },
    ];
    for (const { path, body } of calls) {
      await stranger(`${RECOVERY}${path}`, body);
      captchaRequired(await owner.post(`${RECOVERY}${path}`, body));
      const proof = await solvedCaptcha(owner.post);
      const sent = await owner.post(`${RECOVERY}${path}`, { ...body, ...proof });
      expect(sentOf(sent)).toEqual({ sent: true });
    }
    const texts = await mailbox(owner.app, '4155550123');
    expect(texts.map((text) => text.template)).toEqual(['password-reset', 'password-reset']);
    const reminders = await mailbox(owner.app, 'texter@orbitradio.test');
    expect(reminders.map((reminder) => reminder.template)).toEqual([
      'username-reminder',
      'username-reminder',
    ]);
  });

  it('still refuses an address past its own budget, proof or not', async () => {
    const caller = await careCaller({ env: { IDENTITY_LOOKUPS_PER_IP_PER_MINUTE: '2' } });
    const proof = await solvedCaptcha(caller.post);
    const send = (extra: object = {}) =>
      caller.post(`${RECOVERY}/username/send-email`, { email: OWNER_EMAIL, ...extra });
    await send();
    await send();
    careError(await send(proof), 429, 'RATE_LIMIT_EXCEEDED');
  });
});

/** The challenge a 428 CAPTCHA_REQUIRED of a service API carries, solved. */
async function solvedFrom(response: LightMyRequestResponse) {
  const body = expectRefused(response, 428, 'CAPTCHA_REQUIRED');
  return solveHumanCheck(humanCheckRequiredExtrasSchema.parse(body.extras).humanCheck);
}

describe('a stranger spending the sign-up sends of an email', () => {
  it('leaves the owner of a new email a human check to sign up, and the sign-up finishes', async () => {
    const { app, clock, browser, identitiesOf } = await signUpKit();
    const emailAddress = 'new.listener@orbitradio.test';
    const stranger = await anonymousCaller(app);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await app.inject({
        method: 'POST',
        url: SIGN_UP_V1,
        remoteAddress: `198.51.100.${attempt + 1}`,
        headers: stranger.headers,
        payload: { emailAddress },
      });
      expectRefused(response, 428, 'WAITING_ON_ONE_TIME_PASSWORD_ERROR');
      clock.advanceSeconds(31);
    }
    const owner = await browser();
    const form = { emailAddress, password: 'Nebula-Drift-77', username: 'newlistener1' };
    const humanCheck = await solvedFrom(await owner.post(SIGN_UP_V2, form));
    const { extras } = await owner.signUpWaiting({ ...form, humanCheck }, SIGN_UP_V2);
    const signedIn = await owner.finish(extras.identityId, emailAddress);
    expect(signedIn.emailAddress).toBe(emailAddress);
    expect(await identitiesOf(emailAddress)).toHaveLength(1);
  });

  it('answers an email with an identity and one without alike when the budget is spent', async () => {
    const { browser } = await signUpKit();
    const { post } = await browser();
    const answersFor = async (emailAddress: string) => {
      const first = await post(SIGN_UP_V1, { emailAddress });
      const second = await post(SIGN_UP_V1, { emailAddress });
      const body = expectRefused(second, 428, 'CAPTCHA_REQUIRED');
      humanCheckRequiredExtrasSchema.parse(body.extras);
      const { identityId } = (first.json() as { extras: { identityId: string } }).extras;
      return {
        first: { status: first.statusCode, body: first.body.replaceAll(identityId, '<id>') },
        second: {
          status: second.statusCode,
          retryAfter: second.headers['retry-after'],
          // The challenge is new each time; that one is there is checked above.
          body: { ...body, extras: '<challenge>' },
        },
      };
    };
    // Same first letter and domain, so the masked emails match too.
    const known = await answersFor('listener@orbitradio.test');
    const unknown = await answersFor('lnewcomer@orbitradio.test');
    expect(unknown).toEqual(known);
    expect(known.first.status).toBe(428);
  });

  it('sends the code again past the budget only with a solved check', async () => {
    const { app, browser, clock } = await signUpKit();
    const emailAddress = 'resend.me@orbitradio.test';
    const owner = await browser();
    const { extras } = await owner.signUpWaiting({ emailAddress });
    // Within the resend interval: the one budget a single impatient customer spends.
    clock.advanceSeconds(5);
    const resend = (extra: object = {}) =>
      owner.post('/otp/v1/initiate', {
        identityId: extras.identityId,
        otpOption: 'EMAIL',
        otpContext: 'SIGN_UP',
        ...extra,
      });
    const humanCheck = await solvedFrom(await resend());
    const resent = await resend({ humanCheck });
    expect(resent.statusCode, resent.body).toBe(200);
    const codes = await mailbox(app, emailAddress);
    expect(codes).toHaveLength(2);
    // The code sent last finishes the sign-up.
    await owner.finish(extras.identityId, emailAddress);
  });

  it('still refuses an address past its own budget, proof or not', async () => {
    const { browser } = await signUpKit({ SIGN_IN_ATTEMPTS_PER_IP_PER_MINUTE: '2' });
    const { post } = await browser();
    const emailAddress = 'busy.address@orbitradio.test';
    await post(SIGN_UP_V1, { emailAddress });
    const humanCheck = await solvedFrom(await post(SIGN_UP_V1, { emailAddress }));
    expectRefused(await post(SIGN_UP_V1, { emailAddress, humanCheck }), 429, 'RATE_LIMIT_EXCEEDED');
  });
});
