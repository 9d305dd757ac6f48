import { describe, expect, it } from 'vitest';
import {
  acceptTermsRequestSchema,
  agreementDocumentId,
  agreementRefusalOf,
  type PrivacyAgreementAcceptance,
} from './privacy-agreements.ts';

function agreement(overrides: Record<string, unknown>): PrivacyAgreementAcceptance {
  const [parsed] = acceptTermsRequestSchema.parse({
    privacyAgreements: [
      {
        consentType: 'OFFER_AND_RENEWAL_TERMS',
        countryCode: 'US',
        version: '2026.1',
        language: 'en-US',
        ...overrides,
      },
    ],
  }).privacyAgreements;
  if (!parsed) throw new Error('one agreement was sent');
  return parsed;
}

describe('privacy agreements by country (spec 001 §9)', () => {
  it('fills platform Web and app version 1.0', () => {
    expect(agreement({})).toMatchObject({ platform: 'Web', appVersion: '1.0' });
  });

  it.each([
    ['US', 'OFFER_AND_RENEWAL_TERMS', 'en-US', null],
    ['US', 'CUSTOMER_AGREEMENT', 'en-US', null],
    ['US', 'PRIVACY_POLICY', 'en-US', null],
    ['US', 'MARKETING_OFFERS', 'en-US', null],
    ['CA', 'OFFER_AND_RENEWAL_TERMS', 'fr-CA', null],
    ['CA', 'MARKETING_OFFERS', 'en-CA', null],
    ['CA', 'CUSTOMER_AGREEMENT', 'en-CA', 'consentType'],
    ['CA', 'PRIVACY_POLICY', 'fr-CA', 'consentType'],
    ['US', 'OFFER_AND_RENEWAL_TERMS', 'fr-CA', 'language'],
    ['CA', 'OFFER_AND_RENEWAL_TERMS', 'en-US', 'language'],
  ] as const)('%s %s in %s → %s', (countryCode, consentType, language, refusal) => {
    expect(agreementRefusalOf(agreement({ countryCode, consentType, language }))).toBe(refusal);
  });

  it('refuses a province outside Canada', () => {
    expect(agreementRefusalOf(agreement({ regionCode: 'QC' }))).toBe('regionCode');
  });

  it('gives Quebec’s documents the locale suffix, nobody else’s', () => {
    const quebec = agreement({ countryCode: 'CA', regionCode: 'qc', language: 'fr-CA' });
    expect(quebec.regionCode).toBe('QC');
    expect(agreementDocumentId(quebec)).toBe('OFFER_AND_RENEWAL_TERMS.CA.fr-CA');
    const ontario = agreement({ countryCode: 'CA', regionCode: 'ON', language: 'fr-CA' });
    expect(agreementDocumentId(ontario)).toBe('OFFER_AND_RENEWAL_TERMS.CA');
    expect(agreementDocumentId(agreement({}))).toBe('OFFER_AND_RENEWAL_TERMS.US');
  });

  it('refuses a platform other than Web and an unknown consent type', () => {
    expect(() => agreement({ platform: 'iOS' })).toThrow();
    expect(() => agreement({ consentType: 'COOKIES' })).toThrow();
  });
});
