import type { AuthenticationType } from '../analytics/data-layer.ts';

/**
 * The ways a customer comes to be identified (spec 000 §3 "Entry method", flows §1): a link's
 * token, a radio id with an account number or a last name in the URL, the FLEPZ form, sign-in,
 * a radio id, a VIN, a licence plate, an email, the RFLZ form, and tokenized entry.
 */
export const IDENTIFICATION_METHODS = [
  'TOKEN_URL',
  'RID_ACCT_URL',
  'RID_LNAME_URL',
  'FLEPZ',
  'LOGIN',
  'RID',
  'VIN',
  'LPL',
  'EMAIL',
  'RFLZ',
  'TOKENIZED_ENTRY',
] as const;
export type IdentificationMethod = (typeof IDENTIFICATION_METHODS)[number];

/**
 * What analytics' `customerInfo.authenticationType` and the care session record say: an entry
 * method, or one of the authentication types of spec 000 §3 that are not entry methods of their
 * own (RID_ACCT: radio id + account number typed in a form; ACCT: account number + last name).
 */
export type IdentificationKind = IdentificationMethod | AuthenticationType;

export const IDENTIFICATION_KINDS: readonly IdentificationKind[] = [
  ...IDENTIFICATION_METHODS,
  'RID_ACCT',
  'ACCT',
];

export function isIdentificationKind(value: string): value is IdentificationKind {
  return (IDENTIFICATION_KINDS as readonly string[]).includes(value);
}
