import {
  BLACKHAWK_PREFIX,
  type CardChargeOutcome,
  type CardTokenError,
  type CardTokenRequest,
  cardNumberDigits,
  checkCardNumber,
  detectCardBrand,
  FIELD_ERROR_CODES,
  isAmexNumber,
  sandboxOutcomeOfCard,
  type TokenizedCardBrand,
} from '@orbit/domain';

/**
 * Prepaid cards, as the sandbox recognises them by their first digits: BlackHawk-style gift
 * cards (the VS_BH_TEST_ONLY range) and 510510, the prepaid Mastercard BIN of the industry's test
 * suites (5105 1051 0510 5100). A real gateway reports the funding type itself.
 */
export const SANDBOX_PREPAID_PREFIXES = [BLACKHAWK_PREFIX, '510510'] as const;

/** A card is good through the last day of its expiry month; the sandbox takes cards ≤ 20 years out. */
const MAX_YEARS_AHEAD = 20;

export type CheckedCard = {
  digits: string;
  brand: TokenizedCardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
  prepaid: boolean;
  outcome: CardChargeOutcome;
};

export type CardCheck =
  | { ok: true; card: CheckedCard }
  | { ok: false; error: CardTokenError['error'] };

const refuse = (
  code: CardTokenError['error']['code'],
  message: string,
  param: string,
): CardCheck => ({ ok: false, error: { code, message, param } });

/** Whether a card expiring at the end of `month`/`year` can still be used at `now` (UTC). */
export function cardStillValid(month: number, year: number, now: Date): boolean {
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return year * 12 + (month - 1) >= current;
}

/**
 * What the sandbox tokenizer checks before issuing a token, in a gateway's order: the number
 * (digits, a known brand, that brand's length, the Luhn check digit), the expiry (not past, not
 * absurdly far), and the security code's length (4 digits for American Express, else 3).
 */
export function checkCardForToken(request: CardTokenRequest, now: Date): CardCheck {
  const digits = cardNumberDigits(request.number.trim());
  const brand = /^\d+$/.test(digits) ? detectCardBrand(digits) : undefined;
  const problem = checkCardNumber(digits, 'us');
  if (!/^\d+$/.test(digits) || digits.length < 12) {
    return refuse('invalid_number', 'The card number is not a valid card number.', 'number');
  }
  if (!brand) return refuse('unsupported_brand', 'This card brand is not accepted.', 'number');
  if (problem === FIELD_ERROR_CODES.CHECK_DIGIT) {
    return refuse('incorrect_number', 'The card number is incorrect.', 'number');
  }
  if (problem !== null) {
    return refuse('invalid_number', 'The card number is not a valid card number.', 'number');
  }
  if (request.expYear > now.getUTCFullYear() + MAX_YEARS_AHEAD) {
    return refuse('invalid_expiry_year', "The card's expiry year is not valid.", 'expYear');
  }
  if (!cardStillValid(request.expMonth, request.expYear, now)) {
    return refuse('expired_card', 'The card has expired.', 'expYear');
  }
  const cvcLength = isAmexNumber(digits) ? 4 : 3;
  if (request.cvc.length !== cvcLength) {
    return refuse('invalid_cvc', "The card's security code is not valid.", 'cvc');
  }
  return {
    ok: true,
    card: {
      digits,
      brand,
      last4: digits.slice(-4),
      expMonth: request.expMonth,
      expYear: request.expYear,
      prepaid: SANDBOX_PREPAID_PREFIXES.some((prefix) => digits.startsWith(prefix)),
      outcome: sandboxOutcomeOfCard(digits),
    },
  };
}
