import { FIELD_ERROR_CODES, type Money, minorUnitsFromDecimal } from '@orbit/domain';

/** Why another amount was refused, beside the shared REQUIRED and INVALID. */
export const AMOUNT_ERROR_CODES = {
  NOT_POSITIVE: 'NOT_POSITIVE',
  ABOVE_BALANCE: 'ABOVE_BALANCE',
} as const;

export type AmountErrorCode =
  | typeof FIELD_ERROR_CODES.REQUIRED
  | typeof FIELD_ERROR_CODES.INVALID
  | (typeof AMOUNT_ERROR_CODES)[keyof typeof AMOUNT_ERROR_CODES];

/**
 * An amount as a customer types it in either language: `25`, `25.5`, `$1,234.50`,
 * `1 234,50 $`. The decimal mark is a comma only when the comma is followed by one or two
 * digits at the end and no point is present; any other comma, space or dollar sign is grouping
 * or decoration. Undefined when what is left is not a plain amount with at most 2 decimals.
 */
export function parseAmountInput(text: string): number | undefined {
  let cleaned = text.replace(/[\s\u00a0\u202f$]/g, '');
  if (!cleaned.includes('.') && /,\d{1,2}$/.test(cleaned)) {
    const at = cleaned.lastIndexOf(',');
    cleaned = `${cleaned.slice(0, at).replace(/,/g, '')}.${cleaned.slice(at + 1)}`;
  } else {
    cleaned = cleaned.replace(/,(?=\d{3}(?:\D|$))/g, '');
  }
  return minorUnitsFromDecimal(cleaned);
}

/**
 * Another amount than the whole balance (flows §7.2): typed, readable, above zero and not more
 * than is due. The whole balance needs no check: it is what is due.
 */
export function checkOtherAmount(
  text: string,
  amountDue: Money,
): { ok: true; amount: Money } | { ok: false; code: AmountErrorCode } {
  if (!text.trim()) return { ok: false, code: FIELD_ERROR_CODES.REQUIRED };
  const minor = parseAmountInput(text);
  if (minor === undefined) return { ok: false, code: FIELD_ERROR_CODES.INVALID };
  if (minor <= 0) return { ok: false, code: AMOUNT_ERROR_CODES.NOT_POSITIVE };
  if (minor > amountDue.amountMinor) return { ok: false, code: AMOUNT_ERROR_CODES.ABOVE_BALANCE };
  return { ok: true, amount: { amountMinor: minor, currency: amountDue.currency } };
}
