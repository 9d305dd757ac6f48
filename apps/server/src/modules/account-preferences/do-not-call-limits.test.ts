import {
  DO_NOT_CALL_REQUESTS_PER_ADDRESS_BEFORE_CHECK,
  DO_NOT_CALL_REQUESTS_PER_NUMBER_PER_HOUR,
} from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { careCaller, careError } from '../../testing/care-caller.ts';
import { captchaRequired, solvedCaptcha, strangerAt } from '../../testing/human-checks.ts';

/** Its own file: the counters live in the file's database, and these tests spend them. */
const DO_NOT_CALL = '/services/account-mgmt/preferences/donotcall';

/** A solved check under the names this form carries it (flows §8.3: `answer`, `token`). */
async function solvedDoNotCallCheck(post: Parameters<typeof solvedCaptcha>[0]) {
  const proof = await solvedCaptcha(post);
  return { answer: proof.captchaAnswer, token: proof.captchaToken };
}

describe('do-not-call budgets', () => {
  it('asks for a human check past 5 requests for one number an hour, from any address', async () => {
    const caller = await careCaller();
    const from = (index: number) => strangerAt(caller.app, `192.0.2.${index + 1}`, caller.host);
    for (let i = 0; i < DO_NOT_CALL_REQUESTS_PER_NUMBER_PER_HOUR; i += 1) {
      const response = await (await from(i))(DO_NOT_CALL, { phoneNumber: '7185550110' });
      expect(response.statusCode, response.body).toBe(200);
    }
    // The number's owner, from an address that never asked: a check, not a refusal.
    const owner = await from(50);
    expect(captchaRequired(await owner(DO_NOT_CALL, { phoneNumber: '718-555-0110' }))).toEqual([]);
    const wrong = { ...(await solvedDoNotCallCheck(owner)), answer: '1.00' };
    expect(
      captchaRequired(await owner(DO_NOT_CALL, { phoneNumber: '7185550110', ...wrong })),
    ).toEqual([{ errorCode: 'CAPTCHA_ANSWER_INCORRECT', fieldName: 'answer' }]);
    const solved = await solvedDoNotCallCheck(owner);
    const registered = await owner(DO_NOT_CALL, { phoneNumber: '7185550110', ...solved });
    expect(registered.statusCode, registered.body).toBe(200);
    // Another number needs none, and the first one needs none an hour later.
    expect((await (await from(51))(DO_NOT_CALL, { phoneNumber: '7185550111' })).statusCode).toBe(
      200,
    );
    caller.clock.advanceSeconds(3600);
    expect((await (await from(60))(DO_NOT_CALL, { phoneNumber: '7185550110' })).statusCode).toBe(
      200,
    );
  });

  it('asks for a human check past 3 requests from one address an hour', async () => {
    const caller = await careCaller();
    for (let i = 0; i < DO_NOT_CALL_REQUESTS_PER_ADDRESS_BEFORE_CHECK; i += 1) {
      const response = await caller.post(DO_NOT_CALL, { phoneNumber: `718555013${i}` });
      expect(response.statusCode, response.body).toBe(200);
    }
    captchaRequired(await caller.post(DO_NOT_CALL, { phoneNumber: '7185550139' }));
    const solved = await solvedDoNotCallCheck(caller.post);
    const response = await caller.post(DO_NOT_CALL, { phoneNumber: '7185550139', ...solved });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('refuses an address past its budget of a minute, proof or not', async () => {
    const caller = await careCaller({ env: { IDENTITY_LOOKUPS_PER_IP_PER_MINUTE: '3' } });
    expect((await caller.post(DO_NOT_CALL, { phoneNumber: '7185550120' })).statusCode).toBe(200);
    expect((await caller.post(DO_NOT_CALL, { phoneNumber: '7185550121' })).statusCode).toBe(200);
    expect((await caller.post(DO_NOT_CALL, { phoneNumber: '7185550122' })).statusCode).toBe(200);
    const solved = await solvedDoNotCallCheck(caller.post);
    careError(
      await caller.post(DO_NOT_CALL, { phoneNumber: '7185550123', ...solved }),
      429,
      'RATE_LIMIT_EXCEEDED',
    );
  });
});
