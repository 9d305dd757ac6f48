import { careDeviceLookupResultSchema, careIdentifiedAccountSchema } from '@orbit/domain';
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
import { identificationOfCaller, OWNER_DETAILS } from './lookup-test-kit.ts';

const NON_PII = '/services/account/non-pii';
const CAR_VIN = '1LMNA2AR2RA000004';

describe('POST /services/account/non-pii', () => {
  it('identifies by radio id + account number and answers the account masked', async () => {
    const caller = await careCaller();
    const response = await caller.post(NON_PII, {
      radioId: 'orba0003',
      accountNumber: OWNER_DETAILS.accountNumber,
    });
    const account = careData(response, careIdentifiedAccountSchema);
    expect(account).toMatchObject({
      authenticationType: 'RID_ACCT',
      verified: false,
      firstName: null,
      hasActiveSubscription: true,
      streaming: [],
    });
    expect(account.radios).toEqual([
      expect.objectContaining({
        radioIdLastFour: '0003',
        deviceType: 'radio',
        vehicle: null,
        status: 'active',
        planName: 'Platinum',
        hasActiveSubscription: true,
      }),
      expect.objectContaining({
        radioIdLastFour: '0004',
        deviceType: 'car',
        vehicle: { year: 2024, make: 'Lumen', model: 'Arc' },
        status: 'active',
        planName: 'All Access',
        hasActiveSubscription: false,
      }),
    ]);
    for (const radio of account.radios) expect(radio.deviceRef).toMatch(/^orad_/);
    // Nothing a stranger could use: no name, number, email, phone, whole radio id or VIN.
    for (const secret of ['Rivera', 'Jordan', '10000001', 'owner@', '5125550101', 'ORBA0003']) {
      expect(response.body).not.toContain(secret);
    }
    expect(response.body).not.toContain(CAR_VIN);
    expect(await identificationOfCaller(caller)).toMatchObject({
      accountNumber: '10000001',
      method: 'RID_ACCT',
      radioId: 'ORBA0003',
      verifiedAt: null,
    });
  });

  it('identifies by radio id + last name, forgiving case and accents, and by the last four', async () => {
    const caller = await careCaller();
    const byName = careData(
      await caller.post(NON_PII, { radioId: 'ORBT0004', lastName: 'RIVERA' }),
      careIdentifiedAccountSchema,
    );
    expect(byName.authenticationType).toBe('RID');
    const byLastFour = careData(
      await caller.post(NON_PII, {
        radioId: '0004',
        lastName: 'rivera',
        authenticationType: 'RID_LNAME_URL',
      }),
      careIdentifiedAccountSchema,
    );
    expect(byLastFour.authenticationType).toBe('RID_LNAME_URL');
    expect(byLastFour.radios.map((radio) => radio.radioIdLastFour)).toEqual(['0003', '0004']);
    expect((await identificationOfCaller(caller))?.method).toBe('RID_LNAME_URL');

    const canadian = await careCaller({ host: CA_HOST });
    const quebec = careData(
      await canadian.post(NON_PII, { radioId: 'ORBQ0005', lastName: 'gagnon' }),
      careIdentifiedAccountSchema,
    );
    expect(quebec.radios).toEqual([
      expect.objectContaining({ radioIdLastFour: '0005', status: 'closed', planName: null }),
    ]);
  });

  it('identifies by VIN, by a deviceRef of this session, and by account number + last name', async () => {
    const caller = await careCaller();
    expect(
      careData(
        await caller.post(NON_PII, { vin: CAR_VIN.toLowerCase() }),
        careIdentifiedAccountSchema,
      ).authenticationType,
    ).toBe('VIN');
    const { deviceRef } = careData(
      await caller.post('/services/device/validate', {
        licensePlate: '8TRL456',
        state: 'CA',
        consent: true,
      }),
      careDeviceLookupResultSchema,
    );
    const byRef = careData(
      await caller.post(NON_PII, { deviceRef, authenticationType: 'LPL' }),
      careIdentifiedAccountSchema,
    );
    expect(byRef).toMatchObject({ authenticationType: 'LPL', verified: false });
    expect(
      careData(
        await caller.post(NON_PII, { accountNumber: '10000001', lastName: 'Rivera' }),
        careIdentifiedAccountSchema,
      ).authenticationType,
    ).toBe('ACCT');

    await caller.newSession();
    careError(await caller.post(NON_PII, { deviceRef }), 404, 'ACCOUNT_NOT_FOUND');
  });

  it('answers one and the same ACCOUNT_NOT_FOUND for every kind of miss', async () => {
    const caller = await careCaller();
    const bodies = new Set<string>();
    for (const payload of [
      { radioId: 'ZZZZ9999', accountNumber: '10000001' },
      { radioId: 'ORBA0003', accountNumber: '10000002' },
      { radioId: 'ORBA0003', lastName: 'Morgan' },
      { radioId: 'ORBN0001' },
      { vin: '1LMNA2AR8RA000007' },
      { radioId: '0004', lastName: 'Morgan' },
      { accountNumber: '10000001', lastName: 'Park' },
      { radioId: 'ORBQ0005', lastName: 'Gagnon' },
    ]) {
      const response = await caller.post(NON_PII, payload);
      careError(response, 404, 'ACCOUNT_NOT_FOUND');
      bodies.add(response.body);
    }
    expect(bodies.size).toBe(1);
    expect(await identificationOfCaller(caller)).toBeUndefined();
  });

  it('refuses what names no one, and a VIN with a wrong check digit before any count', async () => {
    const caller = await careCaller();
    const fields = async (payload: object) =>
      careError(await caller.post(NON_PII, payload), 400, 'INVALID_PAYLOAD').fieldErrors;
    expect(await fields({ radioId: '0004' })).toEqual([
      { errorCode: 'INVALID', fieldName: 'radioId' },
    ]);
    expect(await fields({ accountNumber: '10000001' })).toEqual([
      { errorCode: 'REQUIRED', fieldName: 'lastName' },
    ]);
    expect(await fields({ lastName: 'Rivera' })).toEqual([
      { errorCode: 'REQUIRED', fieldName: 'radioId' },
    ]);
    expect(await fields({ radioId: 'ORBA0003', authenticationType: 'FLEPZ' })).toEqual([
      { errorCode: 'INVALID', fieldName: 'authenticationType' },
    ]);
    expect(await fields({ radioId: 'ORBA0003', vin: CAR_VIN })).toEqual([
      { errorCode: 'INVALID', fieldName: 'radioId' },
      { errorCode: 'INVALID', fieldName: 'vin' },
    ]);
    expect(await fields({ vin: '1LMNA2AR1RA000004' })).toEqual([
      { errorCode: 'CHECK_DIGIT', fieldName: 'vin' },
    ]);
    const counted = await caller.db
      .select()
      .from(rateLimitCounters)
      .where(
        and(
          like(rateLimitCounters.bucket, 'account-non-pii%'),
          gte(rateLimitCounters.windowStartedAt, caller.clock.now()),
        ),
      );
    expect(counted).toEqual([]);
  });

  it('asks for a human check past 10 lookups per identifier an hour; limits each address', async () => {
    const caller = await careCaller();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const lastName = attempt % 2 === 0 ? 'Rivera' : 'Morgan';
      expect([200, 404]).toContain(
        (await caller.post(NON_PII, { radioId: 'ORBA0003', lastName })).statusCode,
      );
    }
    captchaRequired(await caller.post(NON_PII, { radioId: 'orba0003', lastName: 'Rivera' }));
    expect((await caller.post(NON_PII, { radioId: 'ORBT0004' })).statusCode).toBe(200);
    const proof = await solvedCaptcha(caller.post);
    careData(
      await caller.post(NON_PII, { radioId: 'orba0003', lastName: 'Rivera', ...proof }),
      careIdentifiedAccountSchema,
    );

    const perAddress = await careCaller({ env: { IDENTITY_LOOKUPS_PER_IP_PER_MINUTE: '2' } });
    await perAddress.post(NON_PII, { radioId: 'ZZZZ0001' });
    await perAddress.post(NON_PII, { radioId: 'ZZZZ0002' });
    const limited = await perAddress.post(NON_PII, { radioId: 'ORBA0003' });
    careError(limited, 429, 'RATE_LIMIT_EXCEEDED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('says verified to the signed-in owner, and needs a live care session', async () => {
    const caller = await careCaller();
    await caller.signIn(ORBIT_OWNER.username, ORBIT_OWNER.password);
    const account = careData(
      await caller.post(NON_PII, { radioId: 'ORBA0003' }),
      careIdentifiedAccountSchema,
    );
    expect(account).toMatchObject({ verified: true, firstName: 'Jordan' });
    const response = await caller.app.inject({
      method: 'POST',
      url: NON_PII,
      payload: { radioId: 'ORBA0003' },
    });
    careError(response, 401, 'SESSION_TIMED_OUT');
  });
});
