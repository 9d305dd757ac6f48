import { describe, expect, it } from 'vitest';
import { consentAgreementSchema, consentAgreementsFor, consentTypesFor } from './consent.ts';

describe('consent types (spec 001 §9)', () => {
  it.each([
    ['us', false, ['OFFER_AND_RENEWAL_TERMS', 'CUSTOMER_AGREEMENT', 'PRIVACY_POLICY']],
    [
      'us',
      true,
      ['OFFER_AND_RENEWAL_TERMS', 'CUSTOMER_AGREEMENT', 'PRIVACY_POLICY', 'MARKETING_OFFERS'],
    ],
    ['ca', false, ['OFFER_AND_RENEWAL_TERMS']],
    ['ca', true, ['OFFER_AND_RENEWAL_TERMS', 'MARKETING_OFFERS']],
  ] as const)('%s with marketing opt-in %s asks for %j', (country, marketingOptIn, types) => {
    expect(consentTypesFor(country, { marketingOptIn })).toEqual(types);
  });

  it('records each agreement with platform Web and app version 1.0', () => {
    const agreements = consentAgreementsFor({
      country: 'ca',
      locale: 'fr-CA',
      documentVersion: '2025-01',
      marketingOptIn: false,
    });
    expect(agreements).toEqual([
      {
        consentType: 'OFFER_AND_RENEWAL_TERMS',
        countryCode: 'CA',
        platform: 'Web',
        appVersion: '1.0',
        version: '2025-01',
        language: 'fr-CA',
      },
    ]);
    for (const agreement of agreements)
      expect(consentAgreementSchema.parse(agreement)).toEqual(agreement);
  });
});
