import type { VipRefusalCode } from '../checkout/vip-devices.ts';
import { DEVICE_REFRESH_FIELD_ERRORS } from '../devices/refresh-signal-errors.ts';
import { HUMAN_CHECK_FIELD_ERRORS } from '../human-check/human-check-errors.ts';
import type { TransferFieldErrorCode } from '../subscription/transfer/transfer-errors.ts';
import { UPGRADE_TOKEN_FIELD_ERRORS } from '../upgrades/upgrade-errors.ts';

// A module of its own, apart from the product's error table (`error-codes.ts`): every form checks
// with these codes, and a module that spreads twenty tables into one is kept whole by the bundler
// wherever it is imported, which put the whole error vocabulary (6.6 KB gzip) on every form page.

/** Field-level codes reported in `fieldErrors` / `invalidFields`. */
export const FIELD_ERROR_CODES = {
  REQUIRED: 'REQUIRED',
  INVALID: 'INVALID',
  TOO_LONG: 'TOO_LONG',
  TOO_SHORT: 'TOO_SHORT',
  UNKNOWN_FIELD: 'UNKNOWN_FIELD',
  /** Text that looks like card data (a CVV, a card number) typed into a field that must not hold it. */
  CARD_DATA_NOT_ALLOWED: 'CARD_DATA_NOT_ALLOWED',
  /** The check digit does not match (Luhn for card numbers, position 9 for VINs). */
  CHECK_DIGIT: 'CHECK_DIGIT',
  /** A well-formed card of a brand not accepted in this market (Discover in Canada). */
  CARD_BRAND_NOT_ACCEPTED: 'CARD_BRAND_NOT_ACCEPTED',
  /** A card or gift-card expiry already in the past. */
  EXPIRED: 'EXPIRED',
  /** A date range whose start comes after its end. */
  START_AFTER_END: 'START_AFTER_END',
  /** Ten digits that cannot be a North American number (an account lookup's phone, flows §1.2). */
  PHONE_INVALID: 'PHONE_INVALID',
  /** A human check's proof that is missing a part, wrong, expired or already used. */
  ...HUMAN_CHECK_FIELD_ERRORS,
  /** An upgrade link that expired or whose upgrade was ordered (flows §4.4). */
  ...UPGRADE_TOKEN_FIELD_ERRORS,
  /** A streaming (virtual) radio's id typed into the refresh signal's box (flows §8.2). */
  ...DEVICE_REFRESH_FIELD_ERRORS,
} as const;
/**
 * Also the Platinum VIP refusals (flows §4.5; `VIP_FIELD_ERRORS`) and the transfer refusals (ADR
 * 068), kept out of the table above so the entry route does not carry them: only their pages,
 * loaded on demand, read them.
 */
export type FieldErrorCode =
  | (typeof FIELD_ERROR_CODES)[keyof typeof FIELD_ERROR_CODES]
  | VipRefusalCode
  | TransferFieldErrorCode;
