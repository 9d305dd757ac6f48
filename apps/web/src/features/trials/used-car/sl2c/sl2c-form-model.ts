import {
  type CareServiceLaneTwoClickRequest,
  type Country,
  checkEmail,
  checkPhone,
  checkRadioIdOrVin,
  citySchema,
  FIELD_ERROR_CODES,
  fieldIssue,
  fieldSchema,
  isVinLike,
  namePieceSchema,
  normaliseRadioId,
  normaliseVin,
  postalCodeSchema,
  regionSchema,
  streetAddressSchema,
} from '@orbit/domain';
import * as z from 'zod/mini';

/** The SL2C form as typed (flows §3.3). */
export interface Sl2cValues {
  radioIdOrVin: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  addressLine1: string;
  city: string;
  state: string;
  zip: string;
  agreement: boolean;
}

export type Sl2cField = Exclude<keyof Sl2cValues, 'agreement'>;

export const EMPTY_SL2C: Sl2cValues = {
  radioIdOrVin: '',
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  addressLine1: '',
  city: '',
  state: '',
  zip: '',
  agreement: false,
};

/** What the dealer's link prefilled: the box shows it, and while it does the link names the radio. */
export interface Sl2cPrefill {
  /** The VIN in full when the dealer's record has one, else the radio as `****1234`. */
  shown: string;
  token: string;
  radioLastFour: string;
}

/** A field that may be left empty, checked by its rule once something is typed. */
const optional = (check: (value: string) => ReturnType<typeof checkPhone>) =>
  fieldSchema((value) => (value === '' ? null : check(value)));

/**
 * The SL2C form's rules, all from the domain (flows §0, §3.3): the radio-id-or-VIN rule (the
 * link's prefill passes as shown), names, an optional 10-digit phone, an optional email, the
 * address of the market and the agreement ticked.
 */
export function sl2cSchema(country: Country, prefill: Sl2cPrefill | undefined) {
  return z.object({
    radioIdOrVin: fieldSchema((value) =>
      prefill && value === prefill.shown ? null : checkRadioIdOrVin(value),
    ),
    firstName: namePieceSchema(country),
    lastName: namePieceSchema(country),
    phone: optional(checkPhone),
    email: optional((value) => checkEmail(value, country)),
    addressLine1: streetAddressSchema(country),
    city: citySchema(country),
    state: regionSchema(country),
    zip: postalCodeSchema(country),
    agreement: z.boolean().check(
      z.superRefine((agreed, context) => {
        if (!agreed) context.addIssue(fieldIssue(FIELD_ERROR_CODES.REQUIRED));
      }),
    ),
  });
}

export type Sl2cEntry = z.output<ReturnType<typeof sl2cSchema>>;

/**
 * The claim's radio: the link's token while the box shows its prefill, a 17-character VIN, or a
 * radio id (upper case, no hyphens) — exactly one of them, as the call requires.
 */
export function sl2cRadioOf(
  box: string,
  prefill: Sl2cPrefill | undefined,
): Pick<CareServiceLaneTwoClickRequest, 'radioId' | 'vin' | 'sltcToken'> {
  const typed = box.trim();
  if (prefill && typed === prefill.shown) return { sltcToken: prefill.token };
  if (isVinLike(typed)) return { vin: normaliseVin(typed) };
  return { radioId: normaliseRadioId(typed.replace(/-/g, '')) };
}

/** The server's names of the claim's fields, as the form's. */
export const SL2C_FIELD_ALIASES: Readonly<Record<string, Sl2cField>> = {
  radioId: 'radioIdOrVin',
  vin: 'radioIdOrVin',
  sltcToken: 'radioIdOrVin',
  phone: 'phone',
  'serviceAddress.streetAddress': 'addressLine1',
  'serviceAddress.city': 'city',
  'serviceAddress.state': 'state',
  'serviceAddress.postalCode': 'zip',
  streetAddress: 'addressLine1',
  postalCode: 'zip',
};
