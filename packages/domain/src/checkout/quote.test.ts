import { describe, expect, it } from 'vitest';
import type { OfferPhase } from '../catalog/offer.ts';
import { quoteNewSubscription } from './quote.ts';
import { orderQuoteSchema, type QuoteTax } from './quote-schema.ts';
import { cad, freeTrial, fullPriceAnnual, fullPriceMonthly, promo, usd } from './test-fixtures.ts';

const now = new Date('2027-03-15T18:30:00Z');

function quote(
  country: 'us' | 'ca',
  state: string,
  phases: OfferPhase[],
  extra: { royaltyFeeApplies?: boolean; activationFee?: ReturnType<typeof usd> } = {},
) {
  const result = quoteNewSubscription({
    now,
    region: { country, state },
    plans: [
      {
        planCode: 'PLAN-1',
        packageName: 'Music & Entertainment',
        royaltyFeeApplies: extra.royaltyFeeApplies ?? true,
        activationFee: extra.activationFee,
        phases,
      },
    ],
  });
  // Every answer is a valid wire shape.
  expect(orderQuoteSchema.parse(result)).toEqual(result);
  return result;
}

const taxLines = (taxes: QuoteTax[]) => taxes.map((tax) => [tax.code, tax.amount.amountMinor]);

describe('Canada: every province and territory', () => {
  // [province, monthly $10.99 taxes, total, annual $219.90 taxes, total] worked out by hand.
  it.each([
    ['AB', [['GST', 55]], 1154, [['GST', 1100]], 23_090],
    [
      'BC',
      [
        ['GST', 55],
        ['PST', 77],
      ],
      1231,
      [
        ['GST', 1100],
        ['PST', 1539],
      ],
      24_629,
    ],
    [
      'MB',
      [
        ['GST', 55],
        ['RST', 77],
      ],
      1231,
      [
        ['GST', 1100],
        ['RST', 1539],
      ],
      24_629,
    ],
    ['NB', [['HST', 165]], 1264, [['HST', 3299]], 25_289],
    ['NL', [['HST', 165]], 1264, [['HST', 3299]], 25_289],
    ['NS', [['HST', 154]], 1253, [['HST', 3079]], 25_069],
    ['NT', [['GST', 55]], 1154, [['GST', 1100]], 23_090],
    ['NU', [['GST', 55]], 1154, [['GST', 1100]], 23_090],
    ['ON', [['HST', 143]], 1242, [['HST', 2859]], 24_849],
    ['PE', [['HST', 165]], 1264, [['HST', 3299]], 25_289],
    [
      'QC',
      [
        ['GST', 55],
        ['QST', 110],
      ],
      1264,
      [
        ['GST', 1100],
        ['QST', 2194],
      ],
      25_284,
    ],
    [
      'SK',
      [
        ['GST', 55],
        ['PST', 66],
      ],
      1220,
      [
        ['GST', 1100],
        ['PST', 1319],
      ],
      24_409,
    ],
    ['YT', [['GST', 55]], 1154, [['GST', 1100]], 23_090],
  ])('%s', (province, monthlyTaxes, monthlyTotal, annualTaxes, annualTotal) => {
    const monthly = quote('ca', province, [fullPriceMonthly(cad(1099))]).currentQuote;
    expect(taxLines(monthly.taxes)).toEqual(monthlyTaxes);
    expect(monthly.totalAmount).toEqual(cad(monthlyTotal));
    // No music royalty fee in Canada, even on a package that carries it in the US.
    expect(monthly.fees).toEqual([]);
    expect(monthly.subtotal).toEqual(cad(1099));

    const annual = quote('ca', province, [fullPriceAnnual(cad(21_990))]).currentQuote;
    expect(taxLines(annual.taxes)).toEqual(annualTaxes);
    expect(annual.totalAmount).toEqual(cad(annualTotal));
    expect(annual.details[0]?.termLength).toBe(12);
  });

  it('charges GST and QST in Quebec on the same base, QST not on top of GST', () => {
    const { currentQuote } = quote('ca', 'QC', [fullPriceMonthly(cad(1099))]);
    expect(currentQuote.taxes).toEqual([
      { code: 'GST', ratePpm: 50_000, taxableAmount: cad(1099), amount: cad(55) },
      { code: 'QST', ratePpm: 99_750, taxableAmount: cad(1099), amount: cad(110) },
    ]);
    expect(currentQuote.details[0]?.taxes).toEqual(currentQuote.taxes);
    expect(currentQuote.currency).toBe('CAD');
  });
});

