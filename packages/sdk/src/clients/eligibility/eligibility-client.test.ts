import type { Offer } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { isServiceError } from '../../http/sdk-errors.ts';
import { createOrbitSdk } from '../../orbit-sdk.ts';
import {
  FAKE_ORIGIN,
  FakeService,
  fakeApplicationConfig,
  fakeDeviceGrant,
  fakeSession,
} from '../../testing/fake-service.ts';
import { createEligibilityClient } from './index.ts';

const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' as const });

const trial: Offer = {
  id: 'US_STREAM_ESS_3MOFREE_MO',
  name: 'Streaming Essential — 3 months free',
  baseTerm: 'Monthly',
  billingPlatform: 'Direct',
  products: [{ id: 'SXM_STREAMING_ESSENTIAL', productType: 'main' }],
  basePrice: usd(999),
  phases: [
    {
      type: 'Free',
      duration: { kind: 'finite', months: 3 },
      billingPeriod: { unit: 'months', count: 1 },
      price: { total: usd(0) },
    },
    {
      type: 'AutoRenewing',
      duration: { kind: 'infinite' },
      billingPeriod: { unit: 'months', count: 1 },
      price: { total: usd(999) },
    },
  ],
  campaignId: 'us_streaming_organic',
};

/** An SDK on an anonymous session whose every request URL (query included) is kept. */
async function anonymousSdk() {
  const service = new FakeService();
  const urls: URL[] = [];
  const sdk = createOrbitSdk({
    serviceOrigin: FAKE_ORIGIN,
    runtime: {
      ...service.runtime,
      fetch: (input, init) => {
        urls.push(new URL(input));
        return service.runtime.fetch(input, init);
      },
    },
  });
  sdk.config.supply(fakeApplicationConfig(), service.time.now());
  service.on('POST /device/v1/grants', { status: 200, body: fakeDeviceGrant(service.time.now()) });
  service.on('POST /session/v1/sessions/anonymous', {
    status: 200,
    body: fakeSession(service.time.now(), { accessToken: 'anon-access' }),
  });
  await sdk.session.bootstrap();
  return { sdk, service, urls, eligibility: createEligibilityClient(sdk) };
}

describe('eligibility client', () => {
  it('asks for new offers with the query as given, on the anonymous bearer token', async () => {
    const { service, urls, eligibility } = await anonymousSdk();
    service.on('GET /eligibility/v1/offers/new', { status: 200, body: { offers: [trial] } });
    const offers = await eligibility.newOffers({
      country: 'us',
      serviceType: 'streaming',
      trialPreference: 'trial',
    });
    expect(offers).toEqual([trial]);
    const url = urls.at(-1);
    expect(url?.pathname).toBe('/eligibility/v1/offers/new');
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
      country: 'us',
      serviceType: 'streaming',
      trialPreference: 'trial',
    });
    expect(service.requests.at(-1)?.headers.authorization).toBe('Bearer anon-access');
  });

  it('asks for change and save offers of a subscription', async () => {
    const { service, urls, eligibility } = await anonymousSdk();
    service.on('GET /eligibility/v1/offers/change', { status: 200, body: { offers: [] } });
    service.on('GET /eligibility/v1/offers/save', { status: 200, body: { offers: [trial] } });
    await expect(eligibility.changeOffers({ subscription: 'sub_1' })).resolves.toEqual([]);
    await expect(
      eligibility.saveOffers({ subscription: 'sub_1', baseTerm: 'Monthly' }),
    ).resolves.toHaveLength(1);
    expect(urls.map((url) => `${url.pathname}${url.search}`).slice(-2)).toEqual([
      '/eligibility/v1/offers/change?subscription=sub_1',
      '/eligibility/v1/offers/save?subscription=sub_1&baseTerm=Monthly',
    ]);
  });

  it('reads one catalog offer by id, the id encoded in the path', async () => {
    const { service, urls, eligibility } = await anonymousSdk();
    service.on('GET /eligibility/v1/offers/catalog/US%20ODD', { status: 200, body: trial });
    await expect(eligibility.catalogOffer('US ODD', { country: 'us' })).resolves.toEqual(trial);
    expect(urls.at(-1)?.search).toBe('?country=us');
  });

  it('keeps the service code of a refusal and refuses an answer of the wrong shape', async () => {
    const { service, eligibility } = await anonymousSdk();
    service.on('GET /eligibility/v1/offers/catalog/NOPE', {
      status: 404,
      body: {
        code: 'OFFER_NOT_FOUND',
        description: 'no offer NOPE',
        invalidFields: [],
        notFoundResourceType: 'offer',
        extras: {},
      },
    });
    const missing = await eligibility.catalogOffer('NOPE').catch((error: unknown) => error);
    expect(isServiceError(missing) && missing.code).toBe('OFFER_NOT_FOUND');
    expect(isServiceError(missing) && missing.notFoundResourceType).toBe('offer');
    service.on('GET /eligibility/v1/offers/new', {
      status: 200,
      body: { offers: [{ ...trial, phases: [] }] },
    });
    await expect(
      eligibility.newOffers({ country: 'us', serviceType: 'streaming' }),
    ).rejects.toMatchObject({ kind: 'generic', code: 'INVALID_RESPONSE' });
  });
});
