import * as z from 'zod/mini';
import { FIELD_ERROR_CODES } from '../platform/field-error-codes.ts';
import { fieldIssue } from './field-check.ts';

/**
 * Blackhawk prepaid cards: 16 digits starting 4436135021 (the BIN range VS_BH_TEST_ONLY of the
 * reference). They carry an expiry and a 3-digit security code besides the PIN.
 */
export const BLACKHAWK_PREFIX = '4436135021';
export const BLACKHAWK_LENGTH = 16;

/**
 * Gift-card numbers and PINs: the reference sets no length, so we take what printed cards use
 * (numbers of 10–19 digits, PINs of 4–16 letters or digits) and keep junk out of lookups.
 */
export const GIFT_CARD_NUMBER_MIN_DIGITS = 10;
export const GIFT_CARD_NUMBER_MAX_DIGITS = 19;
const PIN_PATTERN = /^[A-Za-z0-9]{4,16}$/;

function digitsOf(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** Whether a gift/prepaid card number is a Blackhawk card (prefix and length). */
export function isBlackhawkCardNumber(value: string): boolean {
  const digits = digitsOf(value.trim());
  return digits.length === BLACKHAWK_LENGTH && digits.startsWith(BLACKHAWK_PREFIX);
}

const text = /* @__PURE__ */ z.optional(z.string().check(z.trim()));

/**
 * The gift / prepaid card form: number and PIN always (an incomm card is known by them); a Blackhawk card also needs its expiry
 * month (1–12) and year (YY or YYYY) and a 3-digit security code. Parses to the number's
 * digits, a two-digit month and a four-digit year (20 prefixed to a two-digit one).
 */
export const giftCardFormSchema = /* @__PURE__ */ z.pipe(
  z.object({ number: text, pin: text, expMonth: text, expYear: text, cvv: text }).check(
    z.superRefine((card, ctx) => {
      const number = digitsOf(card.number ?? '');
      if (!number) ctx.addIssue(fieldIssue(FIELD_ERROR_CODES.REQUIRED, ['number']));
      else if (!/^\d+$/.test(number))
        ctx.addIssue(fieldIssue(FIELD_ERROR_CODES.INVALID, ['number']));
      else if (number.length < GIFT_CARD_NUMBER_MIN_DIGITS) {
        ctx.addIssue(fieldIssue(FIELD_ERROR_CODES.TOO_SHORT, ['number']));
      } else if (number.length > GIFT_CARD_NUMBER_MAX_DIGITS) {
        ctx.addIssue(fieldIssue(FIELD_ERROR_CODES.TOO_LONG, ['number']));
      } else if (number.startsWith(BLACKHAWK_PREFIX) && number.length !== BLACKHAWK_LENGTH) {
        ctx.addIssue(fieldIssue(FIELD_ERROR_CODES.INVALID, ['number']));
      }

      if (!card.pin) ctx.addIssue(fieldIssue(FIELD_ERROR_CODES.REQUIRED, ['pin']));
      else if (!PIN_PATTERN.test(card.pin)) {
        ctx.addIssue(fieldIssue(FIELD_ERROR_CODES.INVALID, ['pin']));
      }

      if (!isBlackhawkCardNumber(number)) return;
      const month = card.expMonth ?? '';
      const year = card.expYear ?? '';
      if (!month) ctx.addIssue(fieldIssue(FIELD_ERROR_CODES.REQUIRED, ['expMonth']));
      else if (!/^(0?[1-9]|1[0-2])$/.test(month)) {
        ctx.addIssue(fieldIssue(FIELD_ERROR_CODES.INVALID, ['expMonth']));
      }
      if (!year) ctx.addIssue(fieldIssue(FIELD_ERROR_CODES.REQUIRED, ['expYear']));
      else if (!/^(\d{2}|20\d{2})$/.test(year)) {
        ctx.addIssue(fieldIssue(FIELD_ERROR_CODES.INVALID, ['expYear']));
      }
      if (!card.cvv) ctx.addIssue(fieldIssue(FIELD_ERROR_CODES.REQUIRED, ['cvv']));
      else if (!/^\d{3}$/.test(card.cvv))
        ctx.addIssue(fieldIssue(FIELD_ERROR_CODES.INVALID, ['cvv']));
    }),
  ),
  z.transform((card) => {
    const number = digitsOf(card.number ?? '');
    if (!isBlackhawkCardNumber(number)) {
      return { kind: 'incomm' as const, number, pin: card.pin ?? '' };
    }
    const year = card.expYear ?? '';
    return {
      kind: 'blackhawk' as const,
      number,
      pin: card.pin ?? '',
      expMonth: (card.expMonth ?? '').padStart(2, '0'),
      expYear: year.length === 2 ? `20${year}` : year,
      cvv: card.cvv ?? '',
    };
  }),
);
export type GiftCardForm = z.infer<typeof giftCardFormSchema>;
