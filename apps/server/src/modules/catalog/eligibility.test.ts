import { eligibilityOffersResultSchema, offerSchema } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { expectRefused } from '../../testing/expect-refused.ts';
import { freshClock } from '../../testing/identities.ts';
import { bearer, signIn, startAnonymousSession } from '../../testing/service-sessions.ts';
import { createTestApp } from '../../testing/test-app.ts';

async function callers() {
  const testApp = await createTestApp({ clock: freshClock() });
  const anonymous = bearer((await startAnonymousSession(testApp.app)).session);
  const owner = bearer((await signIn(testApp, 'idn_seed_account_holder')).session);
  const listener = bearer((await signIn(testApp, 'idn_seed_listener')).session);
  const get = (url: string, headers: Record<string, string> = anonymous) =>
    testApp.app.inject({ method: 'GET', url, headers });
  const offers = async (url: string, headers?: Record<string, string>) => {
    const response = await get(url, headers);
    expect(response.statusCode, response.body).toBe(200);
    return eligibilityOffersResultSchema.parse(response.json()).offers;
  };
  return { ...testApp, anonymous, owner, listener, get, offers };
}

const ids = (offers: { id: string }[]) => offers.map((offer) => offer.id);

describe('GET /eligibility/v1/offers/new', () => {
  it("answers the market's lead offers in the Offer shape", async () => {
    const { offers } = await callers();
    const streaming = await offers('/eligibility/v1/offers/new?country=us&serviceType=streaming');
    expect(ids(streaming)).toEqual([
      'US_STREAM_ESS_3MOFREE_MO',
      'US_STREAM_PLAT_6MO5_MO',
      'US_STREAM_PLAT_YR',
    ]);
    expect(streaming[1]).toEqual({
      id: 'US_STREAM_PLAT_6MO5_MO',
      name: 'Streaming Platinum — 6 months at $5/month',
      baseTerm: 'Monthly',
      billingPlatform: 'Direct',
      products: [
        { id: 'SXM_STREAMING_PLATINUM', productType: 'main' },
        { id: 'AMZ_DOT', productType: 'partner' },
      ],
      basePrice: { amountMinor: 1499, currency: 'USD' },
      phases: [
        {
          type: 'Introductory',
          duration: { kind: 'finite', months: 6 },
          billingPeriod: { unit: 'months', count: 1 },
          price: { total: { amountMinor: 500, currency: 'USD' } },
        },
        {
          type: 'AutoRenewing',
          duration: { kind: 'infinite' },
          billingPeriod: { unit: 'months', count: 1 },
          price: { total: { amountMinor: 1499, currency: 'USD' } },
        },
      ],
      campaignId: 'us_streaming_organic',
    });
    const canada = await offers('/eligibility/v1/offers/new?country=ca&serviceType=satellite');
    expect(ids(canada)).toEqual(['CA_SAT_AA_6MO5_MO', 'CA_SAT_MS_MO']);
  });

  it('filters by base term, trial preference and billing platform', async () => {
    const { offers } = await callers();
    const base = '/eligibility/v1/offers/new?country=us&serviceType=streaming';
    expect(ids(await offers(`${base}&baseTerm=Annual`))).toEqual(['US_STREAM_PLAT_YR']);
    expect(ids(await offers(`${base}&trialPreference=noTrial`))).toEqual([
      'US_STREAM_PLAT_6MO5_MO',
      'US_STREAM_PLAT_YR',
    ]);
    expect(ids(await offers(`${base}&billingPlatform=AppleAppStore`))).toEqual([
      'US_STREAM_ESS_APPLE_MO',
    ]);
  });

  it("gives a signed-in caller who had the service the fallbacks of new subscribers' offers", async () => {
    const { offers, listener } = await callers();
    const had = await offers(
      '/eligibility/v1/offers/new?country=us&serviceType=streaming',
      listener,
    );
    expect(ids(had)).toEqual(['US_STREAM_ESS_MO', 'US_STREAM_PLAT_MO', 'US_STREAM_PLAT_YR']);
  });

  it('opens a promo code, or refuses it in the service error shape', async () => {
    const { offers, get } = await callers();
    const base = '/eligibility/v1/offers/new?country=us&serviceType=streaming';
    expect(ids(await offers(`${base}&promoCode=stream3free`))).toEqual([
      'US_STREAM_ESS_3MOFREE_MO',
    ]);
    const body = expectRefused(await get(`${base}&promoCode=SUMMER2024`), 400, 'OFFER_EXPIRED');
    expect(body.invalidFields).toEqual([
      { fieldName: 'promoCode', errorCode: 'OUTSIDE_START_AND_END_DATE' },
    ]);
  });

  it('requires a bearer token and the query it documents', async () => {
    const { get } = await callers();
    expectRefused(
      await get('/eligibility/v1/offers/new?country=us&serviceType=streaming', {}),
      401,
      'UNAUTHENTICATED',
    );
    const missing = expectRefused(
      await get('/eligibility/v1/offers/new?country=us'),
      400,
      'INVALID_PAYLOAD',
    );
    expect(missing.invalidFields).toEqual([{ fieldName: 'serviceType', errorCode: 'REQUIRED' }]);
    expectRefused(
      await get('/eligibility/v1/offers/new?country=fr&serviceType=streaming'),
      400,
      'INVALID_PAYLOAD',
    );
  });
});

