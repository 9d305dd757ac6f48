import type { Country } from '../locale/locales.ts';

/**
 * The public holidays on which a business day does not count, per market: US federal holidays
 * (5 U.S.C. 6103, with the federal rule for weekends: a Saturday holiday is observed the Friday
 * before, a Sunday one the Monday after) and Canadian federal statutory holidays (Canada Labour
 * Code s. 166, with National Day for Truth and Reconciliation since 2021; one falling on a weekend
 * is observed on the next weekday that is not already a holiday). Dates are calendar dates,
 * `yyyy-mm-dd`, with no time of day or zone.
 */
export type CalendarDate = string;

const DAY_MS = 86_400_000;

function utc(year: number, monthIndex: number, day: number): Date {
  return new Date(Date.UTC(year, monthIndex, day));
}

export function calendarDateOf(date: Date): CalendarDate {
  return date.toISOString().slice(0, 10);
}

export function dateOfCalendarDate(day: CalendarDate): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const date = match ? utc(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : undefined;
  if (!date || calendarDateOf(date) !== day) throw new RangeError(`not a calendar date: ${day}`);
  return date;
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

export function isWeekend(date: Date): boolean {
  const weekday = date.getUTCDay();
  return weekday === 0 || weekday === 6;
}

/** The `nth` (1-based) `weekday` (0 = Sunday) of a month; `nth` -1 is the last one. */
function nthWeekday(year: number, monthIndex: number, weekday: number, nth: number): Date {
  if (nth === -1) {
    const last = utc(year, monthIndex + 1, 0);
    return addDays(last, -((last.getUTCDay() - weekday + 7) % 7));
  }
  const first = utc(year, monthIndex, 1);
  return addDays(first, ((weekday - first.getUTCDay() + 7) % 7) + (nth - 1) * 7);
}

/** Easter Sunday in the Gregorian calendar (the anonymous algorithm of Meeus/Jones/Butcher). */
export function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return utc(year, month - 1, day);
}

function usObserved(date: Date): Date {
  const weekday = date.getUTCDay();
  if (weekday === 6) return addDays(date, -1);
  if (weekday === 0) return addDays(date, 1);
  return date;
}

function usHolidays(year: number): Date[] {
  return [
    usObserved(utc(year, 0, 1)),
    nthWeekday(year, 0, 1, 3), // Birthday of Martin Luther King, Jr.
    nthWeekday(year, 1, 1, 3), // Washington's Birthday
    nthWeekday(year, 4, 1, -1), // Memorial Day
    usObserved(utc(year, 5, 19)), // Juneteenth
    usObserved(utc(year, 6, 4)),
    nthWeekday(year, 8, 1, 1), // Labor Day
    nthWeekday(year, 9, 1, 2), // Columbus Day
    usObserved(utc(year, 10, 11)), // Veterans Day
    nthWeekday(year, 10, 4, 4), // Thanksgiving Day
    usObserved(utc(year, 11, 25)),
    // New Year's Day of the next year observed on December 31.
    ...(utc(year + 1, 0, 1).getUTCDay() === 6 ? [utc(year, 11, 31)] : []),
  ];
}

function caHolidays(year: number): Date[] {
  const easter = easterSunday(year);
  const may25 = utc(year, 4, 25);
  const days = [
    utc(year, 0, 1),
    addDays(easter, -2), // Good Friday
    addDays(may25, -((may25.getUTCDay() + 6) % 7 || 7)), // Victoria Day: the Monday before May 25
    utc(year, 6, 1), // Canada Day
    nthWeekday(year, 8, 1, 1), // Labour Day
    utc(year, 8, 30), // National Day for Truth and Reconciliation
    nthWeekday(year, 9, 1, 2), // Thanksgiving Day
    utc(year, 10, 11), // Remembrance Day
    utc(year, 11, 25),
    utc(year, 11, 26), // Boxing Day
  ];
  // A holiday on a weekend moves to the next weekday that is not already a holiday.
  const taken = new Set<string>();
  for (const day of days) if (!isWeekend(day)) taken.add(calendarDateOf(day));
  for (const day of days) {
    if (!isWeekend(day)) continue;
    let observed = day;
    while (isWeekend(observed) || taken.has(calendarDateOf(observed))) {
      observed = addDays(observed, 1);
    }
    taken.add(calendarDateOf(observed));
  }
  return [...taken].map(dateOfCalendarDate);
}

const cache = new Map<string, ReadonlySet<CalendarDate>>();

/** The observed public holidays of a market in a year. */
export function publicHolidays(country: Country, year: number): ReadonlySet<CalendarDate> {
  const key = `${country}|${year}`;
  let days = cache.get(key);
  if (!days) {
    days = new Set((country === 'us' ? usHolidays(year) : caHolidays(year)).map(calendarDateOf));
    cache.set(key, days);
  }
  return days;
}

export function isBusinessDay(date: Date, country: Country): boolean {
  return (
    !isWeekend(date) && !publicHolidays(country, date.getUTCFullYear()).has(calendarDateOf(date))
  );
}
