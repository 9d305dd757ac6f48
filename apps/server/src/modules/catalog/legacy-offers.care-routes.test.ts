import {
  careAllPackageDescResultSchema,
  careDeviceLookupResultSchema,
  careOffersResultSchema,
  careUseCaseResultSchema,
  commerceInfoSchema,
  TAX_TABLE,
} from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { careUseCases } from '../../db/schema/index.ts';
import { CA_HOST, careCaller, careData, careError } from '../../testing/care-caller.ts';

describe('POST /services/offers/customer/add', () => {
  it('answers what offers/customer answers for the radio being added', async () => {
    const caller = await careCaller();
    const body = { streaming: false, radioId: 'ORBN0001' };
    const added = careData(
      await caller.post('/services/offers/customer/add', body),
      careOffersResultSchema,
    );
    const customer = careData(
      await caller.post('/services/offers/customer', body),
      careOffersResultSchema,
    );
    expect(added).toEqual(customer);
    expect(added.offers.map((offer) => offer.fallbackReason)).toEqual([null, null, null, null]);
  });

  it("reads the radio from this session's deviceRef, and refuses a radio already paid for", async () => {
    const caller = await careCaller();
    const { deviceRef } = careData(
      await caller.post('/services/device/validate', { radioId: 'ORBC0002' }),
      careDeviceLookupResultSchema,
    );
    const result = careData(
      await caller.post('/services/offers/customer/add', { streaming: false, deviceRef }),
      careOffersResultSchema,
    );
    expect(result.offers[0]).toMatchObject({
      planCode: 'US_SAT_MS_MO',
      fallbackReason: 'INELIGIBLE',
    });
    careError(
      await caller.post('/services/offers/customer/add', { streaming: false, radioId: 'orba0003' }),
      409,
      'ACTIVE_SATELLITE_SUBSCRIPTION',
    );
    await caller.newSession();
    careError(
      await caller.post('/services/offers/customer/add', { streaming: false, deviceRef }),
      404,
      'DEVICE_NOT_FOUND',
    );
  });
});

describe('POST /services/offers/all-package-desc', () => {
  it("describes every package on sale in the market, in the reader's language", async () => {
    const us = await careCaller();
    const english = careData(
      await us.post('/services/offers/all-package-desc', { locale: 'en-US' }),
      careAllPackageDescResultSchema,
    );
    const ids = english.packages.map((entry) => entry.packageId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(['SXM_ALL_ACCESS', 'SXM_PLATINUM']));
    expect(english.packages).toContainEqual({
      packageId: 'SXM_ALL_ACCESS',
      packageName: 'All Access',
      serviceType: 'satellite',
      description: 'All Access',
      features: ['Every channel in your car', 'Live sports play-by-play', 'The Orbit app included'],
    });
    // A package no campaign of the market describes still has its name.
    expect(english.packages).toContainEqual({
      packageId: 'SXM_MUSIC_CHOICE',
      packageName: 'Music Choice',
      serviceType: 'satellite',
      description: null,
      features: [],
    });
    const ca = await careCaller({ host: CA_HOST });
    const french = careData(
      await ca.post('/services/offers/all-package-desc', { locale: 'fr-CA', oemDevice: true }),
      careAllPackageDescResultSchema,
    );
    expect(french.packages[0]).toEqual({
      packageId: 'SXM_STREAMING_ESSENTIAL',
      packageName: 'Essentiel – diffusion en continu',
      serviceType: 'streaming',
      description: 'Essentiel – diffusion en continu',
      features: [
        'Chaînes de musique sans publicité',
        'Nouvelles et émissions-débats',
        "Écoute dans l'appli et sur le Web",
      ],
    });
    expect(french.packages.find((entry) => entry.packageId === 'SXM_ALL_ACCESS')).toMatchObject({
      packageName: 'Accès intégral',
      features: expect.arrayContaining(['La description des matchs de hockey en direct']),
    });
    // Canada does not sell Platinum on a radio: only what the market has on sale.
    expect(french.packages.map((entry) => entry.packageId)).not.toContain('SXM_PLATINUM');
  });
});

describe('POST /services/offers/commerce/info', () => {
  it("gives the market's currency, billing platforms, tax rule and fees", async () => {
    const us = await careCaller();
    const usInfo = careData(
      await us.post('/services/offers/commerce/info', {}),
      commerceInfoSchema,
    );
    expect(usInfo).toEqual({
      country: 'us',
      currency: 'USD',
      // Roku sells a Platinum plan billed by Roku Pay (the sandbox entitlement partner, ADR 077).
      billingPlatforms: ['Direct', 'AppleAppStore', 'RokuPay'],
      taxDisplay: 'ADDED_AT_CHECKOUT',
      taxTableAsOf: TAX_TABLE.asOf,
      // The seeded satellite plans' one-time fee, and the checkout's royalty fee rate.
      activationFee: { amountMinor: 1500, currency: 'USD' },
      royaltyFeeRatePpm: 214_000,
    });
    const ca = await careCaller({ host: CA_HOST });
    const caInfo = careData(
      await ca.post('/services/offers/commerce/info', {}),
      commerceInfoSchema,
    );
    expect(caInfo).toEqual({
      country: 'ca',
      currency: 'CAD',
      billingPlatforms: ['Direct', 'GooglePlayStore'],
      taxDisplay: 'ADDED_AT_CHECKOUT',
      taxTableAsOf: TAX_TABLE.asOf,
      activationFee: null,
      royaltyFeeRatePpm: null,
    });
    careError(
      await ca.post('/services/offers/commerce/info', { country: 'us' }),
      400,
      'INVALID_PAYLOAD',
    );
  });
});

describe('POST /services/utility/update-usecase', () => {
  it('keeps the page’s use case with the care session, as apigateway/update-usecase does', async () => {
    const caller = await careCaller();
    expect(
      careData(
        await caller.post('/services/utility/update-usecase', { useCase: 'ONLINE_CANCELLATION' }),
        careUseCaseResultSchema,
      ),
    ).toEqual({ useCase: 'ONLINE_CANCELLATION' });
    expect((await caller.db.select().from(careUseCases)).map((row) => row.useCase)).toEqual([
      'ONLINE_CANCELLATION',
    ]);
    careError(
      await caller.post('/services/utility/update-usecase', { useCase: 'SOMETHING_ELSE' }),
      400,
      'INVALID_PAYLOAD',
    );
  });
});
