import type { Money } from '../catalog/money.ts';
import { FIELD_ERROR_CODES } from '../platform/field-error-codes.ts';
import type { ServiceInvalidField } from '../platform/service-error.ts';

/** The two kinds of gift card the gift-card service redeems. */
export const GIFT_CARD_VENDORS = ['incomm', 'blackhawk'] as const;
export type GiftCardVendor = (typeof GIFT_CARD_VENDORS)[number];

export interface GiftCardInput {
  number: string;
  amount: Money;
  /** The card's security code (cvv2), printed on BlackHawk-style cards only. */
  securityCode?: string | undefined;
  /** MM/YY (or MM/YYYY), printed on BlackHawk-style cards only. */
  expiry?: string | undefined;
}

export type GiftCardRequest =
  | { vendor: 'incomm'; number: string; amount: Money }
  | { vendor: 'blackhawk'; number: string; amount: Money; cvv2: string; expiry: string };

export type GiftCardRequestResult =
  | { ok: true; request: GiftCardRequest }
  | { ok: false; fieldErrors: ServiceInvalidField[] };

/** A two-digit card year is in the 2000s: 27 → 2027. Four-digit years pass unchanged. */
export function fullCardYear(year: string): string {
  return year.length === 2 ? `20${year}` : year;
}

/**
 * MM/YY (or MM/YYYY) as the gift-card service wants it: MMYYYY (03/27 → 032027); undefined
 * when the shape is wrong.
 */
export function giftCardExpiryMmYyyy(expiry: string): string | undefined {
  const match = /^(0[1-9]|1[0-2])\/(\d{2}|\d{4})$/.exec(expiry.trim());
  if (!match) return undefined;
  return `${match[1]}${fullCardYear(match[2] ?? '')}`;
}

/**
 * Turns a gift card typed by a customer into the gift-card service's request. The amount must
 * be above zero. With neither a security code nor an expiry, it is an incomm card known by its
 * number alone; otherwise it is a BlackHawk-style card, which needs both (cvv2, and the expiry
 * converted to MMYYYY) besides the number.
 */
export function giftCardRequestOf(input: GiftCardInput): GiftCardRequestResult {
  const fieldErrors: ServiceInvalidField[] = [];
  const number = input.number.replace(/[\s-]/g, '');
  const securityCode = input.securityCode?.trim() ?? '';
  const expiryText = input.expiry?.trim() ?? '';
  if (!number) fieldErrors.push({ fieldName: 'number', errorCode: FIELD_ERROR_CODES.REQUIRED });
  if (!(input.amount.amountMinor > 0)) {
    fieldErrors.push({ fieldName: 'amount', errorCode: FIELD_ERROR_CODES.INVALID });
  }
  if (!securityCode && !expiryText) {
    if (fieldErrors.length > 0) return { ok: false, fieldErrors };
    return { ok: true, request: { vendor: 'incomm', number, amount: input.amount } };
  }
  if (!securityCode) {
    fieldErrors.push({ fieldName: 'securityCode', errorCode: FIELD_ERROR_CODES.REQUIRED });
  }
  const expiry = giftCardExpiryMmYyyy(expiryText);
  if (!expiryText) fieldErrors.push({ fieldName: 'expiry', errorCode: FIELD_ERROR_CODES.REQUIRED });
  else if (!expiry) fieldErrors.push({ fieldName: 'expiry', errorCode: FIELD_ERROR_CODES.INVALID });
  if (fieldErrors.length > 0 || !expiry) return { ok: false, fieldErrors };
  return {
    ok: true,
    request: { vendor: 'blackhawk', number, amount: input.amount, cvv2: securityCode, expiry },
  };
}
