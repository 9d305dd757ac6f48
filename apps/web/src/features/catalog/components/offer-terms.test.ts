import { describe, expect, it } from 'vitest';
import { FALLBACK_OFFER, streamingOffer } from '../../../testing/offer-fakes.ts';
import { offerTerms } from './offer-terms.ts';

describe('offer terms', () => {
  it('reads a free trial, then the renewal price', () => {
    expect(offerTerms(streamingOffer())).toEqual({
      headline: { kind: 'free', months: 3 },
      renewal: { price: { amountMinor: 1099, currency: 'USD' }, period: 'month' },
    });
  });

  it('reads an introductory price and a plain monthly plan', () => {
    const promo = streamingOffer({
      type: 'Promo',
      price: { amountMinor: 499, currency: 'USD' },
      phases: [
        {
          type: 'Introductory',
          duration: { kind: 'finite', months: 6 },
          billingPeriod: { unit: 'months', count: 1 },
          price: { total: { amountMinor: 499, currency: 'USD' } },
        },
      ],
    });
    expect(offerTerms(promo).headline).toEqual({
      kind: 'intro',
      price: { amountMinor: 499, currency: 'USD' },
      period: 'month',
      months: 6,
    });
    expect(offerTerms(FALLBACK_OFFER)).toEqual({
      headline: { kind: 'price', price: { amountMinor: 1099, currency: 'USD' }, period: 'month' },
      renewal: undefined,
    });
  });

  it('reads a trial that ends on its own without a price to follow', () => {
    const rollToDrop = streamingOffer({
      price: { amountMinor: 0, currency: 'USD' },
      renewalPrice: { amountMinor: 0, currency: 'USD' },
      phases: [
        {
          type: 'Free',
          duration: { kind: 'finite', months: 3 },
          billingPeriod: { unit: 'months', count: 1 },
          price: { total: { amountMinor: 0, currency: 'USD' } },
        },
      ],
    });
    expect(offerTerms(rollToDrop)).toEqual({
      headline: { kind: 'free', months: 3 },
      renewal: undefined,
    });
  });
});
