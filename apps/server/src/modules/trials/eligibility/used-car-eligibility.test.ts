import { careUsedCarEligibilityResultSchema, checkVin } from '@orbit/domain';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rateLimitCounters } from '../../../db/schema/index.ts';
import { USED_CAR_PAST_OWNER, USED_CAR_RADIOS } from '../../../db/seed/used-car-radios.ts';
import { CA_HOST, careCaller, careData, careError } from '../../../testing/care-caller.ts';
import { createFakeClock } from '../../../testing/fake-clock.ts';
import { captchaRequired, solvedCaptcha } from '../../../testing/human-checks.ts';
import {
  NEW_OWNER,
  NEW_OWNER_CA,
  seededCaller,
  USED_CAR_CHECK,
} from './used-car-test-kit.testing.ts';

const CHECK = USED_CAR_CHECK;
const PAST_OWNER = {
  firstName: USED_CAR_PAST_OWNER.firstName,
  lastName: USED_CAR_PAST_OWNER.lastName,
  zipCode: USED_CAR_PAST_OWNER.zip,
};

describe('POST /services/trial/used-car-eligibility-check', () => {
  it('answers each code from its demo radio', async () => {
    const caller = await seededCaller({ remoteAddress: '198.51.100.31' });
    const R = USED_CAR_RADIOS;
    const cases = [
      [R.noOemBranding, NEW_OWNER, 422, '101'],
      [R.vinWithoutRadio, NEW_OWNER, 422, '103'],
      [R.unknown, NEW_OWNER, 404, '106'],
      [R.selfPay, NEW_OWNER, 409, '107'],
      [R.oemTrial, NEW_OWNER, 409, '109'],
      [R.trialWithFollowOn, NEW_OWNER, 409, '110'],
      [R.usedCarTrial, NEW_OWNER, 409, '111'],
      [R.expiredTrial, PAST_OWNER, 409, '112'],
      [R.recentlyServed, PAST_OWNER, 409, '113'],
      [R.demoCar, NEW_OWNER, 422, '114'],
      [R.notAudioCapable, NEW_OWNER, 422, '5035'],
    ] as const;
    for (const [radioIdOrVin, who, status, code] of cases) {
      careError(await caller.post(CHECK, { radioIdOrVin, ...who }), status, code);
    }
  });

  it('lets a new owner through: no CNA match, a service over 12 months ago, a never-served radio', async () => {
    const caller = await seededCaller({ remoteAddress: '198.51.100.32' });
    const R = USED_CAR_RADIOS;
    for (const radioIdOrVin of [
      R.recentlyServed,
      R.expiredTrial,
      R.eligibleUs[0],
      R.eligibleUsVin,
    ]) {
      const answer = careData(
        await caller.post(CHECK, { radioIdOrVin, ...NEW_OWNER }),
        careUsedCarEligibilityResultSchema,
      );
      expect(answer).toMatchObject({
        status: 'SUCCESS',
        usedCarBrandingType: 'USED_CAR',
        programCode: 'USUSEDCARRTP3MO',
        offerTypeForProgramCode: 'RTP_OFFER',
      });
      expect(answer.deviceRef).toMatch(/^orad_/);
    }
    const longAgo = careData(
      await caller.post(CHECK, { radioIdOrVin: R.servedLongAgo, ...PAST_OWNER }),
      careUsedCarEligibilityResultSchema,
    );
    expect(longAgo).toMatchObject({
      last4DigitsOfRadioId: '0206',
      vehicle: { make: 'Lumen', model: 'Arc', year: 2021 },
    });
    const canadian = await seededCaller({ host: CA_HOST, remoteAddress: '198.51.100.33' });
    const ca = careData(
      await canadian.post(CHECK, { radioIdOrVin: R.eligibleCa[0], ...NEW_OWNER_CA }),
      careUsedCarEligibilityResultSchema,
    );
    expect(ca.programCode).toBe('CAUSEDCARRTP3MO');
  });

  it('refuses a malformed id or a VIN with a wrong check digit as 3494, counting no lookup', async () => {
    const caller = await seededCaller({ remoteAddress: '198.51.100.34' });
    expect(checkVin(USED_CAR_RADIOS.vinWithoutRadio)).toBeNull();
    for (const radioIdOrVin of ['1UCSALE04UC000103', 'UC-1', 'UC000!01', 'ABC']) {
      const error = careError(
        await caller.post(CHECK, { radioIdOrVin, ...NEW_OWNER }),
        400,
        '3494',
      );
      expect(error.fieldErrors).toContainEqual({
        errorCode: expect.any(String),
        fieldName: 'radioIdOrVin',
      });
    }
    const fields = careError(
      await caller.post(CHECK, { radioIdOrVin: 'UC000200', ...NEW_OWNER, zipCode: 'x' }),
      400,
      'INVALID_PAYLOAD',
    );
    expect(fields.fieldErrors).toEqual([{ errorCode: 'INVALID', fieldName: 'zipCode' }]);
    const counted = await caller.db
      .select()
      .from(rateLimitCounters)
      .where(
        and(
          like(rateLimitCounters.bucket, 'used-car-eligibility%'),
          eq(rateLimitCounters.key, '198.51.100.34'),
        ),
      );
    expect(counted).toEqual([]);
  });

  it('asks for a human check past 10 checks of one radio an hour, and answers after one', async () => {
    const caller = await seededCaller({ remoteAddress: '198.51.100.35' });
    const radio = USED_CAR_RADIOS.eligibleUs[2];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      careData(
        await caller.post(CHECK, { radioIdOrVin: radio, ...NEW_OWNER }),
        careUsedCarEligibilityResultSchema,
      );
    }
    captchaRequired(await caller.post(CHECK, { radioIdOrVin: radio, ...NEW_OWNER }));
    const proof = await solvedCaptcha(caller.post);
    careData(
      await caller.post(CHECK, { radioIdOrVin: radio, ...NEW_OWNER, ...proof }),
      careUsedCarEligibilityResultSchema,
    );
  });

  it('refuses an address past its budget with 429', async () => {
    const clock = createFakeClock();
    const caller = await careCaller({
      clock,
      env: { IDENTITY_LOOKUPS_PER_IP_PER_MINUTE: '2' },
      remoteAddress: '198.51.100.36',
    });
    await caller.post(CHECK, { radioIdOrVin: 'UC000106', ...NEW_OWNER });
    await caller.post(CHECK, { radioIdOrVin: 'UC000106', ...NEW_OWNER });
    const refused = await caller.post(CHECK, { radioIdOrVin: 'UC000106', ...NEW_OWNER });
    careError(refused, 429, 'RATE_LIMIT_EXCEEDED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
