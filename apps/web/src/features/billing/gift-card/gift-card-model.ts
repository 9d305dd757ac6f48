import {
  BLACKHAWK_PREFIX,
  type CheckoutGiftCard,
  checkCardExpiry,
  FIELD_ERROR_CODES,
  type FieldErrorCode,
  GIFT_CARD_NUMBER_MAX_DIGITS,
  GIFT_CARD_NUMBER_MIN_DIGITS,
  isBlackhawkCardNumber,
} from '@orbit/domain';

export type GiftCardField = 'giftCardNumber' | 'giftCardExpiry' | 'giftCardCvv';

export type GiftCardValues = Readonly<Record<GiftCardField, string>>;

export const EMPTY_GIFT_CARD: GiftCardValues = {
  giftCardNumber: '',
  giftCardExpiry: '',
  giftCardCvv: '',
};

export type GiftCardErrors = Partial<Record<GiftCardField, FieldErrorCode>>;

function digitsOf(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** Whether the card asks for its expiry and security code too (a BlackHawk card). */
export function needsGiftCardDetails(number: string): boolean {
  return isBlackhawkCardNumber(digitsOf(number));
}

/**
 * A gift or prepaid card as the gift-card calls take it (flows §0; spec 001 §5): its 10–19
 * digits; a BlackHawk card (prefix 4436135021, 16 digits) also needs MM/YY not past at `now`
 * and its 3-digit security code. Other cards are known by their number alone.
 */
export function checkGiftCard(
  values: GiftCardValues,
  now: Date,
): { ok: true; card: CheckoutGiftCard } | { ok: false; errors: GiftCardErrors } {
  const errors: GiftCardErrors = {};
  const number = digitsOf(values.giftCardNumber);
  if (!number) errors.giftCardNumber = FIELD_ERROR_CODES.REQUIRED;
  else if (!/^\d+$/.test(number)) errors.giftCardNumber = FIELD_ERROR_CODES.INVALID;
  else if (number.length < GIFT_CARD_NUMBER_MIN_DIGITS) {
    errors.giftCardNumber = FIELD_ERROR_CODES.TOO_SHORT;
  } else if (number.length > GIFT_CARD_NUMBER_MAX_DIGITS) {
    errors.giftCardNumber = FIELD_ERROR_CODES.TOO_LONG;
  } else if (number.startsWith(BLACKHAWK_PREFIX) && !isBlackhawkCardNumber(number)) {
    errors.giftCardNumber = FIELD_ERROR_CODES.INVALID;
  }
  if (!errors.giftCardNumber && isBlackhawkCardNumber(number)) {
    const expiryCode = checkCardExpiry(values.giftCardExpiry, now);
    if (expiryCode) errors.giftCardExpiry = expiryCode;
    const cvv = values.giftCardCvv.trim();
    if (!cvv) errors.giftCardCvv = FIELD_ERROR_CODES.REQUIRED;
    else if (!/^\d{3}$/.test(cvv)) errors.giftCardCvv = FIELD_ERROR_CODES.INVALID;
    if (Object.keys(errors).length > 0) return { ok: false, errors };
    return {
      ok: true,
      card: { number, expiry: values.giftCardExpiry.trim(), securityCode: cvv },
    };
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, card: { number } };
}

/** The last 4 digits, which is all a page shows of a gift card. */
export function giftCardLast4(values: GiftCardValues): string {
  return digitsOf(values.giftCardNumber).slice(-4);
}
