import {
  type CheckoutGiftCard,
  type Country,
  checkCardExpiry,
  FIELD_ERROR_CODES,
  type FieldErrorCode,
  isBlackhawkCardNumber,
  namePieceSchema,
  phoneSchema,
  postalCodeSchema,
} from '@orbit/domain';
import * as z from 'zod/mini';
import type { FieldCodes } from '../../../../shared/forms/index.ts';
import { fieldCodesOf } from '../../../../shared/ui/index.ts';
import type { CheckoutField } from '../field-errors.ts';
import {
  type CardDetails,
  cardDetailsOf,
  cardFieldSchemas,
  checkCardCvv,
} from './card-fields-model.ts';

/** What the customer typed, as typed. */
export interface PaymentFormValues {
  firstName: string;
  lastName: string;
  cardNumber: string;
  expiry: string;
  cvv: string;
  zip: string;
  phone: string;
  /** Only asked for when the zip check could not name the state. */
  state: string;
  useGiftCard: boolean;
  giftCardNumber: string;
  giftCardExpiry: string;
  giftCardCvv: string;
}

export const EMPTY_PAYMENT_FORM: PaymentFormValues = {
  firstName: '',
  lastName: '',
  cardNumber: '',
  expiry: '',
  cvv: '',
  zip: '',
  phone: '',
  state: '',
  useGiftCard: false,
  giftCardNumber: '',
  giftCardExpiry: '',
  giftCardCvv: '',
};

/** The form once every rule passed: normalised, and the card split as the tokenizer wants it. */
export interface PaymentFormData {
  firstName: string;
  lastName: string;
  /** Hidden on the form: the first and last name, which every card in the flow carries. */
  nameOnCard: string;
  card: CardDetails;
  zip: string;
  phone: string;
  state: string | undefined;
  giftCard: CheckoutGiftCard | undefined;
}

export type PaymentFormErrors = Partial<Record<CheckoutField, FieldErrorCode>>;

/** The form's error codes by field, as the form shows them (its own checks or the server's). */
export type PaymentFormCodes = FieldCodes<PaymentFormValues>;

export type PaymentFormResult =
  | { ok: true; data: PaymentFormData }
  | { ok: false; errors: PaymentFormErrors };

function schemaFor(country: Country, now: Date) {
  return z.object({
    firstName: namePieceSchema(country),
    lastName: namePieceSchema(country),
    ...cardFieldSchemas(country, now),
    zip: postalCodeSchema(country),
    phone: phoneSchema,
  });
}

/** The gift card's own rules: 10–19 digits; a Blackhawk card also needs MM/YY and 3 digits. */
function giftCardOf(
  values: PaymentFormValues,
  now: Date,
  errors: PaymentFormErrors,
): CheckoutGiftCard | undefined {
  if (!values.useGiftCard) return undefined;
  const number = values.giftCardNumber.replace(/[\s-]/g, '');
  if (!number) errors.giftCardNumber = FIELD_ERROR_CODES.REQUIRED;
  else if (!/^\d{10,19}$/.test(number)) errors.giftCardNumber = FIELD_ERROR_CODES.INVALID;
  if (!isBlackhawkCardNumber(number)) return { number };
  const expiryCode = checkCardExpiry(values.giftCardExpiry, now);
  if (expiryCode) errors.giftCardExpiry = expiryCode;
  const cvv = values.giftCardCvv.trim();
  if (!cvv) errors.giftCardCvv = FIELD_ERROR_CODES.REQUIRED;
  else if (!/^\d{3}$/.test(cvv)) errors.giftCardCvv = FIELD_ERROR_CODES.INVALID;
  return { number, expiry: values.giftCardExpiry.trim(), securityCode: cvv };
}

/**
 * Every rule of the payment form, from the domain's field schemas: names, card number (brand,
 * market, Luhn), MM/YY not past, CVV length for the brand (4 for Amex), zip or postal code,
 * 10-digit phone, the state when asked, and the optional gift card.
 */
export function validatePaymentForm(
  values: PaymentFormValues,
  options: { country: Country; now: Date; needsState: boolean },
): PaymentFormResult {
  const parsed = schemaFor(options.country, options.now).safeParse({
    ...values,
    phone: phoneDigits(values.phone),
  });
  const errors: PaymentFormErrors = parsed.success ? {} : fieldCodesOf<CheckoutField>(parsed.error);
  checkCardCvv(values, errors);
  if (options.needsState && !values.state) errors.state = FIELD_ERROR_CODES.REQUIRED;
  const giftCard = giftCardOf(values, options.now, errors);
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  const card = cardDetailsOf(parsed.data);
  if (!card) return { ok: false, errors: { expiry: FIELD_ERROR_CODES.INVALID } };
  const { firstName, lastName } = parsed.data;
  return {
    ok: true,
    data: {
      firstName,
      lastName,
      nameOnCard: `${firstName} ${lastName}`,
      card,
      zip: parsed.data.zip,
      phone: parsed.data.phone,
      state: options.needsState ? values.state : undefined,
      giftCard,
    },
  };
}

/**
 * "(212) 555-0142" and "212.555.0142" are the same 10 digits the domain rule wants; anything
 * else is left as typed so the rule can say what is wrong with it.
 */
function phoneDigits(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length === 10 ? digits : value;
}
