import * as z from 'zod/mini';
import { FIELD_ERROR_CODES } from '../platform/field-error-codes.ts';

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Whether `text` is a date that exists: `yyyy-mm-dd`, year 0001 to 9999, a month of the year and
 * a day of that month (2024-02-29 is one, 2025-02-29 and 0000-00-00 are not). The shape alone
 * lets impossible dates through to the database, which refuses them.
 */
export function isCalendarDate(text: string): boolean {
  const match = CALENDAR_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A calendar date field (`yyyy-mm-dd`, one that exists); INVALID otherwise. */
export const calendarDateSchema = /* @__PURE__ */ z
  .string()
  .check(z.refine(isCalendarDate, { error: FIELD_ERROR_CODES.INVALID }));
