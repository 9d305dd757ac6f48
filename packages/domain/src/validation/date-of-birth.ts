import { FIELD_ERROR_CODES, type FieldErrorCode } from '../platform/field-error-codes.ts';
import { fieldSchema } from './field-check.ts';

/** D/M or DD/MM (no year: the data-collection form asks for day and month only). */
const DAY_MONTH = /^(\d{1,2})\/(\d{1,2})$/;

/** Days in each month; February allows 29 because no year says it is not a leap year. */
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

export interface DayOfYear {
  day: number;
  month: number;
}

/** Reads D/M or DD/MM into a day and month that exist together (31/04 does not). */
export function parseDateOfBirth(value: string): DayOfYear | undefined {
  const match = DAY_MONTH.exec(value.trim());
  if (!match) return undefined;
  const day = Number(match[1]);
  const month = Number(match[2]);
  const days = DAYS_IN_MONTH[month - 1];
  if (days === undefined || day < 1 || day > days) return undefined;
  return { day, month };
}

export function checkDateOfBirth(value: string): FieldErrorCode | null {
  const text = value.trim();
  if (text.length === 0) return FIELD_ERROR_CODES.REQUIRED;
  return parseDateOfBirth(text) ? null : FIELD_ERROR_CODES.INVALID;
}

export function isDateOfBirth(value: string): boolean {
  return checkDateOfBirth(value) === null;
}

/** Zod schema of the D/M field; parses to DD/MM. */
export const dateOfBirthSchema = /* @__PURE__ */ fieldSchema(checkDateOfBirth, (value) => {
  const parsed = parseDateOfBirth(value);
  if (!parsed) return value;
  return `${String(parsed.day).padStart(2, '0')}/${String(parsed.month).padStart(2, '0')}`;
});
