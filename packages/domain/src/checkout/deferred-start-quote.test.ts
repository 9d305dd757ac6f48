import { describe, expect, it } from 'vitest';
import type { Money } from '../catalog/money.ts';
import type { OfferPhase } from '../catalog/offer.ts';
import { type QuotePlan, quoteNewSubscription } from './quote.ts';
import { orderQuoteSchema } from './quote-schema.ts';
import { fullPriceMonthly, promo, usd } from './test-fixtures.ts';

const now = new Date('2026-04-02T09:00:00Z');
const trialEnds = new Date('2027-01-20T00:00:00Z');

function plan(phases: OfferPhase[], activationFee: Money | null = usd(1500)): QuotePlan {
  return {
    planCode: 'US_SAT_AA_MO',
    packageName: 'All Access',
    royaltyFeeApplies: true,
    activationFee,
    phases,
  };
}

function deferred(plans: QuotePlan[], extra: { giftCardBalance?: Money; startsAt?: Date } = {}) {
  const quote = quoteNewSubscription({
    now,
    startsAt: extra.startsAt ?? trialEnds,
    region: { country: 'us', state: 'TX' },
    plans,
    giftCardBalance: extra.giftCardBalance,
  });
  // Every answer is a valid wire shape.
  expect(orderQuoteSchema.parse(quote)).toEqual(quote);
  return quote;
}

describe('a plan starting when a trial ends (startsAt)', () => {
  it('charges only the activation fee and its tax today; the first month is the future quote', () => {
    const quote = deferred([plan([fullPriceMonthly(usd(2299))])]);
    // Activation 15.00, TX 6.25% = 0.9375 → 0.94. No service today, so no MRF either.
    expect(quote.currentQuote).toMatchObject({
      fees: [{ code: 'ACTIVATION', amount: usd(1500) }],
      taxes: [{ code: 'SALES', amount: usd(94) }],
      totalAmount: usd(1594),
      currentBalance: usd(1594),
    });
    expect(quote.currentQuote.details).toEqual([
      expect.objectContaining({
        priceAmount: usd(0),
        startDate: '2026-04-02',
        endDate: '2027-01-20',
        // April 2 to January 20: nine months and a part.
        termLength: 10,
      }),
    ]);
    // 22.99 + MRF 4.92 = 27.91; tax 1.744375 → 1.74; no activation fee again.
    expect(quote.futureQuote).toMatchObject({
      fees: [{ code: 'MRF', amount: usd(492) }],
      totalAmount: usd(2965),
    });
    expect(quote.futureQuote?.details[0]).toMatchObject({
      phase: 'fullPrice',
      startDate: '2027-01-20',
      endDate: '2027-02-20',
    });
    // The first full-price charge after today is that same first month.
    expect(quote.renewalQuote).toEqual(quote.futureQuote);
    expect(quote.promoRenewalQuote).toBeUndefined();
    expect(quote.revenueStatus).toBe('Immediate');
  });

  it('charges nothing today for a plan with no activation fee', () => {
    const quote = deferred([plan([fullPriceMonthly(usd(2299))], null)]);
    expect(quote.currentQuote.details).toEqual([]);
    expect(quote.currentQuote.totalAmount).toEqual(usd(0));
    expect(quote.revenueStatus).toBe('Deferred');
    // The future charge is what the same plan bought on the trial's last day would cost then.
    const onTheDay = quoteNewSubscription({
      now: trialEnds,
      region: { country: 'us', state: 'TX' },
      plans: [plan([fullPriceMonthly(usd(2299))], null)],
    });
    expect(quote.futureQuote).toEqual(onTheDay.currentQuote);
  });

  it('dates a promotional plan from the trial’s end: promo, its renewal, then full price', () => {
    const quote = deferred([plan([promo(6, 1, usd(500)), fullPriceMonthly(usd(2299))])]);
    expect(quote.futureQuote?.details[0]).toMatchObject({
      phase: 'promo',
      startDate: '2027-01-20',
    });
    expect(quote.promoRenewalQuote?.details[0]).toMatchObject({
      phase: 'promo',
      startDate: '2027-02-20',
    });
    expect(quote.renewalQuote?.details[0]).toMatchObject({
      phase: 'fullPrice',
      startDate: '2027-07-20',
    });
  });

  it('lets a gift card pay what is charged today only', () => {
    const quote = deferred([plan([fullPriceMonthly(usd(2299))])], { giftCardBalance: usd(1000) });
    expect(quote.currentQuote.currentBalance).toEqual(usd(594));
    expect(quote.futureQuote?.currentBalance).toEqual(usd(2965));
  });

  it('quotes from today when startsAt is not later than now', () => {
    const plans = [plan([fullPriceMonthly(usd(2299))])];
    const today = quoteNewSubscription({ now, region: { country: 'us', state: 'TX' }, plans });
    expect(deferred(plans, { startsAt: now })).toEqual(today);
    expect(deferred(plans, { startsAt: new Date(now.getTime() - 86_400_000) })).toEqual(today);
  });
});