describe('United States', () => {
  // $10.99 + MRF 21.4% (235.186 → $2.35) = $13.34 taxable.
  it.each([
    ['WA', 87, 1421], // 86.71
    ['TX', 83, 1417], // 83.375
    ['PA', 80, 1414], // 80.04
    ['NJ', 88, 1422], // 88.3775
    ['TN', 93, 1427], // 93.38
    ['UT', 81, 1415], // 81.374
  ])('%s taxes the service and the MRF: tax %i, total %i', (state, tax, total) => {
    const { currentQuote } = quote('us', state, [fullPriceMonthly(usd(1099))]);
    expect(currentQuote.fees).toEqual([{ code: 'MRF', amount: usd(235) }]);
    expect(currentQuote.taxes).toEqual([
      {
        code: 'SALES',
        ratePpm: currentQuote.taxes[0]?.ratePpm,
        taxableAmount: usd(1334),
        amount: usd(tax),
      },
    ]);
    expect(currentQuote.subtotal).toEqual(usd(1334));
    expect(currentQuote.totalAmount).toEqual(usd(total));
  });

  it.each(['CA', 'NY', 'FL', 'DC', 'PR'])('%s does not tax it: no tax line', (state) => {
    const { currentQuote } = quote('us', state, [fullPriceMonthly(usd(1099))]);
    expect(currentQuote.taxes).toEqual([]);
    expect(currentQuote.details[0]?.taxes).toEqual([]);
    expect(currentQuote.totalAmount).toEqual(usd(1334));
  });

  it('charges the MRF only on packages that carry it', () => {
    const { currentQuote } = quote('us', 'WA', [fullPriceMonthly(usd(1099))], {
      royaltyFeeApplies: false,
    });
    expect(currentQuote.fees).toEqual([]);
    expect(currentQuote.taxes[0]?.amount).toEqual(usd(71)); // 6.5% of 10.99 = 71.435
    expect(currentQuote.totalAmount).toEqual(usd(1170));
  });

  it('taxes the activation fee like the service', () => {
    const { currentQuote } = quote('us', 'WA', [fullPriceMonthly(usd(1099))], {
      activationFee: usd(1500),
    });
    expect(currentQuote.fees).toEqual([
      { code: 'MRF', amount: usd(235) },
      { code: 'ACTIVATION', amount: usd(1500) },
    ]);
    // 6.5% of 10.99 + 2.35 + 15.00 = 184.21.
    expect(currentQuote.taxes[0]?.taxableAmount).toEqual(usd(2834));
    expect(currentQuote.taxes[0]?.amount).toEqual(usd(184));
    expect(currentQuote.subtotal).toEqual(usd(2834));
    expect(currentQuote.totalAmount).toEqual(usd(3018));
  });

  it('charges an annual plan for the year, MRF included', () => {
    const result = quote('us', 'TX', [fullPriceAnnual(usd(21_990))]);
    // MRF 4705.86 → 4706; tax 6.25% of 266.96 = 1668.5 → 1669 (half up).
    expect(result.currentQuote.fees).toEqual([{ code: 'MRF', amount: usd(4706) }]);
    expect(result.currentQuote.taxes[0]?.amount).toEqual(usd(1669));
    expect(result.currentQuote.totalAmount).toEqual(usd(28_365));
    expect(result.currentQuote.details[0]).toMatchObject({
      termLength: 12,
      startDate: '2027-03-15',
      endDate: '2028-03-15',
      phase: 'fullPrice',
    });
    expect(result.futureQuote).toBeUndefined();
    expect(result.renewalQuote?.details[0]).toMatchObject({
      startDate: '2028-03-15',
      endDate: '2029-03-15',
      termLength: 12,
    });
    expect(result.renewalQuote?.totalAmount).toEqual(usd(28_365));
    expect(result.revenueStatus).toBe('Immediate');
  });
});

