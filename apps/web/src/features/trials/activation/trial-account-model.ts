import {
  type Country,
  checkPasswordShape,
  citySchema,
  emailSchema,
  FIELD_ERROR_CODES,
  type FieldErrorCode,
  fieldIssue,
  findDisallowedWord,
  namePieceSchema,
  phoneSchema,
  postalCodeSchema,
  regionSchema,
  streetAddressSchema,
  type TrialCustomer,
} from '@orbit/domain';
import * as z from 'zod/mini';
import { fieldErrorMessageId } from '../../checkout/index.ts';
import type { ClaimableOffer } from './activation-store.ts';

/** The new-account form as typed (flows §3.2 one-step form). */
export interface TrialAccountValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  streetAddress: string;
  city: string;
  state: string;
  zip: string;
  /** Optional: with one, the account gets its online sign-in now. */
  password: string;
  agreement: boolean;
}

export type TrialAccountField = Exclude<keyof TrialAccountValues, 'agreement'> | 'agreement';

/** What the form gives once every rule passed. */
export interface TrialAccountEntry {
  customer: TrialCustomer;
  password: string | undefined;
}

/**
 * An optional password: empty is none; anything typed must meet the sign-in's rules (no reserved
 * word, the length and character groups of the password policy), taken as typed, never trimmed.
 */
const optionalPasswordSchema = z.string().check(
  z.superRefine((password, context) => {
    if (password === '') return;
    if (findDisallowedWord(password) || !checkPasswordShape(password).ok) {
      context.addIssue(fieldIssue(FIELD_ERROR_CODES.INVALID));
    }
  }),
);

const agreementSchema = z.boolean().check(
  z.superRefine((agreed, context) => {
    if (!agreed) context.addIssue(fieldIssue(FIELD_ERROR_CODES.REQUIRED));
  }),
);

/** The form's rules, all the domain's shared field rules (flows §0) for the market. */
export function trialAccountSchema(country: Country) {
  return z.pipe(
    z.object({
      firstName: namePieceSchema(country),
      lastName: namePieceSchema(country),
      email: emailSchema(country),
      phone: phoneSchema,
      streetAddress: streetAddressSchema(country),
      city: citySchema(country),
      state: regionSchema(country),
      zip: postalCodeSchema(country),
      password: optionalPasswordSchema,
      agreement: agreementSchema,
    }),
    z.transform(
      ({ password, agreement: _agreed, ...fields }): TrialAccountEntry => ({
        customer: {
          firstName: fields.firstName,
          lastName: fields.lastName,
          email: fields.email,
          phone: fields.phone,
          serviceAddress: {
            streetAddress: fields.streetAddress,
            city: fields.city,
            state: fields.state,
            postalCode: fields.zip,
          },
        },
        password: password === '' ? undefined : password,
      }),
    ),
  );
}

/** The form's first values: what the link's record of sale prefills (a token's offer only). */
export function trialAccountDefaults(prefill: ClaimableOffer['prefill']): TrialAccountValues {
  const address = prefill?.serviceAddress;
  return {
    firstName: prefill?.firstName ?? '',
    lastName: prefill?.lastName ?? '',
    email: prefill?.email ?? '',
    phone: prefill?.phone ?? '',
    streetAddress: address?.streetAddress ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    zip: address?.postalCode ?? '',
    password: '',
    agreement: false,
  };
}

/** The server names the address's fields by the claim's body; the form by its own. */
export const SERVER_FIELD_ALIASES = {
  'customer.firstName': 'firstName',
  'customer.lastName': 'lastName',
  'customer.email': 'email',
  'customer.phone': 'phone',
  'customer.serviceAddress.streetAddress': 'streetAddress',
  'customer.serviceAddress.city': 'city',
  'customer.serviceAddress.state': 'state',
  'customer.serviceAddress.postalCode': 'zip',
  streetAddress: 'streetAddress',
  postalCode: 'zip',
  agreementAccepted: 'agreement',
} as const satisfies Record<string, keyof TrialAccountValues>;

/** A field's error in words: the checkout's for the fields it shares, this form's for the rest. */
export function trialFieldMessageId(
  field: TrialAccountField,
  code: FieldErrorCode | string,
): string {
  switch (field) {
    case 'streetAddress':
    case 'city':
      if (code === FIELD_ERROR_CODES.TOO_LONG) return 'checkout.field.tooLong';
      return `activation.field.${field}.${code === FIELD_ERROR_CODES.REQUIRED ? 'required' : 'invalid'}`;
    case 'password':
      return 'activation.field.password.invalid';
    case 'agreement':
      return 'activation.field.agreement.required';
    default:
      return fieldErrorMessageId(field, code);
  }
}
