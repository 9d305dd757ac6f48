import { describe, expect, it } from 'vitest';
import { money, sumMoney } from '../catalog/money.ts';
import type { OfferPhase } from '../catalog/offer.ts';
import { quoteMultiRadio } from './multi-radio-quote.ts';
import type { QuotePlan } from './quote-assembly.ts';

const monthly = (amountMinor: number): OfferPhase[] => [
  {
    type: 'AutoRenewing',
    duration: { kind: 'infinite' },
    billingPeriod: { unit: 'months', count: 1 },
    price: { total: money(amountMinor, 'USD') },
  },
];
const plan = (planCode: string, amountMinor: number): QuotePlan => ({
  planCode,
  packageName: planCode,
  royaltyFeeApplies: true,
  activationFee: money(1500, 'USD'),
  phases: monthly(amountMinor),
});
const eligible = (discountMinor: number) => ({
  mrdEligible: true,
  monthlyDiscount: money(discountMinor, 'USD'),
});
const notEligible = { mrdEligible: false, monthlyDiscount: money(0, 'USD') };
const now = new Date('2026-03-10T12:00:00Z');
const region = { country: 'us', state: 'TX' } as const;

describe('quoteMultiRadio', () => {
  it('charges the sum of the lines minus the discount, plus fees and taxes on what is paid', () => {
    const quote = quoteMultiRadio({
      now,
      region,
      payingRadios: 0,
      plans: [
        { plan: plan('AA', 2299), terms: eligible(500) },
        { plan: plan('MS', 1099), terms: eligible(300) },
        { plan: plan('NST', 999), terms: notEligible },
      ],
    });
    // The first radio of an account paying for none is at full price.
    expect(quote.lines.map((line) => [line.isMrdEligible, line.mrdDiscount.amountMinor])).toEqual([
      [true, 0],
      [true, 300],
      [false, 0],
    ]);
    expect(quote.mrdDiscount).toEqual(money(300, 'USD'));
    const { currentQuote } = quote;
    const lines = sumMoney(
      quote.lines.map((line) => line.priceAmount),
      'USD',
    ).amountMinor;
    const fees = currentQuote.fees.reduce((sum, fee) => sum + fee.amount.amountMinor, 0);
    const taxes = currentQuote.taxes.reduce((sum, tax) => sum + tax.amount.amountMinor, 0);
    expect(currentQuote.totalAmount.amountMinor).toBe(lines - 300 + fees + taxes);
    expect(currentQuote.details.map((detail) => detail.priceAmount.amountMinor)).toEqual([
      2299, 799, 999,
    ]);
    expect(currentQuote.details[1]).toMatchObject({
      isMrdEligible: true,
      mrdDiscount: money(300, 'USD'),
    });
  });

  it('gives each radio its own order quote, and they add up to the order’s total', () => {
    const quote = quoteMultiRadio({
      now,
      region,
      payingRadios: 1,
      plans: [
        { plan: plan('AA', 2299), terms: eligible(500) },
        { plan: plan('PLAT', 2499), terms: eligible(500) },
      ],
    });
    const ofLines = quote.lines.reduce(
      (sum, line) => sum + line.orderQuote.currentQuote.totalAmount.amountMinor,
      0,
    );
    expect(ofLines).toBe(quote.currentQuote.totalAmount.amountMinor);
    expect(quote.mrdDiscount).toEqual(money(1000, 'USD'));
    // The month after keeps the discount.
    expect(quote.renewalQuote.details.map((detail) => detail.priceAmount.amountMinor)).toEqual([
      1799, 1999,
    ]);
  });

  it('refuses an order of no radio', () => {
    expect(() => quoteMultiRadio({ now, region, payingRadios: 0, plans: [] })).toThrow(RangeError);
  });
});