describe('phases', () => {
  it('a 3-month free trial charges nothing today, then full price at its end (Jan 31 → Apr 30)', () => {
    const result = quoteNewSubscription({
      now: new Date('2027-01-31T15:00:00Z'),
      region: { country: 'us', state: 'WA' },
      plans: [
        {
          planCode: 'TRIAL-3MO',
          packageName: 'All Access',
          royaltyFeeApplies: true,
          phases: [freeTrial(3, 'USD'), fullPriceMonthly(usd(1099))],
        },
      ],
    });
    expect(result.currentQuote).toEqual({
      currency: 'USD',
      details: [
        {
          planCode: 'TRIAL-3MO',
          packageName: 'All Access',
          termLength: 3,
          priceAmount: usd(0),
          startDate: '2027-01-31',
          endDate: '2027-04-30',
          phase: 'trial',
          fees: [],
          taxes: [],
        },
      ],
      fees: [],
      taxes: [],
      subtotal: usd(0),
      totalAmount: usd(0),
      currentBalance: usd(0),
    });
    expect(result.revenueStatus).toBe('Deferred');
    expect(result.futureQuote?.details[0]).toMatchObject({
      startDate: '2027-04-30',
      // Counted from the start: Jan 31 + 4 months, not Apr 30 + 1 month.
      endDate: '2027-05-31',
      phase: 'fullPrice',
      termLength: 1,
      priceAmount: usd(1099),
    });
    expect(result.futureQuote?.totalAmount).toEqual(usd(1421));
    expect(result.futureQuote?.currentBalance).toEqual(usd(1421));
    // The first full-price charge is the future one here.
    expect(result.renewalQuote).toEqual(result.futureQuote);
    expect(result.promoRenewalQuote).toBeUndefined();
    expect(result.proRatedRenewalQuote).toBeUndefined();
  });

  it('a satellite trial with an activation fee charges the fee and its tax today', () => {
    const result = quote('us', 'WA', [freeTrial(3, 'USD'), fullPriceMonthly(usd(1099))], {
      activationFee: usd(1500),
    });
    expect(result.currentQuote.fees).toEqual([{ code: 'ACTIVATION', amount: usd(1500) }]);
    expect(result.currentQuote.taxes[0]?.amount).toEqual(usd(98)); // 97.5, half up
    expect(result.currentQuote.totalAmount).toEqual(usd(1598));
    expect(result.revenueStatus).toBe('Immediate');
    // Only once: the future charge has no activation fee.
    expect(result.futureQuote?.fees).toEqual([{ code: 'MRF', amount: usd(235) }]);
  });

  it('a prepaid 6-month $30 promo charges the whole promo today', () => {
    const result = quote('us', 'PA', [promo(6, 6, usd(3000)), fullPriceMonthly(usd(1099))]);
    // MRF 642; tax 6% of 36.42 = 218.52 → 219.
    expect(result.currentQuote.details[0]).toMatchObject({
      phase: 'promo',
      termLength: 6,
      startDate: '2027-03-15',
      endDate: '2027-09-15',
      priceAmount: usd(3000),
      fees: [{ code: 'MRF', amount: usd(642) }],
    });
    expect(result.currentQuote.totalAmount).toEqual(usd(3861));
    expect(result.promoRenewalQuote).toBeUndefined();
    expect(result.futureQuote?.details[0]).toMatchObject({
      startDate: '2027-09-15',
      endDate: '2027-10-15',
      phase: 'fullPrice',
    });
    expect(result.futureQuote?.totalAmount).toEqual(usd(1414));
    expect(result.renewalQuote).toEqual(result.futureQuote);
  });

  it('a monthly promo renews at the promo price, then at full price', () => {
    const result = quote('us', 'NY', [promo(6, 1, usd(499)), fullPriceMonthly(usd(1099))]);
    // 4.99 + MRF 1.07 (106.786), no tax in NY.
    expect(result.currentQuote.totalAmount).toEqual(usd(606));
    expect(result.currentQuote.details[0]).toMatchObject({ termLength: 1, endDate: '2027-04-15' });
    expect(result.promoRenewalQuote?.details[0]).toMatchObject({
      phase: 'promo',
      startDate: '2027-04-15',
      endDate: '2027-05-15',
    });
    expect(result.promoRenewalQuote?.totalAmount).toEqual(usd(606));
    expect(result.futureQuote?.details[0]).toMatchObject({
      phase: 'fullPrice',
      startDate: '2027-09-15',
    });
    expect(result.futureQuote?.totalAmount).toEqual(usd(1334));
    expect(result.renewalQuote).toEqual(result.futureQuote);
  });

  it('a trial then a monthly promo: future is the first promo month, promo renewal the second', () => {
    const result = quote('ca', 'ON', [
      freeTrial(1, 'CAD'),
      promo(3, 1, cad(500)),
      fullPriceMonthly(cad(1099)),
    ]);
    expect(result.currentQuote.totalAmount).toEqual(cad(0));
    expect(result.futureQuote?.details[0]).toMatchObject({
      phase: 'promo',
      startDate: '2027-04-15',
    });
    expect(result.futureQuote?.totalAmount).toEqual(cad(565)); // HST 65
    expect(result.promoRenewalQuote?.details[0]?.startDate).toBe('2027-05-15');
    expect(result.renewalQuote?.details[0]).toMatchObject({
      phase: 'fullPrice',
      startDate: '2027-07-15',
    });
    expect(result.renewalQuote?.totalAmount).toEqual(cad(1242));
  });

  it('a self-pay monthly plan renews a month later', () => {
    const result = quote('ca', 'AB', [fullPriceMonthly(cad(1099))]);
    expect(result.futureQuote).toBeUndefined();
    expect(result.renewalQuote?.details[0]).toMatchObject({
      startDate: '2027-04-15',
      endDate: '2027-05-15',
    });
  });

  it('refuses phases it cannot bill', () => {
    expect(() => quote('us', 'WA', [promo(5, 2, usd(1000))])).toThrow(RangeError);
    expect(() => quote('us', 'WA', [fullPriceMonthly(usd(1099)), promo(6, 6, usd(3000))])).toThrow(
      RangeError,
    );
    expect(() =>
      quote('us', 'WA', [
        { ...fullPriceMonthly(usd(1099)), billingPeriod: { unit: 'weeks', count: 1 } },
      ]),
    ).toThrow(RangeError);
    expect(() => quote('us', 'WA', [])).toThrow(RangeError);
  });
});

