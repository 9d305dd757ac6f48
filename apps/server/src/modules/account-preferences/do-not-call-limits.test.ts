import { DO_NOT_CALL_REQUESTS_PER_NUMBER_PER_HOUR } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { careCaller, careError } from '../../testing/care-caller.ts';

/** Its own file: the counters live in the file's database, and these tests spend them. */
const DO_NOT_CALL = '/services/account-mgmt/preferences/donotcall';

describe('do-not-call rate limits', () => {
  it('limits the requests for one number, from any session', async () => {
    const caller = await careCaller();
    for (let i = 0; i < DO_NOT_CALL_REQUESTS_PER_NUMBER_PER_HOUR; i += 1) {
      const response = await caller.post(DO_NOT_CALL, { phoneNumber: '7185550110' });
      expect(response.statusCode, response.body).toBe(200);
      await caller.newSession();
    }
    const refused = await caller.post(DO_NOT_CALL, { phoneNumber: '718-555-0110' });
    careError(refused, 429, 'RATE_LIMIT_EXCEEDED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another number is still fine, and the first one is again an hour later.
    expect((await caller.post(DO_NOT_CALL, { phoneNumber: '7185550111' })).statusCode).toBe(200);
    caller.clock.advanceSeconds(3600);
    await caller.newSession();
    expect((await caller.post(DO_NOT_CALL, { phoneNumber: '7185550110' })).statusCode).toBe(200);
  });

  it('limits the requests from one client address', async () => {
    const caller = await careCaller({ env: { IDENTITY_LOOKUPS_PER_IP_PER_MINUTE: '3' } });
    expect((await caller.post(DO_NOT_CALL, { phoneNumber: '7185550120' })).statusCode).toBe(200);
    expect((await caller.post(DO_NOT_CALL, { phoneNumber: '7185550121' })).statusCode).toBe(200);
    expect((await caller.post(DO_NOT_CALL, { phoneNumber: '7185550122' })).statusCode).toBe(200);
    careError(
      await caller.post(DO_NOT_CALL, { phoneNumber: '7185550123' }),
      429,
      'RATE_LIMIT_EXCEEDED',
    );
  });
});
