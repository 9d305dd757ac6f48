import { describe, expect, it } from 'vitest';
import { money } from '../catalog/money.ts';
import { multiRadioDiscounts, totalMultiRadioDiscount } from './multi-radio-discount.ts';

const eligible = { mrdEligible: true, monthlyDiscount: money(500, 'USD') };
const notEligible = { mrdEligible: false, monthlyDiscount: money(0, 'USD') };
const monthly = (planTerms: typeof eligible) => ({
  planTerms,
  priceAmount: money(1999, 'USD'),
  termMonths: 1,
});

describe('multiRadioDiscounts', () => {
  it('leaves the first radio of an order at full price on an account paying for none', () => {
    const lines = multiRadioDiscounts(0, [monthly(eligible), monthly(eligible), monthly(eligible)]);
    expect(lines.map((line) => line.discount.amountMinor)).toEqual([0, 500, 500]);
    expect(totalMultiRadioDiscount(lines, 'USD')).toEqual(money(1000, 'USD'));
  });

  it('discounts every eligible radio when the account already pays for one', () => {
    const lines = multiRadioDiscounts(1, [monthly(eligible), monthly(eligible)]);
    expect(lines.map((line) => line.discount.amountMinor)).toEqual([500, 500]);
  });

  it('never discounts a plan the catalog does not mark eligible', () => {
    const lines = multiRadioDiscounts(2, [monthly(notEligible), monthly(eligible)]);
    expect(lines).toEqual([
      { isMrdEligible: false, discount: money(0, 'USD') },
      { isMrdEligible: true, discount: money(500, 'USD') },
    ]);
  });

  it('takes the monthly discount for each month charged, never below a zero price', () => {
    const annual = { planTerms: eligible, priceAmount: money(19_900, 'USD'), termMonths: 12 };
    const cheap = { planTerms: eligible, priceAmount: money(300, 'USD'), termMonths: 1 };
    const lines = multiRadioDiscounts(1, [annual, cheap]);
    expect(lines.map((line) => line.discount.amountMinor)).toEqual([6000, 300]);
  });

  it('marks an eligible first radio eligible even while it pays full price', () => {
    const [first] = multiRadioDiscounts(0, [monthly(eligible)]);
    expect(first).toEqual({ isMrdEligible: true, discount: money(0, 'USD') });
  });
});
