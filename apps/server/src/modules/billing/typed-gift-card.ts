import {
  type CheckoutGiftCard,
  CURRENCY_BY_COUNTRY,
  FIELD_ERROR_CODES,
  type GiftCardLookupRequest,
  giftCardRequestOf,
  money,
} from '@orbit/domain';
import { AppError, type FieldError } from '../../platform/errors/app-error.ts';

const at = (prefix: string, field: string) => (prefix ? `${prefix}.${field}` : field);

/**
 * A gift card as a customer typed it in the account area, checked for shape before any lookup
 * (spec 001 §5, §8 Info): no number → GIFT_CARD_NUMBER_REQUIRED; a number that cannot be a gift
 * card's (10 to 19 digits, spaces and hyphens allowed) → GIFT_CARD_NUMBER_INVALID; a security
 * code without an expiry or the other way round (a BlackHawk-style card needs both, an incomm
 * card neither) → INVALID_PAYLOAD (invalid request data) naming the missing field.
 */
export function typedGiftCard(
  body: Pick<GiftCardLookupRequest, 'number' | 'securityCode' | 'expiry'>,
  prefix = '',
): CheckoutGiftCard {
  const number = body.number.replace(/[\s-]/g, '');
  if (number === '') {
    throw new AppError('GIFT_CARD_NUMBER_REQUIRED', 'no gift card number', {
      fieldErrors: [{ errorCode: FIELD_ERROR_CODES.REQUIRED, fieldName: at(prefix, 'number') }],
    });
  }
  if (!/^\d{10,19}$/.test(number)) {
    throw new AppError('GIFT_CARD_NUMBER_INVALID', 'not a gift card number', {
      fieldErrors: [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName: at(prefix, 'number') }],
    });
  }
  // The amount only lets the shape be read: any positive one does.
  const shaped = giftCardRequestOf({
    number,
    amount: money(1, CURRENCY_BY_COUNTRY.us),
    securityCode: body.securityCode,
    expiry: body.expiry,
  });
  if (!shaped.ok) {
    throw new AppError('INVALID_PAYLOAD', 'gift card fields', {
      fieldErrors: shaped.fieldErrors.map(
        (field): FieldError => ({
          errorCode: field.errorCode as FieldError['errorCode'],
          fieldName: at(prefix, field.fieldName),
        }),
      ),
    });
  }
  return {
    number,
    ...(body.securityCode ? { securityCode: body.securityCode } : {}),
    ...(body.expiry ? { expiry: body.expiry } : {}),
  };
}
