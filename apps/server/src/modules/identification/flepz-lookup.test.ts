import { careFlepzResultSchema } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { CA_HOST, careCaller, careData, careError } from '../../testing/care-caller.ts';
import { captchaRequired, solvedCaptcha } from '../../testing/human-checks.ts';
import {
  CANADIAN_DETAILS,
  identificationOfCaller,
  identifiedAccessOf,
  OWNER_DETAILS,
} from './lookup-test-kit.ts';

const FLEPZ = '/services/identity/customer/flepz';
const { accountNumber: _owner, ...OWNER } = OWNER_DETAILS;
const { accountNumber: _canadian, ...CANADIAN } = CANADIAN_DETAILS;

const NOT_FOUND = {
  authenticationType: 'FLEPZ',
  verified: false,
  firstName: null,
  radios: [],
  streaming: [],
  hasActiveSubscription: false,
  accountsFound: 0,
};

describe('POST /services/identity/customer/flepz', () => {
  it('finds the account when all five match, however they are typed, and verifies the session', async () => {
    const caller = await careCaller();
    const response = await caller.post(FLEPZ, {
      firstName: 'JORDAN',
      lastName: 'rivera',
      email: 'Owner@OrbitRadio.test',
      phoneNumber: '512-555-0101',
      zipCode: '78701-1234',
    });
    const found = careData(response, careFlepzResultSchema);
    expect(found).toMatchObject({
      authenticationType: 'FLEPZ',
      verified: true,
      firstName: 'Jordan',
      accountsFound: 1,
      hasActiveSubscription: true,
    });
    expect(found.radios.map((radio) => [radio.radioIdLastFour, radio.planName])).toEqual([
      ['0003', 'Platinum'],
      ['0004', 'All Access'],
    ]);
    for (const radio of found.radios) expect(radio.deviceRef).toMatch(/^orad_/);
    expect(response.body).not.toContain('ORBA0003');
    expect(response.body).not.toContain('10000001');
    expect(await identificationOfCaller(caller)).toMatchObject({
      accountNumber: '10000001',
      method: 'FLEPZ',
      verifiedAt: caller.clock.now(),
    });
    // A FLEPZ match proves last name, phone and zip: account calls open to the identified.
    await expect(identifiedAccessOf(caller)).resolves.toMatchObject({
      via: 'identified',
      account: { accountNumber: '10000001' },
    });
  });

  it('shows a streaming subscriber their masked sign-in, and forgives accents in Canada', async () => {
    const caller = await careCaller();
    const listener = careData(
      await caller.post(FLEPZ, {
        firstName: 'Lee',
        lastName: 'Park',
        email: 'listener@orbitradio.test',
        phoneNumber: '2125550142',
        zipCode: '10022',
      }),
      careFlepzResultSchema,
    );
    expect(listener.radios).toEqual([]);
    expect(listener.streaming).toEqual([
      {
        subscriptionId: 'sub_seed_streaming_0006',
        maskedUsername: 'l******@orbitradio.test',
        planName: 'Streaming Platinum',
        status: 'Active',
      },
    ]);

    const canadian = await careCaller({ host: CA_HOST });
    const found = careData(
      await canadian.post(FLEPZ, {
        ...CANADIAN,
        firstName: 'elise',
        zipCode: 'h3b1a6',
        locale: 'fr-CA',
      }),
      careFlepzResultSchema,
    );
    expect(found).toMatchObject({ accountsFound: 1, firstName: 'Élise' });
    expect(found.radios[0]).toMatchObject({ radioIdLastFour: '0005', status: 'closed' });
  });

  it('answers an empty list, the same for every kind of miss, and identifies no one', async () => {
    const caller = await careCaller();
    const bodies = new Set<string>();
    for (const change of [
      { lastName: 'Morgan' },
      { firstName: 'Casey' },
      { zipCode: '33139' },
      { phoneNumber: '3055550102' },
      { email: 'nobody@orbitradio.test' },
    ]) {
      const response = await caller.post(FLEPZ, { ...OWNER, ...change });
      expect(careData(response, careFlepzResultSchema)).toEqual(NOT_FOUND);
      bodies.add(response.body);
    }
    expect(bodies.size).toBe(1);
    expect(await identificationOfCaller(caller)).toBeUndefined();
  });

  it('refuses a phone no one can have as PHONE_INVALID, and each broken field by name', async () => {
    const caller = await careCaller();
    const phone = careError(
      await caller.post(FLEPZ, { ...OWNER, phoneNumber: '1125550101' }),
      400,
      'INVALID_PAYLOAD',
    );
    expect(phone.fieldErrors).toEqual([{ errorCode: 'PHONE_INVALID', fieldName: 'phoneNumber' }]);
    const broken = careError(
      await caller.post(FLEPZ, {
        firstName: 'J0rdan',
        lastName: '',
        email: 'owner@',
        phoneNumber: '512555',
        zipCode: '7870',
      }),
      400,
      'INVALID_PAYLOAD',
    );
    expect(broken.fieldErrors).toEqual([
      { errorCode: 'INVALID', fieldName: 'firstName' },
      { errorCode: 'REQUIRED', fieldName: 'lastName' },
      { errorCode: 'INVALID', fieldName: 'email' },
      { errorCode: 'TOO_SHORT', fieldName: 'phoneNumber' },
      { errorCode: 'INVALID', fieldName: 'zipCode' },
    ]);
    const missing = careError(await caller.post(FLEPZ, {}), 400, 'INVALID_PAYLOAD');
    expect(missing.fieldErrors.map((field) => field.errorCode)).toEqual(Array(5).fill('REQUIRED'));
  });

  it('asks for a human check past 10 lookups per email an hour; limits each address', async () => {
    const caller = await careCaller();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await caller.post(FLEPZ, { ...OWNER, zipCode: '33139' })).statusCode).toBe(200);
    }
    captchaRequired(await caller.post(FLEPZ, { ...OWNER, email: 'OWNER@orbitradio.test' }));
    const proof = await solvedCaptcha(caller.post);
    expect(
      careData(await caller.post(FLEPZ, { ...OWNER, ...proof }), careFlepzResultSchema)
        .accountsFound,
    ).toBe(1);
    const perAddress = await careCaller({ env: { IDENTITY_LOOKUPS_PER_IP_PER_MINUTE: '2' } });
    await perAddress.post(FLEPZ, { ...OWNER, email: 'a@orbitradio.test' });
    await perAddress.post(FLEPZ, { ...OWNER, email: 'b@orbitradio.test' });
    careError(await perAddress.post(FLEPZ, OWNER), 429, 'RATE_LIMIT_EXCEEDED');
  });
});
