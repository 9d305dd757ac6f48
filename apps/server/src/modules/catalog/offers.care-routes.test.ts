import {
  careDeviceLookupResultSchema,
  careOfferInfoResultSchema,
  careOffersResultSchema,
  carePromoCodeValidateResultSchema,
  promoCodeStatusOfFailure,
} from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import {
  CA_HOST,
  careCaller,
  careData,
  careError,
  ORBIT_OWNER,
} from '../../testing/care-caller.ts';

const planCodes = (result: { offers: { planCode: string }[] }) =>
  result.offers.map((offer) => offer.planCode);

describe('POST /services/offers', () => {
  it('presents the organic streaming offers: Monthly only when several, the first as lead', async () => {
    const caller = await careCaller();
    const result = careData(
      await caller.post('/services/offers', { streaming: true }),
      careOffersResultSchema,
    );
    // The organic Annual offer (US_STREAM_PLAT_YR) is left out: several offers qualify.
    expect(planCodes(result)).toEqual(['US_STREAM_ESS_3MOFREE_MO', 'US_STREAM_PLAT_6MO5_MO']);
    expect(result.leadPlanCode).toBe('US_STREAM_ESS_3MOFREE_MO');
    expect(result.presentmentTestCell).toBeNull();
    expect(result.offers[0]).toMatchObject({
      packageName: 'Streaming Essential',
      serviceType: 'streaming',
      type: 'Trial',
      baseTerm: 'Monthly',
      price: { amountMinor: 0, currency: 'USD' },
      renewalPrice: { amountMinor: 999, currency: 'USD' },
      renewalTermMonths: 1,
      activationFee: null,
      royaltyFeeApplies: true,
      newSubscribersOnly: true,
      campaignId: 'us_streaming_organic',
      deal: null,
      fallbackReason: null,
    });
    expect(result.offers[1]).toMatchObject({
      type: 'Promo',
      price: { amountMinor: 500, currency: 'USD' },
      deal: {
        code: 'AMZ_DOT',
        etfAmount: { amountMinor: 5000, currency: 'USD' },
        etfTermMonths: 12,
      },
    });
  });

  it('keeps an Annual offer when it is the only one, drops it when a Monthly one comes too', async () => {
    const caller = await careCaller();
    const alone = careData(
      await caller.post('/services/offers', { streaming: false, programCode: 'USSATAAYR' }),
      careOffersResultSchema,
    );
    expect(alone.offers).toMatchObject([
      {
        planCode: 'US_SAT_AA_YR',
        baseTerm: 'Annual',
        renewalTermMonths: 12,
        activationFee: { amountMinor: 1500, currency: 'USD' },
      },
    ]);
    const both = careData(
      await caller.post('/services/offers', { streaming: false, programCode: 'USSATAA6MO5' }),
      careOffersResultSchema,
    );
    expect(planCodes(both)).toEqual(['US_SAT_AA_6MO5_MO']);
  });

  it('opens the offers of a program code of the allow-list, in any case', async () => {
    const caller = await careCaller();
    const result = careData(
      await caller.post('/services/offers', { streaming: true, programCode: 'ustpsrtp3mo99' }),
      careOffersResultSchema,
    );
    expect(result.offers).toMatchObject([
      {
        planCode: 'US_STREAM_PLAT_3MO99_MO',
        type: 'Promo',
        price: { amountMinor: 99, currency: 'USD' },
        fallbackReason: null,
      },
    ]);
  });

  it('gives the organic offers marked NOT_FOUND for a code off the allow-list or of the partner', async () => {
    const caller = await careCaller();
    for (const programCode of ['NOTACODE', 'USSATAA6MO5', 'AMEXPSRTP6MOFREE', 'CATMSRTP3MOFREE']) {
      const result = careData(
        await caller.post('/services/offers', { streaming: true, programCode }),
        careOffersResultSchema,
      );
      expect(planCodes(result), programCode).toEqual([
        'US_STREAM_ESS_3MOFREE_MO',
        'US_STREAM_PLAT_6MO5_MO',
      ]);
      expect(result.offers.every((offer) => offer.fallbackReason === 'NOT_FOUND')).toBe(true);
    }
    const partner = careData(
      await caller.post('/services/offers', {
        streaming: true,
        programCode: 'AMEXPSRTP6MOFREE',
        redemptionType: 'AMEX',
      }),
      careOffersResultSchema,
    );
    expect(planCodes(partner)).toEqual(['US_STREAM_PLAT_6MOFREE_MO']);
  });

  it('replaces an offer whose sale ended by its fallback, EXPIRED; an ended code gives organic EXPIRED', async () => {
    const caller = await careCaller();
    const ended = careData(
      await caller.post('/services/offers', {
        streaming: true,
        programCode: 'USTPSRTP3MOFREEROKT',
      }),
      careOffersResultSchema,
    );
    expect(ended.offers).toMatchObject([
      { planCode: 'US_STREAM_PLAT_3MOFREE_MO', fallbackReason: 'EXPIRED' },
    ]);
    const endedCode = careData(
      await caller.post('/services/offers', { streaming: true, programCode: 'USTPSRTP3MO99AFF' }),
      careOffersResultSchema,
    );
    expect(endedCode.offers.map((offer) => offer.fallbackReason)).toEqual(['EXPIRED', 'EXPIRED']);
  });

  it('answers the fallback of each offer when asked (retrieveFallbackOffer), INELIGIBLE', async () => {
    const caller = await careCaller();
    const result = careData(
      await caller.post('/services/offers', { streaming: true, retrieveFallbackOffer: true }),
      careOffersResultSchema,
    );
    expect(result.offers).toMatchObject([
      { planCode: 'US_STREAM_ESS_MO', type: 'SelfPay', fallbackReason: 'INELIGIBLE' },
      { planCode: 'US_STREAM_PLAT_MO', type: 'SelfPay', fallbackReason: 'INELIGIBLE' },
    ]);
  });

  it("opens a promo code's offer, and refuses a refused code with its reason", async () => {
    const caller = await careCaller();
    const result = careData(
      await caller.post('/services/offers', { streaming: true, marketingPromoCode: 'stream3free' }),
      careOffersResultSchema,
    );
    expect(planCodes(result)).toEqual(['US_STREAM_ESS_3MOFREE_MO']);
    const expired = careError(
      await caller.post('/services/offers', { streaming: true, marketingPromoCode: 'SUMMER2024' }),
      400,
      'OFFER_EXPIRED',
    );
    expect(expired.fieldErrors).toEqual([
      { errorCode: 'OUTSIDE_START_AND_END_DATE', fieldName: 'marketingPromoCode' },
    ]);
    const empty = careError(
      await caller.post('/services/offers', { streaming: true, marketingPromoCode: '' }),
      400,
      'INVALID_OFFER_DATA',
    );
    expect(empty.fieldErrors).toEqual([{ errorCode: 'REQUIRED', fieldName: 'marketingPromoCode' }]);
  });

  it('presents Canadian offers in Canadian dollars and French on the Canadian site', async () => {
    const caller = await careCaller({ host: CA_HOST });
    const result = careData(
      await caller.post('/services/offers', { streaming: true, locale: 'fr-CA', province: 'QC' }),
      careOffersResultSchema,
    );
    expect(result.offers).toMatchObject([
      {
        planCode: 'CA_STREAM_ESS_3MOFREE_MO',
        packageName: 'Essentiel – diffusion en continu',
        renewalPrice: { amountMinor: 1099, currency: 'CAD' },
        royaltyFeeApplies: true,
      },
      { planCode: 'CA_STREAM_PLAT_MO', packageName: 'Platine – diffusion en continu' },
    ]);
    const badProvince = careError(
      await caller.post('/services/offers', { streaming: true, province: 'TX' }),
      400,
      'INVALID_PAYLOAD',
    );
    expect(badProvince.fieldErrors).toEqual([{ errorCode: 'INVALID', fieldName: 'province' }]);
    // A US program code on the Canadian site opens nothing there.
    const usCode = careData(
      await caller.post('/services/offers', { streaming: true, programCode: 'USTPSRTP3MOFREE' }),
      careOffersResultSchema,
    );
    expect(usCode.offers.every((offer) => offer.planCode.startsWith('CA_'))).toBe(true);
  });

  it('needs a care session and a well-formed body', async () => {
    const caller = await careCaller();
    careError(
      await caller.app.inject({
        method: 'POST',
        url: '/services/offers',
        payload: { streaming: true },
      }),
      401,
      'SESSION_TIMED_OUT',
    );
    const error = careError(
      await caller.post('/services/offers', { streaming: 'yes', extra: 1 }),
      400,
      'INVALID_PAYLOAD',
    );
    expect(error.fieldErrors).toEqual(
      expect.arrayContaining([
        { errorCode: 'INVALID', fieldName: 'streaming' },
        { errorCode: 'UNKNOWN_FIELD', fieldName: 'extra' },
      ]),
    );
  });
});

