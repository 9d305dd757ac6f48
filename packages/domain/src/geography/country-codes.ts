import type { Country } from '../locale/locales.ts';

/** Countries as addresses and partner systems spell them: upper-case ISO 3166 alpha-2. */
export const ADDRESS_COUNTRIES = ['US', 'CA'] as const;
export type AddressCountry = (typeof ADDRESS_COUNTRIES)[number];

/**
 * Back ends answer USA / Canada (and sometimes US, CAN, United States); addresses carry US / CA.
 * Case and surrounding spaces do not matter. Undefined for any other country: we sell in two.
 */
const COUNTRY_ALIASES: Readonly<Record<string, AddressCountry>> = {
  US: 'US',
  USA: 'US',
  'UNITED STATES': 'US',
  'UNITED STATES OF AMERICA': 'US',
  CA: 'CA',
  CAN: 'CA',
  CANADA: 'CA',
};

export function normaliseCountryCode(value: string | null | undefined): AddressCountry | undefined {
  if (!value) return undefined;
  const key = value.trim().replace(/\s+/g, ' ').toUpperCase();
  return Object.hasOwn(COUNTRY_ALIASES, key) ? COUNTRY_ALIASES[key] : undefined;
}

/** The address country of a market (`us` → `US`). */
export function addressCountryOf(country: Country): AddressCountry {
  return country === 'ca' ? 'CA' : 'US';
}

/** The market of an address country (`CA` → `ca`). */
export function marketOf(country: AddressCountry): Country {
  return country === 'CA' ? 'ca' : 'us';
}
