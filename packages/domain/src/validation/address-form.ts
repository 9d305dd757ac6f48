import * as z from 'zod/mini';
import type { Country } from '../locale/locales.ts';
import { citySchema, optionalStreetAddressSchema, streetAddressSchema } from './address.ts';
import { emailForLookupSchema } from './email.ts';
import { namePieceSchema } from './name.ts';
import { phoneSchema } from './phone.ts';
import { postalCodeSchema } from './postal-code.ts';
import { regionSchema } from './region-field.ts';

function buildAddressForm(country: Country) {
  return z.object({
    addressLine1: streetAddressSchema(country),
    addressLine2: optionalStreetAddressSchema(country),
    city: citySchema(country),
    state: regionSchema(country),
    zip: postalCodeSchema(country),
  });
}

const addressForms = { us: buildAddressForm('us'), ca: buildAddressForm('ca') };

/** A service or billing address typed into a form of the market (state = province in Canada). */
export function addressFormSchema(country: Country) {
  return addressForms[country];
}
export type AddressForm = z.infer<ReturnType<typeof addressFormSchema>>;

function buildFlepzForm(country: Country) {
  return z.object({
    firstName: namePieceSchema(country),
    lastName: namePieceSchema(country),
    email: emailForLookupSchema(country),
    phoneNumber: phoneSchema,
    zipCode: postalCodeSchema(country),
  });
}

const flepzForms = { us: buildFlepzForm('us'), ca: buildFlepzForm('ca') };

/** FLEPZ lookup: first and last name, email (lookup variant), phone and zip. */
export function flepzLookupSchema(country: Country) {
  return flepzForms[country];
}
export type FlepzLookup = z.infer<ReturnType<typeof flepzLookupSchema>>;
