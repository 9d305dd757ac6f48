import {
  careDeviceInfoResultSchema,
  careDeviceLookupResultSchema,
  careLicensePlateResultSchema,
} from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { CA_HOST, careCaller, careData, careError } from '../../testing/care-caller.ts';
import { captchaRequired, solvedCaptcha } from '../../testing/human-checks.ts';

const PLATE = '/services/identity/device/license-plate';
const INFO = '/services/device/info';

describe('POST /services/identity/device/license-plate', () => {
  it("answers the plate's radio with the VIN's last four only", async () => {
    const caller = await careCaller();
    const response = await caller.post(PLATE, {
      licensePlate: '8trl 456',
      state: 'CA',
      consent: true,
    });
    const found = careData(response, careLicensePlateResultSchema);
    expect(found).toMatchObject({
      radioIdLastFour: '0004',
      vinLastFour: '0004',
      maskedVin: '*************0004',
      vehicle: { year: 2024, make: 'Lumen', model: 'Arc' },
    });
    expect(response.body).not.toContain('1LMNA2AR2RA000004');
    expect(response.body).not.toContain('ORBT0004');

    const canadian = await careCaller({ host: CA_HOST });
    expect(
      careData(
        await canadian.post(PLATE, { licensePlate: 'G45ORB', state: 'QC', consent: true }),
        careLicensePlateResultSchema,
      ).vinLastFour,
    ).toBe('0005');
  });

  it('needs the consent box, a state of the market, and finds nothing for an unknown plate', async () => {
    const caller = await careCaller();
    const noConsent = careError(
      await caller.post(PLATE, { licensePlate: '8TRL456', state: 'CA' }),
      400,
      'INVALID_PAYLOAD',
    );
    expect(noConsent.fieldErrors).toEqual([{ errorCode: 'REQUIRED', fieldName: 'consent' }]);
    const refused = careError(
      await caller.post(PLATE, { licensePlate: '8TRL456', state: 'QC', consent: false }),
      400,
      'INVALID_PAYLOAD',
    );
    expect(refused.fieldErrors).toEqual([
      { errorCode: 'INVALID', fieldName: 'state' },
      { errorCode: 'REQUIRED', fieldName: 'consent' },
    ]);
    careError(
      await caller.post(PLATE, { licensePlate: 'NOPE123', state: 'CA', consent: true }),
      404,
      'DEVICE_NOT_FOUND',
    );
  });

  it('asks for a human check past 10 lookups of one plate an hour', async () => {
    const caller = await careCaller();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await caller.post(PLATE, { licensePlate: 'NOPE123', state: 'CA', consent: true });
    }
    captchaRequired(
      await caller.post(PLATE, { licensePlate: 'nope-123', state: 'CA', consent: true }),
    );
    const proof = await solvedCaptcha(caller.post);
    const unknown = { licensePlate: 'NOPE123', state: 'CA', consent: true, ...proof };
    careError(await caller.post(PLATE, unknown), 404, 'DEVICE_NOT_FOUND');
  });
});

describe('POST /services/device/info', () => {
  it("answers a radio's vehicle, status and the trial it runs, never its account", async () => {
    const caller = await careCaller();
    const response = await caller.post(INFO, { radioId: 'orbt0004' });
    expect(careData(response, careDeviceInfoResultSchema)).toMatchObject({
      radioIdLastFour: '0004',
      deviceType: 'car',
      vehicle: { year: 2024, make: 'Lumen', model: 'Arc' },
      status: 'active',
      promoCode: 'US_SAT_AA_TRIAL_12MO',
    });
    expect(response.body).not.toContain('10000001');
    expect(
      careData(await caller.post(INFO, { radioId: 'ORBN0001' }), careDeviceInfoResultSchema),
    ).toMatchObject({ status: 'new', promoCode: null, vehicle: null });
    careError(await caller.post(INFO, { radioId: 'ZZZZ9999' }), 404, 'DEVICE_NOT_FOUND');
  });

  it("takes the last four with this session's deviceRef, and nothing else", async () => {
    const caller = await careCaller();
    const { deviceRef } = careData(
      await caller.post('/services/device/validate', { radioId: 'ORBC0002' }),
      careDeviceLookupResultSchema,
    );
    expect(
      careData(await caller.post(INFO, { radioId: '0002', deviceRef }), careDeviceInfoResultSchema)
        .status,
    ).toBe('closed');
    careError(await caller.post(INFO, { radioId: '0003', deviceRef }), 404, 'DEVICE_NOT_FOUND');
    const noRef = careError(await caller.post(INFO, { radioId: '0002' }), 400, 'INVALID_PAYLOAD');
    expect(noRef.fieldErrors).toEqual([{ errorCode: 'REQUIRED', fieldName: 'deviceRef' }]);
    await caller.newSession();
    careError(await caller.post(INFO, { radioId: '0002', deviceRef }), 404, 'DEVICE_NOT_FOUND');
  });
});
