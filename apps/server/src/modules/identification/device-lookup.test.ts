import { careDeviceLookupResultSchema } from '@orbit/domain';
import { and, gte, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rateLimitCounters } from '../../db/schema/index.ts';
import {
  CA_HOST,
  careCaller,
  careData,
  careError,
  ORBIT_OWNER,
} from '../../testing/care-caller.ts';
import { captchaRequired, solvedCaptcha } from '../../testing/human-checks.ts';
import { DEVICE_REF_TTL_SECONDS, resolveDeviceRef } from './device-ref.ts';

const VALIDATE = '/services/device/validate';
const CAR_VIN = '1LMNA2AR2RA000004';

describe('POST /services/device/validate', () => {
  it('finds a new radio by id, in any case, showing only its last four', async () => {
    const caller = await careCaller();
    const found = careData(
      await caller.post(VALIDATE, { radioId: 'orbn0001' }),
      careDeviceLookupResultSchema,
    );
    expect(found).toMatchObject({
      radioIdLastFour: '0001',
      deviceType: 'radio',
      vehicle: null,
      status: 'new',
      hasActiveSubscription: false,
      cardOnFile: null,
    });
    expect(found.deviceRef).toMatch(/^orad_/);
    expect(found.deviceRef).not.toContain('ORBN0001');
  });

  it('tells a closed radio, an active paid one and a car in its trial apart', async () => {
    const caller = await careCaller();
    const lookUp = async (radioId: string) =>
      careData(await caller.post(VALIDATE, { radioId }), careDeviceLookupResultSchema);
    expect(await lookUp('ORBC0002')).toMatchObject({
      status: 'closed',
      hasActiveSubscription: false,
    });
    expect(await lookUp('ORBA0003')).toMatchObject({
      status: 'active',
      hasActiveSubscription: true,
    });
    expect(await lookUp('ORBT0004')).toMatchObject({
      status: 'active',
      hasActiveSubscription: false,
      deviceType: 'car',
      vehicle: { year: 2024, make: 'Lumen', model: 'Arc' },
    });
  });

  it('finds a car by VIN and by licence plate with state and consent', async () => {
    const caller = await careCaller();
    const byVin = careData(
      await caller.post(VALIDATE, { vin: CAR_VIN.toLowerCase() }),
      careDeviceLookupResultSchema,
    );
    expect(byVin.radioIdLastFour).toBe('0004');
    const byPlate = careData(
      await caller.post(VALIDATE, { licensePlate: '8trl-456', state: 'CA', consent: true }),
      careDeviceLookupResultSchema,
    );
    expect(byPlate).toMatchObject({ radioIdLastFour: '0004', vehicle: { model: 'Arc' } });
  });

  it('finds a Quebec car by plate on the Canadian site, where the state is a province', async () => {
    const caller = await careCaller({ host: CA_HOST });
    const found = careData(
      await caller.post(VALIDATE, { licensePlate: 'G45ORB', state: 'QC', consent: true }),
      careDeviceLookupResultSchema,
    );
    expect(found).toMatchObject({ radioIdLastFour: '0005', status: 'closed' });
    const usState = careError(
      await caller.post(VALIDATE, { licensePlate: '8TRL456', state: 'TX', consent: true }),
      400,
      'INVALID_PAYLOAD',
    );
    expect(usState.fieldErrors).toEqual([{ errorCode: 'INVALID', fieldName: 'state' }]);
  });

  it('refuses a VIN whose check digit is wrong before any lookup or count', async () => {
    const caller = await careCaller();
    const error = careError(
      await caller.post(VALIDATE, { vin: '1LMNA2AR1RA000004' }),
      400,
      'INVALID_PAYLOAD',
    );
    expect(error.fieldErrors).toEqual([{ errorCode: 'CHECK_DIGIT', fieldName: 'vin' }]);
    // Nothing was counted in this test's time: the lookup (which counts first) never ran.
    expect(
      await caller.db
        .select()
        .from(rateLimitCounters)
        .where(
          and(
            like(rateLimitCounters.bucket, 'device-lookup%'),
            gte(rateLimitCounters.windowStartedAt, caller.clock.now()),
          ),
        ),
    ).toEqual([]);
    // …whereas a well-formed VIN is counted.
    await caller.post(VALIDATE, { vin: CAR_VIN });
    const counted = await caller.db
      .select()
      .from(rateLimitCounters)
      .where(
        and(
          like(rateLimitCounters.bucket, 'device-lookup%'),
          gte(rateLimitCounters.windowStartedAt, caller.clock.now()),
        ),
      );
    expect(counted.map((row) => row.bucket).sort()).toEqual([
      'device-lookup-by-address',
      'device-lookup-by-subject',
    ]);
  });

  it('requires the consent box for a plate lookup, and exactly one kind of identifier', async () => {
    const caller = await careCaller();
    const noConsent = careError(
      await caller.post(VALIDATE, { licensePlate: '8TRL456', state: 'CA', consent: false }),
      400,
      'INVALID_PAYLOAD',
    );
    expect(noConsent.fieldErrors).toEqual([{ errorCode: 'REQUIRED', fieldName: 'consent' }]);
    const nothing = careError(await caller.post(VALIDATE, {}), 400, 'INVALID_PAYLOAD');
    expect(nothing.fieldErrors).toEqual([{ errorCode: 'REQUIRED' }]);
    const two = careError(
      await caller.post(VALIDATE, { radioId: 'ORBN0001', vin: CAR_VIN }),
      400,
      'INVALID_PAYLOAD',
    );
    expect(two.fieldErrors.map((field) => field.fieldName)).toEqual(['radioId', 'vin']);
    careError(await caller.post(VALIDATE, { radioId: 'AB' }), 400, 'INVALID_PAYLOAD');
  });

  it('answers DEVICE_NOT_FOUND alike for any identifier nobody has', async () => {
    const caller = await careCaller();
    const bodies = [];
    for (const payload of [
      { radioId: 'ZZZZ9999' },
      { vin: '1LMNA2AR8RA000007' },
      { licensePlate: 'NOPE123', state: 'CA', consent: true },
    ]) {
      const response = await caller.post(VALIDATE, payload);
      careError(response, 404, 'DEVICE_NOT_FOUND');
      bodies.push(response.body);
    }
    expect(new Set(bodies).size).toBe(1);
  });

  it('stops lookups from one address once its budget is spent, with Retry-After', async () => {
    const caller = await careCaller({ env: { IDENTITY_LOOKUPS_PER_IP_PER_MINUTE: '3' } });
    for (const radioId of ['ZZZZ0001', 'ZZZZ0002', 'ORBN0001']) {
      expect((await caller.post(VALIDATE, { radioId })).statusCode).not.toBe(429);
    }
    const limited = await caller.post(VALIDATE, { radioId: 'ORBN0001' });
    careError(limited, 429, 'RATE_LIMIT_EXCEEDED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    caller.clock.advanceSeconds(60);
    expect((await caller.post(VALIDATE, { radioId: 'ORBN0001' })).statusCode).toBe(200);
  });

  it('asks for a human check past 10 lookups of one radio an hour; other radios stay open', async () => {
    const caller = await careCaller();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await caller.post(VALIDATE, { radioId: 'ORBC0002' })).statusCode).toBe(200);
    }
    expect(captchaRequired(await caller.post(VALIDATE, { radioId: 'orbc0002' }))).toEqual([]);
    expect((await caller.post(VALIDATE, { radioId: 'ORBN0001' })).statusCode).toBe(200);
    const proof = await solvedCaptcha(caller.post);
    careData(
      await caller.post(VALIDATE, { radioId: 'ORBC0002', ...proof }),
      careDeviceLookupResultSchema,
    );
    // A proof is good once.
    expect(captchaRequired(await caller.post(VALIDATE, { radioId: 'ORBC0002', ...proof }))).toEqual(
      [{ errorCode: 'CAPTCHA_ANSWER_INCORRECT', fieldName: 'captchaAnswer' }],
    );
  });

  it('shows the card on file only to the account owner signed in on this session', async () => {
    const caller = await careCaller();
    const anonymous = careData(
      await caller.post(VALIDATE, { radioId: 'ORBT0004' }),
      careDeviceLookupResultSchema,
    );
    expect(anonymous.cardOnFile).toBeNull();
    await caller.signIn(ORBIT_OWNER.username, ORBIT_OWNER.password);
    const owner = careData(
      await caller.post(VALIDATE, { radioId: 'ORBT0004' }),
      careDeviceLookupResultSchema,
    );
    expect(owner.cardOnFile).toEqual({ brand: 'visa', last4: '4242' });
    const notHis = careData(
      await caller.post(VALIDATE, { radioId: 'ORBC0002' }),
      careDeviceLookupResultSchema,
    );
    expect(notHis.cardOnFile).toBeNull();
  });

  it('needs a live care session', async () => {
    const caller = await careCaller();
    const response = await caller.app.inject({
      method: 'POST',
      url: VALIDATE,
      payload: { radioId: 'ORBN0001' },
    });
    careError(response, 401, 'SESSION_TIMED_OUT');
  });
});

