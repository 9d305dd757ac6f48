import { careValidateEmailResultSchema } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { CA_HOST, careCaller, careData, careError } from '../../../testing/care-caller.ts';

const VALIDATE = '/services/validate/email';

describe('POST /services/validate/email', () => {
  it('answers valid, FORMAT or DOMAIN — the same for an address in use as for a new one', async () => {
    const caller = await careCaller({ remoteAddress: '198.51.100.61' });
    const answerOf = async (email: string) =>
      careData(await caller.post(VALIDATE, { email }), careValidateEmailResultSchema);
    expect(await answerOf('new.customer@gmail.com')).toEqual({ valid: true, reason: '' });
    // A demo customer's address (in use) and a new one at the demo domain answer alike (ADR 025).
    expect(await answerOf('cancel.satellite@orbitradio.test')).toEqual({ valid: true, reason: '' });
    expect(await answerOf('nobody.yet@orbitradio.test')).toEqual({ valid: true, reason: '' });
    expect(await answerOf('not-an-email')).toEqual({ valid: false, reason: 'FORMAT' });
    expect(await answerOf('jamie@mailinator.com')).toEqual({ valid: false, reason: 'DOMAIN' });
    expect(await answerOf('jamie@example.zzzz')).toEqual({ valid: false, reason: 'DOMAIN' });
    const canadian = await careCaller({ host: CA_HOST, remoteAddress: '198.51.100.62' });
    expect(
      careData(
        await canadian.post(VALIDATE, { email: 'élise@café.ca' }),
        careValidateEmailResultSchema,
      ),
    ).toEqual({ valid: true, reason: '' });
  });

  it('refuses an address past its budget with 429', async () => {
    const caller = await careCaller({
      env: { IDENTITY_LOOKUPS_PER_IP_PER_MINUTE: '2' },
      remoteAddress: '198.51.100.63',
    });
    await caller.post(VALIDATE, { email: 'a@gmail.com' });
    await caller.post(VALIDATE, { email: 'b@gmail.com' });
    const refused = await caller.post(VALIDATE, { email: 'c@gmail.com' });
    careError(refused, 429, 'RATE_LIMIT_EXCEEDED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
