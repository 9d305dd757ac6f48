import type { Country } from '../locale/locales.ts';
import { normalisePhone } from '../validation/phone.ts';

/**
 * How the details a customer types are compared with the ones on their account (FLEPZ, RFLZ,
 * LPZ verification, radio id + last name). Customers type their details the way they say them,
 * not the way a clerk keyed them in years ago, so the comparison forgives what does not change
 * who someone is: case, accents, spaces, hyphens and apostrophes in names; case in emails; the
 * punctuation of a phone number; the space in a Canadian postal code and the +4 of a ZIP.
 */

/** Strips accents (é → e), keeps letters only, lower-cased: "Côté-O'Neil" → "coteoneil". */
export function nameKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

/** Same name once case, accents and punctuation are set aside; an empty name matches nothing. */
export function namesMatch(typed: string, stored: string): boolean {
  const key = nameKey(typed);
  return key !== '' && key === nameKey(stored);
}

/** Emails are compared trimmed and lower-cased (the stored `email_key`). */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The 10 digits of a North American number, whatever punctuation was typed; a leading country
 * code 1 is dropped. Undefined when it is not 10 digits.
 */
export function phoneKey(phone: string): string | undefined {
  const shaped = normalisePhone(phone);
  if (shaped) return shaped;
  const digits = phone.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return national.length === 10 ? national : undefined;
}

export function phonesMatch(typed: string, stored: string | null | undefined): boolean {
  const key = phoneKey(typed);
  return key !== undefined && stored !== null && stored !== undefined && key === phoneKey(stored);
}

/**
 * Whether 10 digits can be a dialable North American number (NANP): the area code and the
 * exchange start with 2–9 and are not N11 service codes (411, 911). A number that fails this
 * was mistyped or made up; the lookups answer PHONE_INVALID for it rather than "not found".
 */
export function isDialablePhone(phone: string): boolean {
  const key = phoneKey(phone);
  if (!key) return false;
  const serviceCode = (code: string) => code.slice(1) === '11';
  const areaCode = key.slice(0, 3);
  const exchange = key.slice(3, 6);
  return /^[2-9]\d\d[2-9]\d\d\d{4}$/.test(key) && !serviceCode(areaCode) && !serviceCode(exchange);
}

/**
 * A zip or postal code as compared (spec 001 §5: without spaces, upper-cased). A US ZIP+4 is
 * compared on its first five digits, so 78701-1234 matches an account kept as 78701.
 */
export function zipKey(zip: string, country: Country): string {
  const compact = zip.replace(/\s+/g, '').toUpperCase();
  if (country === 'us') return compact.replace(/-\d{4}$/, '');
  return compact;
}

export function zipsMatch(typed: string, stored: string | null | undefined, country: Country) {
  const key = zipKey(typed, country);
  return key !== '' && stored !== null && stored !== undefined && key === zipKey(stored, country);
}
