import { describe, expect, it } from 'vitest';
import { quotePlanChange } from './plan-change-quote.ts';
import { orderQuoteSchema } from './quote-schema.ts';
import { cad, fullPriceAnnual, fullPriceMonthly, promo, usd } from './test-fixtures.ts';

const music = { planCode: 'OLD', packageName: 'Music', royaltyFeeApplies: true };

describe('quotePlanChange', () => {
  it('credits the unused days and charges the new plan to the period end, across a leap February', () => {
    const result = quotePlanChange({
      now: new Date('2028-02-20T18:00:00Z'),
      region: { country: 'us', state: 'WA' },
      // Feb 10 → Mar 10, 2028: 29 days; 19 of them left on Feb 20.
      currentPeriod: {
        ...music,
        price: usd(1099),
        start: new Date('2028-02-10T00:00:00Z'),
        end: new Date('2028-03-10T00:00:00Z'),
      },
      newPlan: {
        planCode: 'NEW',
        packageName: 'All Access',
        royaltyFeeApplies: true,
        phases: [fullPriceMonthly(usd(1599))],
      },
    });
    expect(orderQuoteSchema.parse(result)).toEqual(result);
    // credit 10.99 × 19/29 = 7.2003 → 7.20; charge 15.99 × 19/29 = 10.4762 → 10.48.
    // MRF 2.24 (224.272) on the charge less 1.54 (154.08) on the credit = 0.70.
    // Tax 6.5% of 3.28 + 0.70 = 25.87 → 0.26.
    expect(result.currentQuote.details).toEqual([
      {
        planCode: 'NEW',
        packageName: 'All Access',
        termLength: 1,
        priceAmount: usd(328),
        startDate: '2028-02-20',
        endDate: '2028-03-10',
        phase: 'fullPrice',
        fees: [{ code: 'MRF', amount: usd(70) }],
        taxes: [{ code: 'SALES', ratePpm: 65_000, taxableAmount: usd(398), amount: usd(26) }],
        prorated: { days: 19, ofDays: 29, credit: usd(720) },
      },
    ]);
    expect(result.currentQuote.totalAmount).toEqual(usd(424));
    expect(result.currentQuote.currentBalance).toEqual(usd(424));
    expect(result.revenueStatus).toBe('Immediate');

    // The new plan alone for those 19 days: 10.48 + MRF 2.24 + tax 0.83 (82.68).
    expect(result.proRatedRenewalQuote?.details[0]).toMatchObject({
      priceAmount: usd(1048),
      prorated: { days: 19, ofDays: 29 },
      fees: [{ code: 'MRF', amount: usd(224) }],
    });
    expect(result.proRatedRenewalQuote?.details[0]?.prorated?.credit).toBeUndefined();
    expect(result.proRatedRenewalQuote?.totalAmount).toEqual(usd(1355));

    // Then it renews on its own from the old period's end: 15.99 + 3.42 + 1.26.
    expect(result.renewalQuote?.details[0]).toMatchObject({
      startDate: '2028-03-10',
      endDate: '2028-04-10',
      priceAmount: usd(1599),
    });
    expect(result.renewalQuote?.details[0]).not.toHaveProperty('prorated');
    expect(result.renewalQuote?.totalAmount).toEqual(usd(2067));
    expect(result.futureQuote).toBeUndefined();
    expect(result.promoRenewalQuote).toBeUndefined();
  });

  it('counts a common-year February as 28 days and rounds half up', () => {
    const result = quotePlanChange({
      now: new Date('2027-02-20T00:00:00Z'),
      region: { country: 'us', state: 'OR' },
      currentPeriod: {
        ...music,
        royaltyFeeApplies: false,
        price: usd(1099),
        start: new Date('2027-02-10T00:00:00Z'),
        end: new Date('2027-03-10T00:00:00Z'),
      },
      newPlan: {
        planCode: 'NEW',
        packageName: 'News',
        royaltyFeeApplies: false,
        phases: [fullPriceMonthly(usd(1599))],
      },
    });
    // credit 10.99 × 18/28 = 7.065 → 7.07; charge 15.99 × 18/28 = 10.2793 → 10.28.
    expect(result.currentQuote.details[0]?.prorated).toEqual({
      days: 18,
      ofDays: 28,
      credit: usd(707),
    });
    expect(result.proRatedRenewalQuote?.details[0]?.priceAmount).toEqual(usd(1028));
    expect(result.currentQuote.totalAmount).toEqual(usd(321));
  });

  it('takes back the MRF of the credit when the new package carries none', () => {
    const result = quotePlanChange({
      now: new Date('2028-02-20T18:00:00Z'),
      region: { country: 'us', state: 'WA' },
      currentPeriod: {
        ...music,
        price: usd(1099),
        start: new Date('2028-02-10T00:00:00Z'),
        end: new Date('2028-03-10T00:00:00Z'),
      },
      newPlan: {
        planCode: 'NEW',
        packageName: 'News & Talk',
        royaltyFeeApplies: false,
        phases: [fullPriceMonthly(usd(1599))],
      },
    });
    // 3.28 − MRF 1.54, tax 6.5% of 1.74 = 11.31 → 0.11.
    expect(result.currentQuote.fees).toEqual([{ code: 'MRF', amount: usd(-154) }]);
    expect(result.currentQuote.taxes[0]?.amount).toEqual(usd(11));
    expect(result.currentQuote.totalAmount).toEqual(usd(185));
  });

  it('leaves a credit on the account when going from annual to monthly', () => {
    const result = quotePlanChange({
      now: new Date('2028-01-15T12:00:00Z'),
      region: { country: 'ca', state: 'ON' },
      // Jun 1, 2027 → Jun 1, 2028: 366 days (Feb 29); 138 left on Jan 15.
      currentPeriod: {
        ...music,
        price: cad(21_990),
        start: new Date('2027-06-01T00:00:00Z'),
        end: new Date('2028-06-01T00:00:00Z'),
      },
      newPlan: {
        planCode: 'NEW',
        packageName: 'Music',
        royaltyFeeApplies: true,
        phases: [fullPriceMonthly(cad(1099))],
      },
    });
    // credit 219.90 × 138/366 = 82.9131 → 82.91; charge 10.99 × 138/30 (Jun 2027) = 50.554 → 50.55.
    // HST 13% of −32.36 = −4.2068 → −4.21; no MRF in Canada.
    expect(result.currentQuote.details[0]).toMatchObject({
      priceAmount: cad(-3236),
      prorated: { days: 138, ofDays: 30, credit: cad(8291) },
      fees: [],
    });
    expect(result.currentQuote.taxes).toEqual([
      { code: 'HST', ratePpm: 130_000, taxableAmount: cad(-3236), amount: cad(-421) },
    ]);
    expect(result.currentQuote.totalAmount).toEqual(cad(-3657));
    expect(result.currentQuote.currentBalance).toEqual(cad(0));
    expect(result.revenueStatus).toBe('Deferred');
    expect(result.renewalQuote?.details[0]).toMatchObject({
      startDate: '2028-06-01',
      endDate: '2028-07-01',
    });
    expect(result.renewalQuote?.totalAmount).toEqual(cad(1242));
  });

  it('charges a monthly-to-annual upgrade by the year’s days and applies a gift card', () => {
    const result = quotePlanChange({
      now: new Date('2027-03-25T00:00:00Z'),
      region: { country: 'ca', state: 'AB' },
      currentPeriod: {
        ...music,
        price: cad(1099),
        start: new Date('2027-03-10T00:00:00Z'),
        end: new Date('2027-04-10T00:00:00Z'),
      },
      newPlan: {
        planCode: 'NEW',
        packageName: 'Music',
        royaltyFeeApplies: true,
        phases: [fullPriceAnnual(cad(21_990))],
      },
      giftCardBalance: cad(200),
    });
    // 16 of 31 days. credit 10.99 × 16/31 = 5.672 → 5.67; charge 219.90 × 16/366 (Mar 10, 2027
    // → Mar 10, 2028) = 9.613 → 9.61. Net 3.94, GST 0.197 → 0.20.
    expect(result.currentQuote.details[0]?.prorated).toEqual({
      days: 16,
      ofDays: 366,
      credit: cad(567),
    });
    expect(result.currentQuote.totalAmount).toEqual(cad(414));
    expect(result.currentQuote.currentBalance).toEqual(cad(214));
    expect(result.renewalQuote?.details[0]).toMatchObject({
      startDate: '2027-04-10',
      endDate: '2028-04-10',
      termLength: 12,
    });
  });

  it('moves onto a monthly promo: the new plan’s own periods start at the period end', () => {
    const result = quotePlanChange({
      now: new Date('2027-03-10T00:00:00Z'),
      region: { country: 'us', state: 'NY' },
      currentPeriod: {
        ...music,
        price: usd(1099),
        start: new Date('2027-03-10T00:00:00Z'),
        end: new Date('2027-04-10T00:00:00Z'),
      },
      newPlan: {
        planCode: 'PROMO',
        packageName: 'Music',
        royaltyFeeApplies: true,
        phases: [promo(3, 1, usd(500)), fullPriceMonthly(usd(1099))],
      },
    });
    // The change on the period's first day: the whole period is credited.
    expect(result.currentQuote.details[0]).toMatchObject({
      phase: 'promo',
      priceAmount: usd(500 - 1099),
      prorated: { days: 31, ofDays: 31, credit: usd(1099) },
      fees: [{ code: 'MRF', amount: usd(107 - 235) }],
    });
    expect(result.promoRenewalQuote?.details[0]?.startDate).toBe('2027-04-10');
    expect(result.futureQuote?.details[0]).toMatchObject({
      phase: 'fullPrice',
      startDate: '2027-07-10',
    });
    expect(result.renewalQuote).toEqual(result.futureQuote);
  });

  it('refuses a date outside the paid period and mixed currencies', () => {
    const base = {
      region: { country: 'us', state: 'WA' } as const,
      currentPeriod: {
        ...music,
        price: usd(1099),
        start: new Date('2027-03-10T00:00:00Z'),
        end: new Date('2027-04-10T00:00:00Z'),
      },
      newPlan: { ...music, planCode: 'NEW', phases: [fullPriceMonthly(usd(1599))] },
    };
    expect(() => quotePlanChange({ ...base, now: new Date('2027-04-11T00:00:00Z') })).toThrow(
      RangeError,
    );
    expect(() => quotePlanChange({ ...base, now: new Date('2027-03-09T00:00:00Z') })).toThrow(
      RangeError,
    );
    expect(() =>
      quotePlanChange({
        ...base,
        now: new Date('2027-03-20T00:00:00Z'),
        newPlan: { ...base.newPlan, phases: [fullPriceMonthly(cad(1599))] },
      }),
    ).toThrow(TypeError);
  });
});
