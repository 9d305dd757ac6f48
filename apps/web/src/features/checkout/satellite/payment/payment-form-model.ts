import {
  addressCountryOf,
  type Country,
  citySchema,
  emailSchema,
  FIELD_ERROR_CODES,
  type FieldErrorCode,
  namePieceSchema,
  phoneSchema,
  postalCodeSchema,
  regionSchema,
  streetAddressSchema,
} from '@orbit/domain';
import * as z from 'zod/mini';
import type { FieldCodes } from '../../../../shared/forms/index.ts';
import { fieldCodesOf } from '../../../../shared/ui/index.ts';
import {
  type CardDetails,
  cardDetailsOf,
  cardFieldSchemas,
  checkCardCvv,
} from '../../components/card-form/card-fields-model.ts';
import { type CheckoutField, fieldErrorMessageId } from '../../components/field-errors.ts';
import type { OrderAddress, OrderPerson } from '../../flow-kit/order-request.ts';

/** Pay with the account's card on file, or with a new card. */
export type { PayWith } from '../../components/card-form/pay-with-choice.tsx';

import type { PayWith } from '../../components/card-form/pay-with-choice.tsx';

/** What the customer typed, as typed. */
export interface SatellitePaymentValues {
  payWith: PayWith;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  addressLine1: string;
  city: string;
  state: string;
  zip: string;
  cardNumber: string;
  expiry: string;
  cvv: string;
}

export const EMPTY_SATELLITE_PAYMENT: SatellitePaymentValues = {
  payWith: 'newCard',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  addressLine1: '',
  city: '',
  state: '',
  zip: '',
  cardNumber: '',
  expiry: '',
  cvv: '',
};

/**
 * The form as the customer left it, from what a flow kept of it (the person and the service
 * address it priced): going back to payment shows it again, the card number typed anew.
 */
export function satellitePaymentValuesOf(entered: {
  person: OrderPerson;
  address: OrderAddress;
}): Partial<SatellitePaymentValues> {
  return {
    ...entered.person,
    addressLine1: entered.address.streetAddress,
    city: entered.address.city,
    state: entered.address.state,
    zip: entered.address.postalCode,
  };
}

/**
 * Where the radio is, as the quote and the order carry it, from the payment form's customer (in
 * the site's market: the form offers only its states or provinces).
 */
export function orderAddressOfPayment(
  customer: SatellitePaymentData['customer'],
  country: Country,
): OrderAddress {
  return {
    streetAddress: customer.addressLine1,
    city: customer.city,
    state: customer.state,
    postalCode: customer.zip,
    country: addressCountryOf(country),
  };
}

export type SatelliteField = CheckoutField | 'addressLine1' | 'city';
export type SatellitePaymentErrors = Partial<Record<SatelliteField, FieldErrorCode>>;

/** The form's error codes by field, as it shows them (its own checks or the server's). */
export type SatellitePaymentCodes = FieldCodes<SatellitePaymentValues>;

/** The form once every rule passed: the service address normalised, the card split for the tokenizer. */
export interface SatellitePaymentData {
  customer: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    addressLine1: string;
    city: string;
    state: string;
    zip: string;
  };
  /** The name on the card: the first and last name, as every card in the flow carries. */
  nameOnCard: string;
  /** Absent when the card on file pays. */
  card: CardDetails | undefined;
}

export type SatellitePaymentResult =
  | { ok: true; data: SatellitePaymentData }
  | { ok: false; errors: SatellitePaymentErrors };

function addressSchema(country: Country) {
  return z.object({
    firstName: namePieceSchema(country),
    lastName: namePieceSchema(country),
    email: emailSchema(country),
    phone: phoneSchema,
    addressLine1: streetAddressSchema(country),
    city: citySchema(country),
    state: regionSchema(country),
    zip: postalCodeSchema(country),
  });
}

function cardSchema(country: Country, now: Date) {
  return z.object(cardFieldSchemas(country, now));
}

/**
 * The satellite payment form's rules, all from the domain (flows §0): names, email, 10-digit
 * phone, the FULL service address (street, city, state or province of the market, zip or postal
 * code), and — unless the card on file pays — card number (brand, market, Luhn), MM/YY not
 * past, and a CVV of the brand's length.
 */
export function validateSatellitePayment(
  values: SatellitePaymentValues,
  options: { country: Country; now: Date },
): SatellitePaymentResult {
  const address = addressSchema(options.country).safeParse(values);
  const errors: SatellitePaymentErrors = address.success
    ? {}
    : fieldCodesOf<SatelliteField>(address.error);
  const newCard = values.payWith === 'newCard';
  const card = newCard ? cardSchema(options.country, options.now).safeParse(values) : undefined;
  if (card && !card.success) Object.assign(errors, fieldCodesOf<SatelliteField>(card.error));
  if (newCard) checkCardCvv(values, errors);
  if (!address.success || Object.keys(errors).length > 0) return { ok: false, errors };
  const customer = address.data;
  const nameOnCard = `${customer.firstName} ${customer.lastName}`;
  if (!card?.success) return { ok: true, data: { customer, nameOnCard, card: undefined } };
  const details = cardDetailsOf(card.data);
  if (!details) return { ok: false, errors: { expiry: FIELD_ERROR_CODES.INVALID } };
  return { ok: true, data: { customer, nameOnCard, card: details } };
}

/** The message of a field's error: the checkout's words, and this form's for street and city. */
export function satelliteFieldMessageId(
  field: SatelliteField,
  code: FieldErrorCode | string,
): string {
  if (field === 'addressLine1' || field === 'city') {
    if (code === FIELD_ERROR_CODES.REQUIRED) return `satellite.field.${field}.required`;
    if (code === FIELD_ERROR_CODES.TOO_LONG) return 'checkout.field.tooLong';
    if (code === FIELD_ERROR_CODES.CARD_DATA_NOT_ALLOWED) return 'checkout.field.cardData';
    return `satellite.field.${field}.invalid`;
  }
  return fieldErrorMessageId(field, code);
}
