import * as z from 'zod/mini';
import type { AddressCountry } from '../geography/country-codes.ts';
import { addressCountryOf } from '../geography/country-codes.ts';
import { type Country, LOCALES, type Locale } from '../locale/locales.ts';

export const CONSENT_TYPES = [
  'OFFER_AND_RENEWAL_TERMS',
  'CUSTOMER_AGREEMENT',
  'PRIVACY_POLICY',
  'MARKETING_OFFERS',
] as const;
export type ConsentType = (typeof CONSENT_TYPES)[number];

/**
 * Which documents a customer agrees to in each country: offer and renewal terms everywhere;
 * the customer agreement and privacy policy are separate consents in the US only; marketing
 * offers everywhere, and only when the customer opts in (Canada's anti-spam law wants it express).
 */
export const CONSENT_COUNTRIES: Readonly<Record<ConsentType, readonly AddressCountry[]>> = {
  OFFER_AND_RENEWAL_TERMS: ['US', 'CA'],
  CUSTOMER_AGREEMENT: ['US'],
  PRIVACY_POLICY: ['US'],
  MARKETING_OFFERS: ['US', 'CA'],
};

export const CONSENT_PLATFORM = 'Web';
export const CONSENT_APP_VERSION = '1.0';

/** The consents asked for in a market; marketing offers only when ticked. */
export function consentTypesFor(country: Country, options: { marketingOptIn: boolean }) {
  const code = addressCountryOf(country);
  return CONSENT_TYPES.filter(
    (type) =>
      CONSENT_COUNTRIES[type].includes(code) &&
      (type !== 'MARKETING_OFFERS' || options.marketingOptIn),
  );
}

/**
 * One consent as `updateAccount` carries it in `privacyAgreements` (spec 001 §7): the document,
 * the country and language it was shown in, and the platform and app version that showed it.
 */
export const consentAgreementSchema = /* @__PURE__ */ z.object({
  consentType: z.enum(CONSENT_TYPES),
  countryCode: z.enum(['US', 'CA']),
  platform: z.literal(CONSENT_PLATFORM),
  appVersion: z.string(),
  /** Version of the document agreed to. */
  version: z.string().check(z.minLength(1)),
  language: z.enum(LOCALES),
});
export type ConsentAgreement = z.infer<typeof consentAgreementSchema>;

/** The agreements a sign-up or checkout records for a customer of `country` reading in `locale`. */
export function consentAgreementsFor(input: {
  country: Country;
  locale: Locale;
  documentVersion: string;
  marketingOptIn: boolean;
}): ConsentAgreement[] {
  return consentTypesFor(input.country, input).map((consentType) => ({
    consentType,
    countryCode: addressCountryOf(input.country),
    platform: CONSENT_PLATFORM,
    appVersion: CONSENT_APP_VERSION,
    version: input.documentVersion,
    language: input.locale,
  }));
}