describe('POST /services/offers/customer', () => {
  it('swaps offers for new subscribers for their fallback when the email already had the service', async () => {
    const caller = await careCaller();
    const listener = careData(
      await caller.post('/services/offers/customer', {
        streaming: true,
        email: 'Listener@orbitradio.test',
      }),
      careOffersResultSchema,
    );
    expect(listener.offers).toMatchObject([
      { planCode: 'US_STREAM_ESS_MO', fallbackReason: 'INELIGIBLE' },
      { planCode: 'US_STREAM_PLAT_MO', fallbackReason: 'INELIGIBLE' },
    ]);
    const newcomer = careData(
      await caller.post('/services/offers/customer', {
        streaming: true,
        email: 'newcomer@orbitradio.test',
      }),
      careOffersResultSchema,
    );
    expect(planCodes(newcomer)).toEqual(['US_STREAM_ESS_3MOFREE_MO', 'US_STREAM_PLAT_6MO5_MO']);
    // The owner had satellite, not streaming: streaming trials stay theirs.
    const owner = careData(
      await caller.post('/services/offers/customer', {
        streaming: true,
        email: 'owner@orbitradio.test',
      }),
      careOffersResultSchema,
    );
    expect(owner.offers.every((offer) => offer.fallbackReason === null)).toBe(true);
  });

  it('reads the radio from a find-your-radio deviceRef of this session only', async () => {
    const caller = await careCaller();
    const { deviceRef } = careData(
      await caller.post('/services/device/validate', { radioId: 'ORBC0002' }),
      careDeviceLookupResultSchema,
    );
    // The closed radio had satellite service: the satellite promos fall back.
    const result = careData(
      await caller.post('/services/offers/customer', { streaming: false, deviceRef }),
      careOffersResultSchema,
    );
    expect(result.offers).toMatchObject([
      { planCode: 'US_SAT_MS_MO', fallbackReason: 'INELIGIBLE' },
      { planCode: 'US_SAT_AA_MO', fallbackReason: 'INELIGIBLE' },
      { planCode: 'US_SAT_PLAT_MO', fallbackReason: 'INELIGIBLE' },
      { planCode: 'US_SAT_NST_MO', fallbackReason: null },
    ]);
    await caller.newSession();
    careError(
      await caller.post('/services/offers/customer', { streaming: false, deviceRef }),
      404,
      'DEVICE_NOT_FOUND',
    );
  });

  it('sends a radio with a paid subscription running to the active-subscription path', async () => {
    const caller = await careCaller();
    careError(
      await caller.post('/services/offers/customer', { streaming: false, radioId: 'orba0003' }),
      409,
      'ACTIVE_SATELLITE_SUBSCRIPTION',
    );
    // A new radio has no past: the promos stay.
    const fresh = careData(
      await caller.post('/services/offers/customer', { streaming: false, radioId: 'ORBN0001' }),
      careOffersResultSchema,
    );
    expect(fresh.offers.map((offer) => offer.fallbackReason)).toEqual([null, null, null, null]);
  });

  it('answers 404 for an unknown radio or subscription', async () => {
    const caller = await careCaller();
    careError(
      await caller.post('/services/offers/customer', { streaming: false, radioId: 'ZZZZ9999' }),
      404,
      'DEVICE_NOT_FOUND',
    );
    careError(
      await caller.post('/services/offers/customer', {
        streaming: true,
        subscriptionId: 'sub_nope',
      }),
      404,
      'SUBSCRIPTION_NOT_FOUND',
    );
  });

  it("uses the signed-in owner's accounts, and the subscription's account", async () => {
    const caller = await careCaller();
    const bySubscription = careData(
      await caller.post('/services/offers/customer', {
        streaming: false,
        subscriptionId: 'sub_seed_trial_0004',
      }),
      careOffersResultSchema,
    );
    expect(bySubscription.offers[0]?.fallbackReason).toBe('INELIGIBLE');
    await caller.signIn(ORBIT_OWNER.username, ORBIT_OWNER.password);
    const signedIn = careData(
      await caller.post('/services/offers/customer', { streaming: false }),
      careOffersResultSchema,
    );
    expect(signedIn.offers[0]).toMatchObject({
      planCode: 'US_SAT_MS_MO',
      fallbackReason: 'INELIGIBLE',
    });
  });
});

