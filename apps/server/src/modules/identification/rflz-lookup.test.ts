import { careIdentifiedAccountSchema } from '@orbit/domain';
import { and, gte, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rateLimitCounters } from '../../db/schema/index.ts';
import { CA_HOST, careCaller, careData, careError } from '../../testing/care-caller.ts';
import { captchaRequired, solvedCaptcha } from '../../testing/human-checks.ts';
import { identificationOfCaller, identifiedAccessOf } from './lookup-test-kit.ts';

const RFLZ = '/services/identity/customer/rflz';
const JORDAN = { firstName: 'Jordan', lastName: 'Rivera', zipCode: '78701' };

describe('POST /services/identity/customer/rflz', () => {
  it("finds the radio's account by radio id or VIN when first, last name and zip match", async () => {
    const caller = await careCaller();
    const byRadio = careData(
      await caller.post(RFLZ, { radioIdOrVin: 'orbt0004', ...JORDAN }),
      careIdentifiedAccountSchema,
    );
    expect(byRadio).toMatchObject({
      authenticationType: 'RFLZ',
      verified: false,
      firstName: null,
    });
    expect(byRadio.radios.map((radio) => radio.radioIdLastFour)).toEqual(['0003', '0004']);
    const byVin = careData(
      await caller.post(RFLZ, {
        radioIdOrVin: '1lmna2ar2ra000004',
        firstName: 'JORDAN',
        lastName: 'rivera',
        zipCode: '78701-0001',
      }),
      careIdentifiedAccountSchema,
    );
    expect(byVin.authenticationType).toBe('RFLZ');
    // RFLZ proves no phone: the identification is recorded, but not verified.
    expect(await identificationOfCaller(caller)).toMatchObject({
      accountNumber: '10000001',
      method: 'RFLZ',
      radioId: 'ORBT0004',
      verifiedAt: null,
    });
    await expect(identifiedAccessOf(caller)).rejects.toMatchObject({
      code: 'VERIFICATION_REQUIRED',
    });

    const canadian = await careCaller({ host: CA_HOST });
    careData(
      await canadian.post(RFLZ, {
        radioIdOrVin: '2LMNB3CM3RB000005',
        firstName: 'Elise',
        lastName: 'Gagnon',
        zipCode: 'h3b 1a6',
      }),
      careIdentifiedAccountSchema,
    );
  });

  it('answers one ACCOUNT_NOT_FOUND for a wrong name, a wrong zip, or no such radio', async () => {
    const caller = await careCaller();
    const bodies = new Set<string>();
    for (const payload of [
      { radioIdOrVin: 'ORBT0004', ...JORDAN, lastName: 'Morgan' },
      { radioIdOrVin: 'ORBT0004', ...JORDAN, firstName: 'Casey' },
      { radioIdOrVin: 'ORBT0004', ...JORDAN, zipCode: '33139' },
      { radioIdOrVin: 'ZZZZ9999', ...JORDAN },
      { radioIdOrVin: '1LMNA2AR8RA000007', ...JORDAN },
      { radioIdOrVin: 'ORBN0001', ...JORDAN },
    ]) {
      const response = await caller.post(RFLZ, payload);
      careError(response, 404, 'ACCOUNT_NOT_FOUND');
      bodies.add(response.body);
    }
    expect(bodies.size).toBe(1);
    expect(await identificationOfCaller(caller)).toBeUndefined();
  });

  it('refuses a malformed radio id or a VIN with a wrong check digit as INVALID, with no read', async () => {
    const caller = await careCaller();
    for (const radioIdOrVin of ['1LMNA2AR1RA000004', 'ABC', 'ORB-0004!']) {
      const error = careError(
        await caller.post(RFLZ, { radioIdOrVin, ...JORDAN }),
        400,
        'INVALID_PAYLOAD',
      );
      expect(error.fieldErrors).toEqual([{ errorCode: 'INVALID', fieldName: 'radioIdOrVin' }]);
    }
    const empty = careError(
      await caller.post(RFLZ, { radioIdOrVin: '', firstName: '', lastName: 'R1', zipCode: 'x' }),
      400,
      'INVALID_PAYLOAD',
    );
    expect(empty.fieldErrors).toEqual([
      { errorCode: 'REQUIRED', fieldName: 'radioIdOrVin' },
      { errorCode: 'REQUIRED', fieldName: 'firstName' },
      { errorCode: 'INVALID', fieldName: 'lastName' },
      { errorCode: 'INVALID', fieldName: 'zipCode' },
    ]);
    const counted = await caller.db
      .select()
      .from(rateLimitCounters)
      .where(
        and(
          like(rateLimitCounters.bucket, 'customer-rflz%'),
          gte(rateLimitCounters.windowStartedAt, caller.clock.now()),
        ),
      );
    expect(counted).toEqual([]);
  });

  it('asks for a human check past 10 lookups of one radio an hour', async () => {
    const caller = await careCaller();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await caller.post(RFLZ, { radioIdOrVin: 'ORBT0004', ...JORDAN, lastName: 'Morgan' });
    }
    captchaRequired(await caller.post(RFLZ, { radioIdOrVin: 'ORBT0004', ...JORDAN }));
    const proof = await solvedCaptcha(caller.post);
    careData(
      await caller.post(RFLZ, { radioIdOrVin: 'ORBT0004', ...JORDAN, ...proof }),
      careIdentifiedAccountSchema,
    );
  });
});
