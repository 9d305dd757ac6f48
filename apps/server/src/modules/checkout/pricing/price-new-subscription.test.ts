import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../testing/test-app.ts';
import { priceNewSubscription } from './price-new-subscription.ts';

const NOW = new Date('2026-03-02T09:30:00Z');
const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' as const });
const cad = (amountMinor: number) => ({ amountMinor, currency: 'CAD' as const });

async function refusal(work: Promise<unknown>) {
  const error = await work.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeDefined();
  return error as { code: string; statusCode: number; fieldErrors: unknown[] };
}

describe('priceNewSubscription', () => {
  it('taxes a US satellite promo in Texas: price, music royalty fee, activation fee, sales tax', async () => {
    const { db } = await createTestApp();
    const quote = await priceNewSubscription(db, {
      planCodes: ['US_SAT_AA_6MO5_MO'],
      region: { country: 'us', state: 'TX' },
      now: NOW,
    });
    // 5.00 + MRF 1.07 (21.4%) + activation 15.00 = 21.07 taxable; TX 6.25% = 1.316875 → 1.32.
    expect(quote.currentQuote).toMatchObject({
      currency: 'USD',
      fees: [
        { code: 'MRF', amount: usd(107) },
        { code: 'ACTIVATION', amount: usd(1500) },
      ],
      taxes: [{ code: 'SALES', ratePpm: 62_500, taxableAmount: usd(2107), amount: usd(132) }],
      subtotal: usd(2107),
      totalAmount: usd(2239),
      currentBalance: usd(2239),
    });
    expect(quote.currentQuote.details[0]).toMatchObject({
      planCode: 'US_SAT_AA_6MO5_MO',
      packageName: 'All Access',
      phase: 'promo',
      startDate: '2026-03-02',
      endDate: '2026-04-02',
    });
    // After six months at $5: 22.99 + MRF 4.92 = 27.91; tax 1.744375 → 1.74; no activation fee.
    expect(quote.renewalQuote?.totalAmount).toEqual(usd(2965));
    expect(quote.renewalQuote?.details[0]?.startDate).toBe('2026-09-02');
    expect(quote.revenueStatus).toBe('Immediate');
  });

  it('shows no tax line in a state that does not tax the service (Florida)', async () => {
    const { db } = await createTestApp();
    const quote = await priceNewSubscription(db, {
      planCodes: ['US_SAT_AA_6MO5_MO'],
      region: { country: 'us', state: 'FL' },
      now: NOW,
    });
    expect(quote.currentQuote.taxes).toEqual([]);
    expect(quote.currentQuote.totalAmount).toEqual(usd(2107));
  });

  it('charges no MRF on a package without music', async () => {
    const { db } = await createTestApp();
    const quote = await priceNewSubscription(db, {
      planCodes: ['US_SAT_NST_MO'],
      region: { country: 'us', state: 'FL' },
      now: NOW,
    });
    expect(quote.currentQuote.fees).toEqual([{ code: 'ACTIVATION', amount: usd(1500) }]);
    expect(quote.currentQuote.totalAmount).toEqual(usd(2499));
  });

  it('charges nothing today for a free trial and quotes the first paid month', async () => {
    const { db } = await createTestApp();
    const quote = await priceNewSubscription(db, {
      planCodes: ['US_STREAM_ESS_3MOFREE_MO'],
      region: { country: 'us', state: 'TX' },
      now: NOW,
    });
    expect(quote.currentQuote.totalAmount).toEqual(usd(0));
    expect(quote.currentQuote.taxes).toEqual([]);
    expect(quote.revenueStatus).toBe('Deferred');
    // 9.99 + MRF 2.14 = 12.13; TX 0.758125 → 0.76.
    expect(quote.futureQuote?.totalAmount).toEqual(usd(1289));
    expect(quote.futureQuote?.details[0]?.startDate).toBe('2026-06-02');
  });

  it('shows GST and QST in Quebec, in Canadian dollars, without MRF or activation fee', async () => {
    const { db } = await createTestApp();
    const quote = await priceNewSubscription(db, {
      planCodes: ['CA_STREAM_PLAT_3MO1_MO'],
      region: { country: 'ca', state: 'QC' },
      now: NOW,
      locale: 'fr-CA',
    });
    // $1.00 prepaid for 3 months: GST 5% = 0.05, QST 9.975% = 0.09975 → 0.10.
    expect(quote.currentQuote).toMatchObject({
      currency: 'CAD',
      fees: [],
      taxes: [
        { code: 'GST', ratePpm: 50_000, amount: cad(5) },
        { code: 'QST', ratePpm: 99_750, amount: cad(10) },
      ],
      totalAmount: cad(115),
    });
    expect(quote.currentQuote.details[0]).toMatchObject({
      packageName: 'Platine – diffusion en continu',
      termLength: 3,
      endDate: '2026-06-02',
    });
    // 16.99: GST 0.8495 → 0.85, QST 1.6947525 → 1.69.
    expect(quote.renewalQuote?.taxes.map((tax) => tax.amount)).toEqual([cad(85), cad(169)]);
    expect(quote.renewalQuote?.totalAmount).toEqual(cad(1953));
  });

  it('refuses an offer of the other market, of an app store, not on sale, or unknown', async () => {
    const { db } = await createTestApp();
    const price = (planCode: string, country: 'us' | 'ca' = 'us', state = 'TX') =>
      priceNewSubscription(db, { planCodes: [planCode], region: { country, state }, now: NOW });
    for (const [planCode, country, state] of [
      ['CA_STREAM_PLAT_MO', 'us', 'TX'],
      ['US_STREAM_PLAT_MO', 'ca', 'QC'],
      ['US_STREAM_ESS_APPLE_MO', 'us', 'TX'],
      ['NO_SUCH_PLAN', 'us', 'TX'],
    ] as const) {
      const error = await refusal(price(planCode, country, state));
      expect(error, planCode).toMatchObject({
        code: 'OFFER_NOT_FOUND',
        statusCode: 404,
        fieldErrors: [{ errorCode: 'INVALID', fieldName: 'planCodes.0.planCode' }],
      });
    }
    expect(await refusal(price('US_STREAM_PLAT_3MOFREE_ROKT_MO'))).toMatchObject({
      code: 'OFFER_EXPIRED',
      statusCode: 400,
    });
  });

  it('refuses a state of the other market, naming the field', async () => {
    const { db } = await createTestApp();
    const error = await refusal(
      priceNewSubscription(db, {
        planCodes: ['US_STREAM_PLAT_MO'],
        region: { country: 'us', state: 'QC' },
        now: NOW,
        fields: { state: 'serviceAddress.state' },
      }),
    );
    expect(error).toMatchObject({
      code: 'INVALID_PAYLOAD',
      fieldErrors: [{ errorCode: 'INVALID', fieldName: 'serviceAddress.state' }],
    });
  });

  it('prices a follow-on plan after the trial, and refuses one after a plan with no trial', async () => {
    const { db } = await createTestApp();
    const quote = await priceNewSubscription(db, {
      planCodes: ['US_STREAM_ESS_3MOFREE_MO'],
      followOnPlanCodes: ['US_STREAM_PLAT_MO'],
      region: { country: 'us', state: 'FL' },
      now: NOW,
    });
    // After the 3 free months: Platinum 14.99 + MRF 3.21 (no tax in Florida).
    expect(quote.futureQuote?.totalAmount).toEqual(usd(1820));
    const error = await refusal(
      priceNewSubscription(db, {
        planCodes: ['US_STREAM_PLAT_MO'],
        followOnPlanCodes: ['US_STREAM_ESS_MO'],
        region: { country: 'us', state: 'FL' },
        now: NOW,
      }),
    );
    expect(error).toMatchObject({
      code: 'INVALID_PAYLOAD',
      fieldErrors: [{ fieldName: 'followOnPlanCodes.0' }],
    });
  });

  it('takes a gift card balance off what the card pays today', async () => {
    const { db } = await createTestApp();
    const quote = await priceNewSubscription(db, {
      planCodes: ['US_SAT_AA_6MO5_MO'],
      region: { country: 'us', state: 'FL' },
      giftCardBalance: usd(1000),
      now: NOW,
    });
    expect(quote.currentQuote.currentBalance).toEqual(usd(1107));
    const error = await refusal(
      priceNewSubscription(db, {
        planCodes: ['US_SAT_AA_6MO5_MO'],
        region: { country: 'us', state: 'FL' },
        giftCardBalance: cad(1000),
        now: NOW,
      }),
    );
    expect(error.code).toBe('GIFT_CARD_COUNTRY_ERROR');
  });
});
