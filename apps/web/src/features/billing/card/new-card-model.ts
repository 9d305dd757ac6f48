import {
  addressCountryOf,
  type CareAccount,
  type Country,
  checkCardExpiry,
  checkCardNumber,
  checkCity,
  checkCvv,
  checkNameOnCard,
  checkPostalCode,
  checkRegion,
  checkStreetAddress,
  type FieldErrorCode,
  type MakePaymentRequest,
  normalisePostalCode,
  parseCardExpiry,
} from '@orbit/domain';
import type { CardDetails } from '../../checkout/index.ts';

/** A new card's fields: the name on it, the card itself, and its billing address. */
export type NewCardField =
  | 'nameOnCard'
  | 'cardNumber'
  | 'expiry'
  | 'cvv'
  | 'addressLine1'
  | 'city'
  | 'state'
  | 'zip';

export type NewCardValues = Readonly<Record<NewCardField, string>>;

export const EMPTY_NEW_CARD: NewCardValues = {
  nameOnCard: '',
  cardNumber: '',
  expiry: '',
  cvv: '',
  addressLine1: '',
  city: '',
  state: '',
  zip: '',
};

export type NewCardErrors = Partial<Record<NewCardField, FieldErrorCode>>;

/** The billing address as typed and checked (`state` is the province in Canada). */
export interface BillingAddressInput {
  addressLine1: string;
  city: string;
  state: string;
  zip: string;
}

/** A new card once every rule passed: the card split for the tokenizer, and its address. */
export interface NewCardData {
  nameOnCard: string;
  card: CardDetails;
  address: BillingAddressInput;
}

/**
 * The rules of a new card, from the domain (flows §0): the full name on the card (two words at
 * least), number (brand accepted in the market, Luhn), MM/YY not past at `now`, the security code
 * (4 digits for Amex), and the billing address (street, city, state or province, zip or postal
 * code). Errors come in the form's order, which is the order the analytics records them in.
 */
export function checkNewCard(
  values: NewCardValues,
  options: { country: Country; now: Date },
): { ok: true; data: NewCardData } | { ok: false; errors: NewCardErrors } {
  const { country, now } = options;
  const errors: NewCardErrors = {};
  const add = (field: NewCardField, code: FieldErrorCode | null) => {
    if (code) errors[field] = code;
  };
  add('nameOnCard', checkNameOnCard(values.nameOnCard, country));
  add('cardNumber', checkCardNumber(values.cardNumber, country));
  add('expiry', checkCardExpiry(values.expiry, now));
  // The code's length follows the brand, so it is judged against a readable number only.
  add('cvv', checkCvv(values.cvv, errors.cardNumber ? undefined : values.cardNumber));
  add('addressLine1', checkStreetAddress(values.addressLine1, country));
  add('city', checkCity(values.city, country));
  add('state', checkRegion(values.state, country));
  add('zip', checkPostalCode(values.zip, country));
  const expiry = parseCardExpiry(values.expiry);
  if (Object.keys(errors).length > 0 || !expiry) return { ok: false, errors };
  return {
    ok: true,
    data: {
      nameOnCard: values.nameOnCard.trim().replace(/\s+/g, ' '),
      card: {
        number: values.cardNumber,
        expMonth: expiry.month,
        expYear: expiry.year,
        cvc: values.cvv,
      },
      address: {
        addressLine1: values.addressLine1.trim(),
        city: values.city.trim(),
        state: values.state,
        zip: normalisePostalCode(values.zip, country),
      },
    },
  };
}

/** The billing address as make-payment and update-payment-info take it. */
export function billingAddressOf(
  address: BillingAddressInput,
  country: Country,
): NonNullable<MakePaymentRequest['billingAddress']> {
  return {
    streetAddress: address.addressLine1,
    city: address.city,
    state: address.state,
    postalCode: address.zip,
    country: addressCountryOf(country),
    // No address verification service sits in front of this form.
    avsvalidated: false,
  };
}

/**
 * What a new-card form starts with: the account holder's name and the account's billing
 * address (else its service address), so most customers only type the card. An identified
 * (not signed-in) session sees no address: it is not theirs to read.
 */
export function newCardValuesFor(account: CareAccount | undefined): NewCardValues {
  if (!account) return EMPTY_NEW_CARD;
  const address = account.billingAddress ?? account.serviceAddress;
  return {
    ...EMPTY_NEW_CARD,
    nameOnCard: `${account.firstName} ${account.lastName}`.trim(),
    ...(address && account.access === 'owner'
      ? {
          addressLine1: address.addressLine1,
          city: address.city,
          state: address.state,
          zip: address.zip,
        }
      : {}),
  };
}
