import type { ContentEntries, Offer } from '@orbit/domain';
import { networkError, serviceErrorFromBody } from '@orbit/sdk';
import { describe, expect, it } from 'vitest';
import { failureOf } from '../../../shared/errors/index.ts';
import {
  loadSelfPayOffers,
  selfPayFailurePage as pageOf,
  type SelfPayClients,
} from './self-pay-offers.ts';

const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' as const });
const monthly = { unit: 'months' as const, count: 1 };

const trial: Offer = {
  id: 'STREAM_PLAT_3MO_FREE',
  name: 'Streaming Platinum — 3 months free',
  baseTerm: 'Monthly',
  billingPlatform: 'Direct',
  products: [{ id: 'SXM_PLATINUM', productType: 'main' }],
  basePrice: usd(1099),
  phases: [
    {
      type: 'Free',
      duration: { kind: 'finite', months: 3 },
      billingPeriod: monthly,
      price: { total: usd(0) },
    },
    {
      type: 'AutoRenewing',
      duration: { kind: 'infinite' },
      billingPeriod: monthly,
      price: { total: usd(1099) },
    },
  ],
  campaignId: 'stream_3mo_free',
};
const promo: Offer = {
  ...trial,
  id: 'STREAM_PLAT_6MO5',
  name: 'Streaming Platinum — 6 months at $5',
  products: [
    { id: 'SXM_PLATINUM', productType: 'main' },
    { id: 'AMZ_DOT', productType: 'partner' },
  ],
  phases: [
    {
      type: 'Introductory',
      duration: { kind: 'finite', months: 6 },
      billingPeriod: monthly,
      price: { total: usd(500) },
    },
    ...trial.phases.slice(1),
  ],
};
const annual: Offer = {
  ...trial,
  id: 'STREAM_PLAT_YR',
  baseTerm: 'Annual',
  basePrice: usd(11999),
  phases: [
    {
      type: 'AutoRenewing',
      duration: { kind: 'infinite' },
      billingPeriod: { unit: 'years', count: 1 },
      price: { total: usd(11999) },
    },
  ],
};

const entry = (id: string, contentType: 'Offer' | 'Package', fields: Record<string, unknown>) => ({
  sys: { id, contentType, locale: 'fr-CA', updatedAt: '2026-01-01T00:00:00.000Z' },
  fields,
});
const content: ContentEntries = {
  total: 1,
  items: [
    entry('STREAM_PLAT_3MO_FREE', 'Offer', {
      newSubscribersOnly: false,
      package: { sys: { type: 'Link', linkType: 'Entry', id: 'SXM_PLATINUM' } },
    }),
  ],
  includes: {
    Entry: [entry('SXM_PLATINUM', 'Package', { name: 'Platine', royaltyFeeApplies: false })],
  },
};

/** A fake of the two SDK clients the page uses, keeping what it was asked. */
function fakeClients(options: { offers: Offer[]; content?: ContentEntries | Error }) {
  const asked: { eligibility: unknown[]; content: unknown[] } = { eligibility: [], content: [] };
  const clients: SelfPayClients = {
    eligibility: {
      newOffers: async (query) => {
        asked.eligibility.push(query);
        return options.offers;
      },
    },
    content: {
      entries: async (request) => {
        asked.content.push(request);
        if (options.content instanceof Error) throw options.content;
        return options.content ?? { total: 0, items: [] };
      },
    },
  };
  return { clients, asked };
}

describe('self-pay offers', () => {
  it('asks for streaming in the market, keeps Monthly, and names the package in the locale', async () => {
    const { clients, asked } = fakeClients({ offers: [trial, annual], content });
    const result = await loadSelfPayOffers(clients, {
      country: 'us',
      locale: 'fr-CA',
      promoCode: 'SPRING',
    });
    expect(asked.eligibility).toEqual([
      { country: 'us', serviceType: 'streaming', promoCode: 'SPRING' },
    ]);
    expect(asked.content).toEqual([
      { contentType: 'Offer', offerIds: ['STREAM_PLAT_3MO_FREE'], include: 1, locale: 'fr-CA' },
    ]);
    expect(result).toEqual({
      leadPlanCode: 'STREAM_PLAT_3MO_FREE',
      presentmentTestCell: null,
      offers: [
        {
          planCode: 'STREAM_PLAT_3MO_FREE',
          packageId: 'SXM_PLATINUM',
          packageName: 'Platine',
          serviceType: 'streaming',
          type: 'Trial',
          baseTerm: 'Monthly',
          phases: trial.phases,
          price: usd(0),
          renewalPrice: usd(1099),
          renewalTermMonths: 1,
          activationFee: null,
          royaltyFeeApplies: false,
          newSubscribersOnly: false,
          campaignId: 'stream_3mo_free',
          deal: null,
          fallbackReason: null,
        },
      ],
    });
  });

  it('still shows the offers when the content lookup fails, under their catalog names', async () => {
    const { clients } = fakeClients({ offers: [promo, trial], content: new Error('down') });
    const { offers } = await loadSelfPayOffers(clients, {
      country: 'us',
      locale: 'en-US',
      promoCode: undefined,
    });
    expect(offers.map((offer) => offer.planCode)).toEqual([
      'STREAM_PLAT_6MO5',
      'STREAM_PLAT_3MO_FREE',
    ]);
    expect(offers[0]).toMatchObject({
      packageName: 'Streaming Platinum — 6 months at $5',
      type: 'Promo',
      price: usd(500),
      newSubscribersOnly: true,
      royaltyFeeApplies: true,
      deal: { code: 'AMZ_DOT', etfAmount: null, etfTermMonths: null },
    });
  });

  it('answers no offers without asking for content', async () => {
    const { clients, asked } = fakeClients({ offers: [] });
    const result = await loadSelfPayOffers(clients, {
      country: 'ca',
      locale: 'en-CA',
      promoCode: undefined,
    });
    expect(result).toEqual({ offers: [], leadPlanCode: null, presentmentTestCell: null });
    expect(asked.content).toEqual([]);
  });

  it('sends a refused promo code to its page and anything else to technical issues', () => {
    const selfPayFailurePage = (error: unknown) => pageOf(failureOf(error));
    const refused = (fieldCode: string, code = 'INVALID_OFFER_DATA') =>
      serviceErrorFromBody(
        400,
        {
          code,
          description: 'refused',
          invalidFields: [{ fieldName: 'promoCode', errorCode: fieldCode }],
        },
        'eligibility.newOffers',
      );
    expect(selfPayFailurePage(refused('ALREADY_REDEEMED', 'OFFER_REDEEMED'))).toBe(
      'promo-code-redeemed-error',
    );
    expect(selfPayFailurePage(refused('OUTSIDE_START_AND_END_DATE', 'OFFER_EXPIRED'))).toBe(
      'expired-offer-error',
    );
    expect(selfPayFailurePage(refused('NOT_FOUND'))).toBe('generic-error');
    expect(selfPayFailurePage(refused('PROMO_CODE_CANCELED'))).toBe('generic-error');
    const invalidCountry = serviceErrorFromBody(
      400,
      { code: 'INVALID_PAYLOAD', invalidFields: [{ fieldName: 'country', errorCode: 'INVALID' }] },
      'eligibility.newOffers',
    );
    expect(selfPayFailurePage(invalidCountry)).toBe('technical-issues');
    expect(selfPayFailurePage(serviceErrorFromBody(503, {}, 'eligibility.newOffers'))).toBe(
      'technical-issues',
    );
    expect(selfPayFailurePage(networkError('eligibility.newOffers', new TypeError('x')))).toBe(
      'technical-issues',
    );
  });
});
