import { careDeviceLookupResultSchema, careOffersResultSchema } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { USED_CAR_RADIOS } from '../../../db/seed/used-car-radios.ts';
import { CA_HOST, careData, careError } from '../../../testing/care-caller.ts';
import { NEW_OWNER_CA, passedCheck, seededCaller } from './used-car-test-kit.testing.ts';

const OFFERS = '/services/offers/customer';

describe('offers/customer with usedCarBrandingType', () => {
  it('presents the RTP trial for the radio the check passed, with the program code it answered', async () => {
    const caller = await seededCaller({ remoteAddress: '198.51.100.41' });
    const check = await passedCheck(caller, USED_CAR_RADIOS.eligibleUs[0]);
    const answer = careData(
      await caller.post(OFFERS, {
        streaming: false,
        usedCarBrandingType: 'USED_CAR',
        deviceRef: check.deviceRef,
        programCode: check.programCode,
      }),
      careOffersResultSchema,
    );
    expect(answer.leadPlanCode).toBe('US_SAT_AA_RTP_3MO');
    expect(answer.offers).toHaveLength(1);
    expect(answer.offers[0]).toMatchObject({
      planCode: 'US_SAT_AA_RTP_3MO',
      type: 'Trial',
      price: { amountMinor: 0, currency: 'USD' },
      renewalPrice: { amountMinor: 2299, currency: 'USD' },
    });
  });

  it('refuses USED_CAR with 404 DEVICE_NOT_FOUND without a deviceRef the check gave', async () => {
    const caller = await seededCaller({ remoteAddress: '198.51.100.42' });
    const body = {
      streaming: false,
      usedCarBrandingType: 'USED_CAR',
      programCode: 'USUSEDCARRTP3MO',
    };
    careError(await caller.post(OFFERS, body), 404, 'DEVICE_NOT_FOUND');
    const found = careData(
      await caller.post('/services/device/validate', { radioId: USED_CAR_RADIOS.eligibleUs[1] }),
      careDeviceLookupResultSchema,
    );
    careError(
      await caller.post(OFFERS, { ...body, deviceRef: found.deviceRef }),
      404,
      'DEVICE_NOT_FOUND',
    );
    const check = await passedCheck(caller, USED_CAR_RADIOS.eligibleUs[1]);
    careError(
      await caller.post(OFFERS, { ...body, deviceRef: check.deviceRef, programCode: 'USOTHER' }),
      400,
      'INVALID_OFFER_DATA',
    );
    await caller.newSession();
    careError(
      await caller.post(OFFERS, { ...body, deviceRef: check.deviceRef }),
      404,
      'DEVICE_NOT_FOUND',
    );
  });

  it("presents a dealer's trial by branding, no radio needed, in each market", async () => {
    const caller = await seededCaller({ remoteAddress: '198.51.100.43' });
    const serviceLane = careData(
      await caller.post(OFFERS, { streaming: false, usedCarBrandingType: 'SLTC_SERVICE_LANE' }),
      careOffersResultSchema,
    );
    expect(serviceLane.offers.map((offer) => offer.planCode)).toEqual(['US_SAT_AA_SLTC_3MO']);
    const canadian = await seededCaller({ host: CA_HOST, remoteAddress: '198.51.100.44' });
    for (const province of ['QC', 'ON']) {
      const usedLot = careData(
        await canadian.post(OFFERS, {
          streaming: false,
          usedCarBrandingType: 'SLTC_USED_CAR',
          province,
        }),
        careOffersResultSchema,
      );
      expect(usedLot.offers[0]).toMatchObject({
        planCode: 'CA_SAT_AA_SLTC_USED_3MO',
        type: 'Trial',
        renewalPrice: { amountMinor: 2499, currency: 'CAD' },
      });
    }
    const rtp = await passedCheck(canadian, USED_CAR_RADIOS.eligibleCa[1], NEW_OWNER_CA);
    const caRtp = careData(
      await canadian.post(OFFERS, {
        streaming: false,
        usedCarBrandingType: 'USED_CAR',
        deviceRef: rtp.deviceRef,
        programCode: rtp.programCode,
        province: 'QC',
      }),
      careOffersResultSchema,
    );
    expect(caRtp.leadPlanCode).toBe('CA_SAT_AA_RTP_3MO');
  });
});
