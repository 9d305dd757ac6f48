import { careActivationCodeResultSchema, careTenFootRegisterResultSchema } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deviceAuthorizations } from '../../db/schema/index.ts';
import { careData, careError, ORBIT_OWNER } from '../../testing/care-caller.ts';
import { onboardingCaller } from './onboarding.testing.ts';

const VALIDATE = '/services/10footdevice/validate-code';
const REGISTER = '/services/10footdevice/register';

type Caller = Awaited<ReturnType<typeof onboardingCaller>>;

async function tvCode(caller: Caller): Promise<string> {
  const response = await caller.post('/dev/tv-code', {});
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { userCode: string }).userCode;
}

describe('10-foot activation over the device-authorization user codes (flows §8.4)', () => {
  it('checks the code a TV shows, however it is typed', async () => {
    const caller = await onboardingCaller();
    const code = await tvCode(caller);
    const typed = code.replace('-', ' ').toLowerCase();
    const answer = careData(
      await caller.post(VALIDATE, { activationCode: typed }),
      careActivationCodeResultSchema,
    );
    expect(answer.activationCode).toBe(code);
    expect(new Date(answer.expiresAt).getTime()).toBe(caller.clock.now().getTime() + 600_000);
    const refused = careError(
      await caller.post(VALIDATE, { activationCode: 'BCDF-GHJK' }),
      400,
      'INVALID_ACTIVATION_CODE',
    );
    expect(refused.fieldErrors).toEqual([{ errorCode: 'INVALID', fieldName: 'activationCode' }]);
    caller.clock.advanceSeconds(601);
    careError(
      await caller.post(VALIDATE, { activationCode: code }),
      400,
      'INVALID_ACTIVATION_CODE',
    );
  });

  it('signs in and approves the TV for that sign-in, once', async () => {
    const caller = await onboardingCaller();
    const code = await tvCode(caller);
    careError(
      await caller.post(REGISTER, {
        activationCode: code,
        username: ORBIT_OWNER.username,
        password: 'Wrong-Pass-11',
      }),
      400,
      'INVALID_CREDENTIALS',
    );
    // The same handle from the same address waits a moment after a wrong password (ADR 024).
    caller.clock.advanceSeconds(31);
    expect(
      careData(
        await caller.post(REGISTER, { activationCode: code, ...ORBIT_OWNER }),
        careTenFootRegisterResultSchema,
      ),
    ).toEqual({ activated: true });
    const rows = await caller.db
      .select()
      .from(deviceAuthorizations)
      .where(eq(deviceAuthorizations.status, 'approved'));
    expect(rows.filter((row) => row.identityId !== null)).toHaveLength(1);
    careError(
      await caller.post(VALIDATE, { activationCode: code }),
      400,
      'INVALID_ACTIVATION_CODE',
    );
    careError(
      await caller.post(REGISTER, { activationCode: code, ...ORBIT_OWNER }),
      400,
      'INVALID_ACTIVATION_CODE',
    );
  });

  it('counts wrong second halves against the code the first half names: the fifth kills it', async () => {
    const caller = await onboardingCaller();
    const code = await tvCode(caller);
    const firstHalf = code.slice(0, 4);
    const wrong = ['BCDF', 'GHJK', 'LMNP', 'QRST', 'VWXZ'].filter((half) => half !== code.slice(5));
    for (const half of wrong.slice(0, 5)) {
      careError(
        await caller.post(VALIDATE, { activationCode: `${firstHalf}-${half}` }),
        400,
        'INVALID_ACTIVATION_CODE',
      );
    }
    careError(
      await caller.post(VALIDATE, { activationCode: code }),
      400,
      'INVALID_ACTIVATION_CODE',
    );
  });

  it('limits how often one address may try a code', async () => {
    const caller = await onboardingCaller({ remoteAddress: '203.0.113.77' });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 40; attempt += 1) {
      statuses.push((await caller.post(VALIDATE, { activationCode: 'BCDF-GHJK' })).statusCode);
      if (statuses.at(-1) === 429) break;
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((status) => status === 400)).toBe(true);
  });
});