describe('POST /services/offers/info', () => {
  it("describes plans with their campaign's highlights, in the reader's language", async () => {
    const us = await careCaller();
    const info = careData(
      await us.post('/services/offers/info', {
        planCodes: [{ planCode: 'US_STREAM_PLAT_6MO5_MO' }, { planCode: 'US_SAT_NST_MO' }],
      }),
      careOfferInfoResultSchema,
    );
    expect(info.offers[0]).toMatchObject({
      planCode: 'US_STREAM_PLAT_6MO5_MO',
      packageName: 'Streaming Platinum',
      description: 'Streaming Platinum',
      features: expect.arrayContaining(['Live sports play-by-play']),
      renewalPrice: { amountMinor: 1499, currency: 'USD' },
      legal: expect.stringContaining('new subscribers only'),
    });
    expect(info.offers[1]?.features).toEqual(['News, sports talk and comedy', 'No music channels']);
    const ca = await careCaller({ host: CA_HOST });
    const french = careData(
      await ca.post('/services/offers/info', {
        planCodes: [{ planCode: 'CA_SAT_AA_6MO5_MO' }],
        locale: 'fr-CA',
      }),
      careOfferInfoResultSchema,
    );
    expect(french.offers[0]).toMatchObject({
      packageName: 'Accès intégral',
      features: expect.arrayContaining(["L'appli Orbit incluse"]),
      legal: expect.stringContaining('nouveaux abonnés'),
    });
  });

  it('refuses a plan code that is not an offer of this market', async () => {
    const caller = await careCaller();
    const error = careError(
      await caller.post('/services/offers/info', {
        planCodes: [{ planCode: 'US_STREAM_PLAT_MO' }, { planCode: 'CA_STREAM_PLAT_MO' }],
      }),
      404,
      'OFFER_NOT_FOUND',
    );
    expect(error.fieldErrors).toEqual([
      { errorCode: 'INVALID', fieldName: 'planCodes.1.planCode' },
    ]);
  });
});

