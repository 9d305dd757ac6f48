import * as z from 'zod/mini';
import { LOCALES } from '../locale/locales.ts';
import { careCaptchaFields } from '../platform/captcha-fields.ts';
import { ACCOUNT_NUMBER_MAX_LENGTH } from '../validation/account-number.ts';
import { NAME_PIECE_MAX_LENGTH } from '../validation/name.ts';
import { RADIO_ID_MAX_LENGTH } from '../validation/radio-id.ts';
import { VIN_LENGTH } from '../validation/vin.ts';
import { IDENTIFICATION_KINDS, type IdentificationKind } from './identification-methods.ts';

/**
 * `POST /services/account/non-pii` (flows §1.1, §1.2 Radio Info, §1.5): the account behind a
 * radio, masked. The radio is named by its id, its VIN, or the `deviceRef` find-your-radio gave
 * this session; its last four only with the account number or the last name. An account number
 * or a last name alone names no one. `authenticationType` says how the customer got here when
 * the request's shape does not (a link's `radioid`+`act`, a deviceRef found by VIN or plate);
 * it must fit the shape (NON_PII_AUTHENTICATION_TYPES).
 */
export const careNonPiiRequestSchema = /* @__PURE__ */ z.strictObject({
  accountNumber: z.optional(z.string().check(z.trim(), z.maxLength(ACCOUNT_NUMBER_MAX_LENGTH))),
  radioId: z.optional(z.string().check(z.trim(), z.maxLength(RADIO_ID_MAX_LENGTH))),
  vin: z.optional(z.string().check(z.trim(), z.maxLength(VIN_LENGTH))),
  deviceRef: z.optional(z.string().check(z.trim(), z.maxLength(400))),
  lastName: z.optional(z.string().check(z.trim(), z.maxLength(NAME_PIECE_MAX_LENGTH))),
  authenticationType: z.optional(
    z.enum(IDENTIFICATION_KINDS as [IdentificationKind, ...IdentificationKind[]]),
  ),
  /** The language of the plan names; the market's default when absent. */
  locale: z.optional(z.enum(LOCALES)),
  ...careCaptchaFields,
});
export type CareNonPiiRequest = z.infer<typeof careNonPiiRequestSchema>;

/** How the radio is named in a non-PII request. */
export type NonPiiRadioKind = 'radioId' | 'lastFour' | 'vin' | 'deviceRef' | 'none';
/** What comes with it. */
export type NonPiiProof = 'accountNumber' | 'lastName' | 'none';

/**
 * The authentication types each shape of request may claim, the first being the one assumed
 * when none is given. Radio id + account number is RID_ACCT (RID_ACCT_URL from a link);
 * radio id + last name is RID (RID_LNAME_URL from a link); a deviceRef carries how its radio
 * was found (radio id, VIN, plate, a link's token); account number + last name is ACCT.
 */
export function nonPiiAuthenticationTypes(
  radio: NonPiiRadioKind,
  proof: NonPiiProof,
): readonly IdentificationKind[] {
  if (radio === 'none') return proof === 'none' ? [] : ['ACCT'];
  if (radio === 'deviceRef') {
    const found = ['RID', 'VIN', 'LPL', 'TOKEN_URL', 'TOKENIZED_ENTRY'] as const;
    if (proof === 'accountNumber') return ['RID_ACCT', 'RID_ACCT_URL', ...found];
    if (proof === 'lastName') return ['RID', 'RID_LNAME_URL', ...found.slice(1)];
    return found;
  }
  if (radio === 'vin') return ['VIN'];
  if (proof === 'accountNumber') return ['RID_ACCT', 'RID_ACCT_URL'];
  if (proof === 'lastName') return ['RID', 'RID_LNAME_URL'];
  return radio === 'radioId' ? ['RID'] : [];
}