describe('resolveDeviceRef', () => {
  it('gives the radio back to the session it was issued to, for 30 minutes', async () => {
    const caller = await careCaller();
    const sessionId = await currentSessionId(caller);
    const { deviceRef } = careData(
      await caller.post(VALIDATE, { vin: CAR_VIN }),
      careDeviceLookupResultSchema,
    );
    const resolve = () =>
      resolveDeviceRef(caller.db, { deviceRef, careSessionId: sessionId, now: caller.clock.now() });
    expect((await resolve()).radioId).toBe('ORBT0004');
    caller.clock.advanceSeconds(DEVICE_REF_TTL_SECONDS - 1);
    expect((await resolve()).radioId).toBe('ORBT0004');
    caller.clock.advanceSeconds(1);
    await expect(resolve()).rejects.toMatchObject({ code: 'DEVICE_NOT_FOUND' });
  });

  it("refuses another session's deviceRef and any tampered or made-up one", async () => {
    const caller = await careCaller();
    const { deviceRef } = careData(
      await caller.post(VALIDATE, { radioId: 'ORBN0001' }),
      careDeviceLookupResultSchema,
    );
    const now = caller.clock.now();
    const other = 'cs_someone_else';
    await expect(
      resolveDeviceRef(caller.db, { deviceRef, careSessionId: other, now }),
    ).rejects.toMatchObject({ code: 'DEVICE_NOT_FOUND', statusCode: 404 });
    const sessionId = await currentSessionId(caller);
    const flipped = deviceRef.at(-2) === 'A' ? 'B' : 'A';
    const changed = `${deviceRef.slice(0, -2)}${flipped}${deviceRef.at(-1)}`;
    for (const forged of [changed, 'orad_AAAA', 'ORBN0001', '']) {
      await expect(
        resolveDeviceRef(caller.db, { deviceRef: forged, careSessionId: sessionId, now }),
      ).rejects.toMatchObject({ code: 'DEVICE_NOT_FOUND' });
    }
  });
});

async function currentSessionId(caller: Awaited<ReturnType<typeof careCaller>>): Promise<string> {
  const response = await caller.get('/services/utility/env-info');
  return response.json().data.sessionInfo.id as string;
}
