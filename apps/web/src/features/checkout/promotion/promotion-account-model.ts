import {
  type Country,
  citySchema,
  emailSchema,
  FIELD_ERROR_CODES,
  type FieldErrorCode,
  fieldIssue,
  namePieceSchema,
  newPasswordSchema,
  phoneSchema,
  postalCodeSchema,
  regionSchema,
  streetAddressSchema,
  type TrialCustomer,
} from '@orbit/domain';
import * as z from 'zod/mini';
import { fieldErrorMessageId } from '../index.ts';

/** The account-info step as typed (flows §4.3): who the new account is for, and where. */
export interface PromotionAccountValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  addressLine1: string;
  city: string;
  state: string;
  zip: string;
}
export type PromotionAccountField = keyof PromotionAccountValues;

export const PROMOTION_ACCOUNT_DEFAULTS: PromotionAccountValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  addressLine1: '',
  city: '',
  state: '',
  zip: '',
};

/** The step's rules, the domain's shared field rules (flows §0) for the market. */
export function promotionAccountSchema(country: Country) {
  return z.pipe(
    z.object({
      firstName: namePieceSchema(country),
      lastName: namePieceSchema(country),
      email: emailSchema(country),
      phone: phoneSchema,
      addressLine1: streetAddressSchema(country),
      city: citySchema(country),
      state: regionSchema(country),
      zip: postalCodeSchema(country),
    }),
    z.transform(
      (fields): TrialCustomer => ({
        firstName: fields.firstName,
        lastName: fields.lastName,
        email: fields.email,
        phone: fields.phone,
        serviceAddress: {
          streetAddress: fields.addressLine1,
          city: fields.city,
          state: fields.state,
          postalCode: fields.zip,
        },
      }),
    ),
  );
}

/** The activation step: the sign-in's password (the identity policy) and the agreement. */
export interface PromotionActivationValues {
  password: string;
  agreement: boolean;
}
export type PromotionActivationField = keyof PromotionActivationValues;

export const promotionActivationSchema = z.object({
  password: newPasswordSchema,
  agreement: z.boolean().check(
    z.superRefine((agreed, context) => {
      if (!agreed) context.addIssue(fieldIssue(FIELD_ERROR_CODES.REQUIRED));
    }),
  ),
});

/** A field's error in words: the checkout's for the fields it has, this flow's for the address. */
export function promotionFieldMessageId(
  field: PromotionAccountField | PromotionActivationField,
  code: FieldErrorCode | string,
): string {
  if (field === 'addressLine1' || field === 'city') {
    if (code === FIELD_ERROR_CODES.TOO_LONG) return 'checkout.field.tooLong';
    return `promotion.field.${field}.${code === FIELD_ERROR_CODES.REQUIRED ? 'required' : 'invalid'}`;
  }
  return fieldErrorMessageId(field, code);
}

/** The server names the customer's fields by the activation's body; the form by its own. */
export const PROMOTION_SERVER_FIELDS = {
  'customer.firstName': 'firstName',
  'customer.lastName': 'lastName',
  'customer.email': 'email',
  'customer.phone': 'phone',
  'customer.serviceAddress.streetAddress': 'addressLine1',
  'customer.serviceAddress.city': 'city',
  'customer.serviceAddress.state': 'state',
  'customer.serviceAddress.postalCode': 'zip',
} as const satisfies Record<string, PromotionAccountField>;