describe('POST /services/offers/promocode/validate', () => {
  const validate = (
    caller: Awaited<ReturnType<typeof careCaller>>,
    code: string,
    streaming = true,
  ) => caller.post('/services/offers/promocode/validate', { marketingPromoCode: code, streaming });

  it('answers the offer of a usable code, whatever its case', async () => {
    const caller = await careCaller();
    expect(
      careData(await validate(caller, 'Stream3Free'), carePromoCodeValidateResultSchema),
    ).toEqual({ status: 'valid', planCode: 'US_STREAM_ESS_3MOFREE_MO' });
  });

  it('refuses each invalid status with the field code the web app maps back', async () => {
    const caller = await careCaller();
    const cases = [
      ['summer2024', 'OFFER_EXPIRED', 'OUTSIDE_START_AND_END_DATE', 'Expired'],
      ['WelcomeOnce', 'OFFER_REDEEMED', 'ALREADY_REDEEMED', 'Redeemed'],
      ['SPRING2026', 'INVALID_OFFER_DATA', 'PROMO_CODE_CANCELED', 'Canceled'],
      ['NOSUCHCODE', 'INVALID_OFFER_DATA', 'NOT_FOUND', 'Invalid'],
    ] as const;
    for (const [code, errorCode, fieldCode, status] of cases) {
      const error = careError(await validate(caller, code), 400, errorCode);
      expect(error.fieldErrors).toEqual([
        { errorCode: fieldCode, fieldName: 'marketingPromoCode' },
      ]);
      expect(promoCodeStatusOfFailure(error.fieldErrors[0]?.errorCode)).toBe(status);
    }
    expect(
      careError(await validate(caller, 'WELCOMEONCE'), 400, 'OFFER_REDEEMED').errorPropKey,
    ).toBe('error.code.promo.code.service.already');
  });

  it('keeps a streaming code to streaming, and a US code to the US site', async () => {
    const caller = await careCaller();
    const satellite = careError(
      await validate(caller, 'STREAM3FREE', false),
      400,
      'INVALID_OFFER_DATA',
    );
    expect(satellite.fieldErrors[0]?.errorCode).toBe('INELIGIBLE_PROMO_CODE');
    const ca = await careCaller({ host: CA_HOST });
    expect(
      careError(await validate(ca, 'STREAM3FREE'), 400, 'INVALID_OFFER_DATA').fieldErrors[0]
        ?.errorCode,
    ).toBe('INELIGIBLE_PROMO_CODE');
    expect(
      careData(await validate(ca, 'bienvenue3'), carePromoCodeValidateResultSchema).planCode,
    ).toBe('CA_STREAM_ESS_3MOFREE_MO');
  });

  it('refuses an empty code as REQUIRED', async () => {
    const caller = await careCaller();
    const error = careError(await validate(caller, '  '), 400, 'INVALID_OFFER_DATA');
    expect(error.fieldErrors).toEqual([{ errorCode: 'REQUIRED', fieldName: 'marketingPromoCode' }]);
  });
});
