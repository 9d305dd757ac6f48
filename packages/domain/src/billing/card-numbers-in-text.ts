import { passesLuhn } from '../validation/card-number.ts';

/**
 * Card numbers typed where they do not belong (a radio's nickname, a support message, a search
 * box whose text lands in a URL) must never be kept: PCI DSS allows at most the last four digits
 * outside the card vault. This finds them in free text so that stores and logs can mask them.
 *
 * A card number here is 13 to 19 digits, written at once or in groups joined by one space,
 * hyphen, plus or `%20` (a space in a URL), that passes the Luhn check and starts with a payment
 * card's major industry identifier: 2 to 6 (Mastercard, Amex, Diners, JCB, Visa, Discover,
 * Maestro, UnionPay) or 8 (UnionPay's 81 range). Numbers starting 0, 1, 7 or 9 are not payment
 * cards; leaving them alone keeps millisecond timestamps (13 digits starting with 1) and the
 * like readable in logs. A run of more than 19 digits without separators is not a card number.
 */
export const CARD_NUMBER_MIN_LENGTH_IN_TEXT = 13;
export const CARD_NUMBER_MAX_LENGTH_IN_TEXT = 19;

const CARD_INDUSTRY_DIGITS = new Set(['2', '3', '4', '5', '6', '8']);

/**
 * Digit groups joined by single separators; a candidate is one or more consecutive groups. The
 * digits of a decimal fraction (`0.5613829999999`) are not a card number.
 */
const DIGIT_GROUPS = /(?<!\d|\d\.)\d+(?:(?:[ \u00a0+-]|%20)\d+)*/g;
const SEPARATOR = /[ \u00a0+-]|%20/g;

/**
 * Ids the product writes into links and references (a UUID, with or without its hyphens, or any
 * other hex of 20 characters or more with a letter in it, as in `stp_019d57b8768075…`): a run of
 * digits inside one is part of the id, not a card number someone typed, and masking it would break
 * the link an email carries or the id a log line names.
 */
const HEX_IDENTIFIERS = [
  /(?<![0-9a-z])(?=[0-9a-f]*[a-f])[0-9a-f]{20,}(?![0-9a-z])/gi,
  /(?<![0-9a-z])[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}(?![0-9a-z])/gi,
];

function identifierSpansIn(text: string): { start: number; end: number }[] {
  return HEX_IDENTIFIERS.flatMap((pattern) =>
    [...text.matchAll(pattern)].map((id) => ({ start: id.index, end: id.index + id[0].length })),
  );
}

/** The card numbers in `text`, outside the ids in it. */
function cardSpansInText(text: string): Span[] {
  let identifiers: { start: number; end: number }[] | undefined;
  const spans: Span[] = [];
  for (const run of text.matchAll(DIGIT_GROUPS)) {
    for (const span of cardSpansIn(run[0], run.index)) {
      identifiers ??= identifierSpansIn(text);
      const inId = identifiers.some((id) => id.start <= span.start && span.end <= id.end);
      if (!inId) spans.push(span);
    }
  }
  return spans;
}

/** What replaces a card number: its last four digits, as a receipt shows them. */
function maskOf(digits: string): string {
  return `[card ending ${digits.slice(-4)}]`;
}

function isCardNumber(digits: string): boolean {
  return (
    digits.length >= CARD_NUMBER_MIN_LENGTH_IN_TEXT &&
    digits.length <= CARD_NUMBER_MAX_LENGTH_IN_TEXT &&
    CARD_INDUSTRY_DIGITS.has(digits[0] ?? '') &&
    passesLuhn(digits)
  );
}

interface Span {
  start: number;
  end: number;
  digits: string;
}

/** The card numbers within one run of digit groups: at each group, the longest that is one. */
function cardSpansIn(run: string, offset: number): Span[] {
  const groups: Span[] = [];
  let groupStart = 0;
  for (const separator of [...run.matchAll(SEPARATOR), null]) {
    const groupEnd = separator ? separator.index : run.length;
    const digits = run.slice(groupStart, groupEnd);
    groups.push({ start: offset + groupStart, end: offset + groupEnd, digits });
    if (separator) groupStart = separator.index + separator[0].length;
  }
  const spans: Span[] = [];
  let from = 0;
  while (from < groups.length) {
    let found: Span | undefined;
    let foundTo = from;
    let digits = '';
    for (const [to, group] of groups.entries()) {
      if (to < from) continue;
      digits += group.digits;
      if (digits.length > CARD_NUMBER_MAX_LENGTH_IN_TEXT) break;
      if (isCardNumber(digits)) {
        found = { start: groups[from]?.start ?? group.start, end: group.end, digits };
        foundTo = to;
      }
    }
    if (found) spans.push(found);
    from = found ? foundTo + 1 : from + 1;
  }
  return spans;
}

/** Whether `text` holds a card number as described above. */
export function containsCardNumber(text: string): boolean {
  return cardSpansInText(text).length > 0;
}

/** `text` with every card number in it replaced by `[card ending 1234]`. */
export function maskCardNumbersIn(text: string): string {
  if (!/\d/.test(text)) return text;
  let masked = '';
  let copiedTo = 0;
  for (const span of cardSpansInText(text)) {
    masked += text.slice(copiedTo, span.start) + maskOf(span.digits);
    copiedTo = span.end;
  }
  return copiedTo === 0 ? text : masked + text.slice(copiedTo);
}

/**
 * A JSON value with every card number in its strings (and in its keys, and any whole number that
 * is one) masked: what a free-form JSON column may keep.
 */
export function maskCardNumbersInValue<Value>(value: Value): Value {
  return maskValue(value) as Value;
}

function maskValue(value: unknown): unknown {
  if (typeof value === 'string') return maskCardNumbersIn(value);
  if (typeof value === 'number') {
    return Number.isSafeInteger(value) && isCardNumber(String(value))
      ? maskOf(String(value))
      : value;
  }
  if (Array.isArray(value)) return value.map(maskValue);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, entry]) => [maskCardNumbersIn(key), maskValue(entry)]),
    );
  }
  return value;
}
