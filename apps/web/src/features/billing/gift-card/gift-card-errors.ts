import type { GiftCardField } from './gift-card-model.ts';

/**
 * The gift-card refusals (spec 001 §8 Gift card, in both spellings the services use: the info
 * call's `GIFT CARD NUMBER INVALID`, the redeem call's `GIFT_CARD_NUMBER_INVALID`, and our product
 * codes), each with its own message; the number's problems show on the number field.
 */
const GIFT_CARD_MESSAGES: Readonly<Record<string, { id: string; field?: GiftCardField }>> = {
  GIFT_CARD_NUMBER_REQUIRED: {
    id: 'billing.giftCard.error.numberRequired',
    field: 'giftCardNumber',
  },
  GIFT_CARD_NUMBER_INVALID: { id: 'billing.giftCard.error.numberInvalid', field: 'giftCardNumber' },
  NO_GIFT_CARD_BALANCE: { id: 'billing.giftCard.error.noBalance' },
  GIFT_CARD_NOT_REDEEMABLE: { id: 'billing.giftCard.error.notRedeemable' },
  GIFT_CARD_ALREADY_REDEEMED: { id: 'billing.giftCard.error.alreadyRedeemed' },
  ALREADY_REDEEMED: { id: 'billing.giftCard.error.alreadyRedeemed' },
  GIFT_CARD_COUNTRY_ERROR: { id: 'billing.giftCard.error.country' },
  COUNTRY_ERROR: { id: 'billing.giftCard.error.country' },
  BAD_DATA_RETURNED: { id: 'billing.giftCard.error.badData' },
  INVALID_REQUEST_DATA: { id: 'billing.giftCard.error.invalidData' },
  INVALID_PAYLOAD: { id: 'billing.giftCard.error.invalidData' },
  GIFT_CARD_TOKEN_NOT_FOUND: { id: 'billing.giftCard.error.tokenNotFound' },
  RATE_LIMIT_EXCEEDED: { id: 'billing.giftCard.error.tooManyTries' },
};

/** Every gift-card code the page has words for (the tests walk them). */
export const GIFT_CARD_ERROR_CODES = Object.keys(GIFT_CARD_MESSAGES);

/** What to say about a refused gift card; an unknown code (SYSTEM…) is "try again later". */
export function giftCardErrorOf(code: string): { id: string; field?: GiftCardField } {
  const normalised = code.trim().toUpperCase().replace(/\s+/g, '_');
  return GIFT_CARD_MESSAGES[normalised] ?? { id: 'billing.giftCard.error.system' };
}

/** Codes any call may answer: about the gift card only when a gift card was sent. */
const GENERIC_CODES: ReadonlySet<string> = new Set([
  'INVALID_REQUEST_DATA',
  'INVALID_PAYLOAD',
  'RATE_LIMIT_EXCEEDED',
]);

/**
 * Whether a refusal is about the gift card (rather than the payment as a whole): its own codes
 * always; the generic ones (bad request data, rate limit) when the payment used a gift card.
 */
export function isGiftCardCode(code: string, giftCardSent: boolean): boolean {
  const normalised = code.trim().toUpperCase().replace(/\s+/g, '_');
  if (!(normalised in GIFT_CARD_MESSAGES)) return false;
  return giftCardSent || !GENERIC_CODES.has(normalised);
}
