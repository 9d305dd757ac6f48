import type { Country } from '../locale/locales.ts';
import { isEmail } from '../validation/email.ts';
import { normalisePhone } from '../validation/phone.ts';

/**
 * Rules for the values a customer signs in with. Email and phone are the shared field rules of
 * `validation/` (flows §0), written once there; what is particular to identities lives here:
 * usernames, what a handle is, and the form handles are compared in.
 */

export const USERNAME_LIMITS = { minLength: 6, maxLength: 20 } as const;

const USERNAME_PATTERN = /^[A-Za-z0-9]{6,20}$/;

/**
 * Looking an identity up never stores anything, so the lookup takes any address either market's
 * rule accepts (Canada's, which adds accented letters) and skips the card-data check.
 */
const LOOKUP_COUNTRY: Country = 'ca';

export type HandleKind = 'email' | 'username';

/** What a typed handle is: an email, a username, or (undefined) neither. */
export function handleKindOf(value: string): HandleKind | undefined {
  const handle = value.trim();
  if (isEmail(handle, LOOKUP_COUNTRY, { forLookup: true })) return 'email';
  if (USERNAME_PATTERN.test(handle)) return 'username';
  return undefined;
}

/** A new username: 6–20 letters and digits, or an email address (flows §0). */
export function isValidUsername(value: string, country: Country): boolean {
  const username = value.trim();
  return USERNAME_PATTERN.test(username) || isEmail(username, country);
}

/** An email a new identity or a changed handle may use, by the market's rule. */
export function isValidEmailAddress(value: string, country: Country): boolean {
  return isEmail(value.trim(), country);
}

/**
 * The form handles and emails are compared in: trimmed and lower-cased, so `Listener@Orbit…`
 * and `listener@orbit…` are one identity.
 */
export function handleKey(value: string): string {
  return value.trim().toLowerCase();
}

/** The ten digits of a phone number typed as 5145550142 or 514-555-0142; undefined otherwise. */
export function normalizePhoneNumber(value: string): string | undefined {
  return normalisePhone(value);
}