describe('several plans', () => {
  it('adds the plans detail by detail, each with its own dates', () => {
    const result = quoteNewSubscription({
      now,
      region: { country: 'ca', state: 'QC' },
      plans: [
        {
          planCode: 'A',
          packageName: 'Music',
          royaltyFeeApplies: true,
          phases: [fullPriceMonthly(cad(1099))],
        },
        {
          planCode: 'B',
          packageName: 'Sports',
          royaltyFeeApplies: false,
          phases: [freeTrial(3, 'CAD'), fullPriceMonthly(cad(899))],
        },
      ],
    });
    expect(result.currentQuote.details.map((d) => d.planCode)).toEqual(['A', 'B']);
    expect(result.currentQuote.totalAmount).toEqual(cad(1264));
    // Only B changes phase.
    expect(result.futureQuote?.details.map((d) => d.planCode)).toEqual(['B']);
    // B: 8.99 + GST 44.95 → 45 + QST 89.675 → 90.
    expect(result.futureQuote?.totalAmount).toEqual(cad(1034));
    expect(result.renewalQuote?.details.map((d) => [d.planCode, d.startDate])).toEqual([
      ['A', '2027-04-15'],
      ['B', '2027-06-15'],
    ]);
    expect(result.renewalQuote?.taxes).toEqual([
      { code: 'GST', ratePpm: 50_000, taxableAmount: cad(1998), amount: cad(100) },
      { code: 'QST', ratePpm: 99_750, taxableAmount: cad(1998), amount: cad(200) },
    ]);
  });
});

describe('gift card', () => {
  const withGiftCard = (balance: number) =>
    quoteNewSubscription({
      now,
      region: { country: 'us', state: 'WA' },
      plans: [
        {
          planCode: 'P',
          packageName: 'Music',
          royaltyFeeApplies: true,
          phases: [fullPriceMonthly(usd(1099))],
        },
      ],
      giftCardBalance: usd(balance),
    });

  it('pays part of today’s total', () => {
    const result = withGiftCard(1000);
    expect(result.currentQuote.totalAmount).toEqual(usd(1421));
    expect(result.currentQuote.currentBalance).toEqual(usd(421));
    expect(result.renewalQuote?.currentBalance).toEqual(usd(1421));
    expect(result.revenueStatus).toBe('Immediate');
  });

  it('pays all of it, never below 0', () => {
    expect(withGiftCard(1421).currentQuote.currentBalance).toEqual(usd(0));
    expect(withGiftCard(5000).currentQuote.currentBalance).toEqual(usd(0));
    expect(withGiftCard(5000).currentQuote.totalAmount).toEqual(usd(1421));
  });
});

describe('currencies', () => {
  it('throws when a quote would mix them', () => {
    const plan = (phases: OfferPhase[], activationFee?: ReturnType<typeof usd>) => ({
      planCode: 'P',
      packageName: 'Music',
      royaltyFeeApplies: true,
      activationFee,
      phases,
    });
    const usRegion = { country: 'us', state: 'WA' } as const;
    expect(() =>
      quoteNewSubscription({ now, region: usRegion, plans: [plan([fullPriceMonthly(cad(1099))])] }),
    ).toThrow(TypeError);
    expect(() =>
      quoteNewSubscription({
        now,
        region: usRegion,
        plans: [plan([fullPriceMonthly(usd(1099))], cad(1500))],
      }),
    ).toThrow(TypeError);
    expect(() =>
      quoteNewSubscription({
        now,
        region: usRegion,
        plans: [plan([fullPriceMonthly(usd(1099))])],
        giftCardBalance: cad(100),
      }),
    ).toThrow(TypeError);
    expect(() =>
      quoteNewSubscription({
        now,
        region: { country: 'ca', state: 'ON' },
        plans: [plan([fullPriceMonthly(cad(1099))]), plan([fullPriceMonthly(usd(1099))])],
      }),
    ).toThrow(TypeError);
  });
});