describe('GET /eligibility/v1/offers/change and /save', () => {
  it("lists what the owner's subscription may change to", async () => {
    const { offers, owner } = await callers();
    const change = await offers(
      '/eligibility/v1/offers/change?subscription=sub_seed_active_0003',
      owner,
    );
    expect(ids(change)).toEqual([
      'US_SAT_NST_MO',
      'US_SAT_MS_MO',
      'US_SAT_AA_MO',
      'US_SAT_AA_YR',
      'US_SAT_PLATVIP_MO',
      'US_SAT_PLATVIP_YR',
    ]);
    expect(ids(change)).not.toContain('US_SAT_PLAT_MO');
    const monthly = await offers(
      '/eligibility/v1/offers/change?subscription=sub_seed_active_0003&baseTerm=Monthly',
      owner,
    );
    expect(ids(monthly)).not.toContain('US_SAT_AA_YR');
  });

  it('lists the retention offers for the subscription about to be cancelled', async () => {
    const { offers, owner } = await callers();
    const save = await offers(
      '/eligibility/v1/offers/save?subscription=sub_seed_active_0003',
      owner,
    );
    expect(ids(save)).toEqual(['US_SAT_AA_SAVE_6MO10_MO']);
  });

  it('refuses without a subscription, anonymously, for someone else, or in the wrong market', async () => {
    const { get, owner, listener } = await callers();
    const missing = expectRefused(
      await get('/eligibility/v1/offers/change', owner),
      400,
      'INVALID_PAYLOAD',
    );
    expect(missing.invalidFields).toEqual([{ fieldName: 'subscription', errorCode: 'REQUIRED' }]);
    expectRefused(
      await get('/eligibility/v1/offers/save?subscription=sub_seed_active_0003'),
      403,
      'FORBIDDEN',
    );
    expectRefused(
      await get('/eligibility/v1/offers/change?subscription=sub_seed_active_0003', listener),
      404,
      'SUBSCRIPTION_NOT_FOUND',
    );
    expectRefused(
      await get('/eligibility/v1/offers/change?subscription=sub_nope', owner),
      404,
      'SUBSCRIPTION_NOT_FOUND',
    );
    expectRefused(
      await get(
        '/eligibility/v1/offers/change?subscription=sub_seed_active_0003&country=ca',
        owner,
      ),
      400,
      'INVALID_PAYLOAD',
    );
  });
});

describe('GET /eligibility/v1/offers/catalog/{offerId}', () => {
  it('answers one offer by plan code, of the market asked for', async () => {
    const { get } = await callers();
    const response = await get('/eligibility/v1/offers/catalog/CA_STREAM_PLAT_3MO1_MO');
    expect(response.statusCode).toBe(200);
    expect(offerSchema.parse(response.json())).toMatchObject({
      id: 'CA_STREAM_PLAT_3MO1_MO',
      basePrice: { amountMinor: 1699, currency: 'CAD' },
      phases: [
        { type: 'Introductory', billingPeriod: { unit: 'months', count: 3 } },
        { type: 'AutoRenewing' },
      ],
    });
    const body = expectRefused(
      await get('/eligibility/v1/offers/catalog/CA_STREAM_PLAT_3MO1_MO?country=us'),
      404,
      'OFFER_NOT_FOUND',
    );
    expect(body.notFoundResourceType).toBe('offer');
    expectRefused(await get('/eligibility/v1/offers/catalog/NOPE'), 404, 'OFFER_NOT_FOUND');
  });
});
