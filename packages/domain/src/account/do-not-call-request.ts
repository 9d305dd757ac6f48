import * as z from 'zod/mini';
import { HUMAN_CHECK_LIMITS } from '../human-check/human-check.ts';
import type { Country } from '../locale/locales.ts';
import { calendarDateSchema } from '../validation/calendar-date.ts';
import { PHONE_DIGITS, phoneSchema } from '../validation/phone.ts';
import type { CalendarDate } from './public-holidays.ts';

/**
 * Do not call (flows §8.3): `POST /services/account-mgmt/preferences/donotcall` with the phone
 * number to stop calling. `answer` and `token` are a solved human check's (the spec's names for
 * the captcha), sent only after the server answered CAPTCHA_REQUIRED; `languagePreference` (en-US, fr-CA…) is the language the request was made in, kept with
 * the registration. The phone number parses to its 10 digits.
 */
export const careDoNotCallRequestSchema = /* @__PURE__ */ z.strictObject({
  phoneNumber: phoneSchema,
  answer: z.optional(z.string().check(z.trim(), z.maxLength(HUMAN_CHECK_LIMITS.answerMaxLength))),
  token: z.optional(z.string().check(z.trim(), z.maxLength(HUMAN_CHECK_LIMITS.tokenMaxLength))),
  languagePreference: z.optional(z.string().check(z.trim(), z.maxLength(10))),
});
export type CareDoNotCallRequest = z.input<typeof careDoNotCallRequestSchema>;

/**
 * The registration: the number as customers write it (555-123-4567), when it was asked for, and
 * the calendar date (YYYY-MM-DD) by which calls stop (`doNotCallHonourBy`). Registering a number
 * again while its registration is pending answers that registration.
 */
export const careDoNotCallResultSchema = /* @__PURE__ */ z.object({
  resultCode: z.literal('Success'),
  phoneNumber: z.string(),
  requestedAt: z.string(),
  honourBy: calendarDateSchema,
});
export type CareDoNotCallResult = z.infer<typeof careDoNotCallResultSchema>;

/**
 * Requests per number an hour, from any address, before each further one needs a human check:
 * an honest customer asks once or twice; more is someone probing which numbers are registered
 * (the answer tells a pending one apart). A check, not a refusal, so that nobody can stop the
 * number's owner from registering it.
 */
export const DO_NOT_CALL_REQUESTS_PER_NUMBER_PER_HOUR = 5;

/**
 * Requests from one client address an hour before each further one needs a human check: a
 * household registers its two or three numbers; a script registers other people's. The server's
 * default for DO_NOT_CALL_REQUESTS_PER_IP_PER_HOUR.
 */
export const DO_NOT_CALL_REQUESTS_PER_ADDRESS_BEFORE_CHECK = 3;

/**
 * A phone number as customers write it, built from whatever was typed so far: the digits only,
 * at most ten, grouped 555-123-4567 (`555`, `555-12`, `555-123-4`… on the way). Inputs run it on
 * every keystroke; answers show a stored number with it.
 */
export function formatPhoneNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, PHONE_DIGITS);
  if (digits.length <= 3) return digits;
  if (digits.length <= 6) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/**
 * Where each market's care centre counts its business days: the day of a request is its date
 * there (a request at 11 p.m. in Los Angeles is already the next day in New York).
 */
export const DO_NOT_CALL_TIME_ZONES: Record<Country, string> = {
  us: 'America/New_York',
  ca: 'America/Toronto',
};

/** The calendar date of an instant in the market's care-centre time zone. */
export function doNotCallRequestDate(instant: Date, country: Country): CalendarDate {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: DO_NOT_CALL_TIME_ZONES[country],
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: 'year' | 'month' | 'day') =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Whether a registration is still on its way in (`today` not after its honour-by date). */
export function isDoNotCallPending(honourBy: CalendarDate, today: CalendarDate): boolean {
  return today <= honourBy;
}
