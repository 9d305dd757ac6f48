import { describe, expect, it } from 'vitest';
import { offerSchema, offersForPresentment, offerTypeOf } from './offer.ts';

const phase = (type: string) => ({ type });

describe('offerTypeOf (spec 001 §4)', () => {
  it.each([
    [['Free', 'AutoRenewing'], 'Trial'],
    [['Free', 'Introductory', 'AutoRenewing'], 'Trial'],
    [['Introductory', 'AutoRenewing'], 'Promo'],
    [['AutoRenewing'], 'SelfPay'],
    [[], 'SelfPay'],
  ])('phases %j make a %s offer', (types, offerType) => {
    expect(offerTypeOf({ phases: types.map(phase) })).toBe(offerType);
  });
});

describe('offersForPresentment', () => {
  const monthly = { id: 'm', baseTerm: 'Monthly' };
  const annual = { id: 'a', baseTerm: 'Annual' };

  it('keeps only Monthly offers when several come back', () => {
    expect(offersForPresentment([annual, monthly, { id: 'm2', baseTerm: 'Monthly' }])).toEqual([
      monthly,
      { id: 'm2', baseTerm: 'Monthly' },
    ]);
    expect(offersForPresentment([annual, { id: 'a2', baseTerm: 'Annual' }])).toEqual([]);
  });

  it('keeps a single offer whatever its term', () => {
    expect(offersForPresentment([annual])).toEqual([annual]);
    expect(offersForPresentment([])).toEqual([]);
  });
});

describe('offerSchema', () => {
  it('parses an offer with a free trial then full price', () => {
    const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' });
    const offer = offerSchema.parse({
      id: 'offer-1',
      name: 'Music & Entertainment',
      baseTerm: 'Monthly',
      billingPlatform: 'Direct',
      products: [{ id: 'SXM_MUSIC', productType: 'main' }],
      basePrice: usd(1099),
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
          price: { total: usd(1099), mrfAmount: usd(215) },
        },
      ],
    });
    expect(offerTypeOf(offer)).toBe('Trial');
    expect(offerSchema.safeParse({ ...offer, billingPlatform: 'Web' }).success).toBe(false);
    expect(offerSchema.safeParse({ ...offer, phases: [] }).success).toBe(false);
  });
});
