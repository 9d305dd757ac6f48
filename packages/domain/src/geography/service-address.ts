import type { Country } from '../locale/locales.ts';
import { type AddressCountry, normaliseCountryCode } from './country-codes.ts';

/** Postal codes compared as a back end stores them: no spaces, upper case (k1a 0b1 = K1A0B1). */
export function comparablePostalCode(value: string | null | undefined): string {
  return (value ?? '').replace(/\s+/g, '').toUpperCase();
}

/**
 * A service address may be edited online only within its postal code: the new address is taken
 * when its postal code matches the current one. The service address decides taxes and regional
 * rights, so moving it elsewhere is a care-agent job. No current postal code: nothing to match.
 */
export function canUpdateServiceAddress(
  currentPostalCode: string | null | undefined,
  newPostalCode: string | null | undefined,
): boolean {
  const current = comparablePostalCode(currentPostalCode);
  return current !== '' && current === comparablePostalCode(newPostalCode);
}

/**
 * Partner calls take a province for Canada only: the value is passed through for a Canadian
 * market or address and dropped (undefined) otherwise.
 */
export function provinceForRequest(
  country: Country | AddressCountry | string,
  province: string | null | undefined,
): string | undefined {
  const isCanada = country === 'ca' || normaliseCountryCode(country) === 'CA';
  const value = province?.trim();
  return isCanada && value ? value : undefined;
}
