import {
  type Address,
  checkPostalCode,
  FIELD_ERROR_CODES,
  type FieldErrorCode,
  isRegionOf,
  type MakePaymentRequest,
  marketOf,
  normalisePostalCode,
} from '@orbit/domain';
import { AppError } from '../../platform/errors/app-error.ts';

type PaymentAddress = NonNullable<MakePaymentRequest['billingAddress']>;

/**
 * The billing address typed with a card in the account area, checked by its own market's rules
 * (state of the country, ZIP or postal code) and kept as the card's address: INVALID_PAYLOAD
 * naming `billingAddress.<field>` otherwise. None typed: none kept.
 */
export function cardBillingAddress(value: PaymentAddress | undefined): Address | null {
  if (!value) return null;
  const market = marketOf(value.country);
  const problems: [string, FieldErrorCode | null][] = [
    ['streetAddress', value.streetAddress.length >= 2 ? null : FIELD_ERROR_CODES.REQUIRED],
    ['city', value.city.length >= 2 ? null : FIELD_ERROR_CODES.REQUIRED],
    ['state', isRegionOf(value.state.toUpperCase(), market) ? null : FIELD_ERROR_CODES.INVALID],
    ['postalCode', checkPostalCode(value.postalCode.toUpperCase(), market)],
  ];
  const fieldErrors = problems.flatMap(([field, code]) =>
    code ? [{ errorCode: code, fieldName: `billingAddress.${field}` }] : [],
  );
  if (fieldErrors.length > 0) {
    throw new AppError('INVALID_PAYLOAD', 'card billing address not valid', { fieldErrors });
  }
  return {
    addressLine1: value.streetAddress,
    city: value.city,
    state: value.state.toUpperCase(),
    zip: normalisePostalCode(value.postalCode, market),
    country: value.country,
  };
}
