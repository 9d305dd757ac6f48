import {
  type Country,
  cardExpirySchema,
  cardNumberSchema,
  checkCvv,
  cvvSchema,
  type FieldErrorCode,
  parseCardExpiry,
} from '@orbit/domain';

/** The card's own fields, the same in every checkout form that takes a new card. */
export type CardField = 'cardNumber' | 'expiry' | 'cvv';

/** What the customer typed in them, as typed. */
export type CardFieldValues = Readonly<Record<CardField, string>>;

export type CardFieldErrors = Partial<Record<CardField, FieldErrorCode>>;

/** The card split as the gateway's tokenizer wants it. */
export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/**
 * The card fields' rules, from the domain: number (brand accepted in the market, Luhn) and MM/YY
 * not past at `now`. A form spreads them into its own schema where the card sits, so its errors
 * keep the order of the form (the analytics records them in that order).
 */
export function cardFieldSchemas(country: Country, now: Date) {
  return { cardNumber: cardNumberSchema(country), expiry: cardExpirySchema(now), cvv: cvvSchema };
}

/**
 * The CVV's length follows the brand (4 digits for Amex), so it can only be judged once the
 * number and the CVV's own rule have passed; a problem is added to `errors`.
 */
export function checkCardCvv(values: CardFieldValues, errors: CardFieldErrors): void {
  if (errors.cvv || errors.cardNumber) return;
  const cvvCode = checkCvv(values.cvv, values.cardNumber);
  if (cvvCode) errors.cvv = cvvCode;
}

/**
 * The card of a form that passed `cardFieldSchemas`, for the tokenizer. The schema has already
 * accepted MM/YY, so undefined (MM/YY unreadable) only narrows the types.
 */
export function cardDetailsOf(card: CardFieldValues): CardDetails | undefined {
  const expiry = parseCardExpiry(card.expiry);
  if (!expiry) return undefined;
  return { number: card.cardNumber, expMonth: expiry.month, expYear: expiry.year, cvc: card.cvv };
}

/** MM/YY as the customer types: the slash comes by itself after the month. */
export function formatExpiryInput(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}
