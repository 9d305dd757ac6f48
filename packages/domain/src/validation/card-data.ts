/**
 * Customers sometimes type card details into the wrong box (a CVV into a name, a card number
 * into an address line). Those fields refuse such text so it never reaches our tables or logs.
 */

/** Words people type next to a security code: CVV, CVV2, CVC, CVC2, CSC, "security code". */
const CVV_WORDS = /(?:^|[^a-z])(?:cvv2?|cvc2?|csc|security\s*code)(?![a-z])/i;

/** A value that is nothing but a 3- or 4-digit number is read as a security code too. */
const BARE_CVV = /^\d{3,4}$/;

/** Whether text looks like a card security code ("CVV 123", "cvc:456", "123"). */
export function looksLikeCvvText(value: string): boolean {
  const text = value.trim();
  return CVV_WORDS.test(text) || BARE_CVV.test(text);
}

/** Card numbers have at least 13 digits; no street address needs that many. */
export const CARD_NUMBER_LIKE_DIGITS = 13;

/** Whether text carries at least 13 digits anywhere (spaces or dashes between them or not). */
export function looksLikeCardNumberText(value: string): boolean {
  let digits = 0;
  for (const char of value) if (char >= '0' && char <= '9') digits += 1;
  return digits >= CARD_NUMBER_LIKE_DIGITS;
}
