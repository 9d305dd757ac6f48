import * as z from 'zod/mini';
import { FIELD_ERROR_CODES, type FieldErrorCode } from '../platform/field-error-codes.ts';
import { isCalendarDate } from './calendar-date.ts';
import { fieldIssue } from './field-check.ts';

/** An ISO 8601 date (2025-01-31) or date-time with an offset (2025-01-31T00:00:00Z). */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2}))?$/;

function instant(value: string | Date): number {
  if (value instanceof Date) return value.getTime();
  return ISO_DATE.test(value) && isCalendarDate(value.slice(0, 10))
    ? Date.parse(value)
    : Number.NaN;
}

/**
 * A date range must run forwards: start <= end (the same day is a one-day range). Dates are
 * ISO strings or Date objects; an unreadable one is INVALID.
 */
export function checkDateRange(start: string | Date, end: string | Date): FieldErrorCode | null {
  const from = instant(start);
  const to = instant(end);
  if (Number.isNaN(from) || Number.isNaN(to)) return FIELD_ERROR_CODES.INVALID;
  return from <= to ? null : FIELD_ERROR_CODES.START_AFTER_END;
}

export function isDateRangeOrdered(start: string | Date, end: string | Date): boolean {
  return checkDateRange(start, end) === null;
}

const isoDateSchema = /* @__PURE__ */ z
  .string({ error: () => FIELD_ERROR_CODES.REQUIRED })
  .check(z.refine((value) => !Number.isNaN(instant(value)), { error: FIELD_ERROR_CODES.INVALID }));

/**
 * Adds the start <= end rule to any object schema holding two ISO dates, reporting
 * START_AFTER_END on the end field: `schema.superRefine(orderedDateRange('startDate', 'endDate'))`.
 */
export function orderedDateRange(startKey: string, endKey: string) {
  return (value: Record<string, unknown>, ctx: z.core.$RefinementCtx<Record<string, unknown>>) => {
    const start = value[startKey];
    const end = value[endKey];
    if (typeof start !== 'string' || typeof end !== 'string') return;
    const code = checkDateRange(start, end);
    if (code === FIELD_ERROR_CODES.START_AFTER_END) ctx.addIssue(fieldIssue(code, [endKey]));
  };
}

/** `billing/activity`: both dates optional, ordered when both are given. */
export const optionalDateRangeSchema = /* @__PURE__ */ z
  .object({ startDate: z.optional(isoDateSchema), endDate: z.optional(isoDateSchema) })
  .check(z.superRefine(orderedDateRange('startDate', 'endDate')));

/** Payment history and invoices: start and end required, and ordered. */
export const requiredDateTimeRangeSchema = /* @__PURE__ */ z
  .object({ startDateTime: isoDateSchema, endDateTime: isoDateSchema })
  .check(z.superRefine(orderedDateRange('startDateTime', 'endDateTime')));
