import * as z from 'zod/mini';
import { LOCALES } from '../locale/locales.ts';
import { careCaptchaFields } from '../platform/captcha-fields.ts';
import { EMAIL_MAX_LENGTH } from '../validation/email.ts';
import { NAME_PIECE_MAX_LENGTH } from '../validation/name.ts';
import { VIN_LENGTH } from '../validation/vin.ts';
import { careIdentifiedAccountSchema } from './identified-account.ts';

/** Room for what people type around a phone number or a postal code: (512) 555-0101, k1a 0b1. */
const PHONE_MAX_TYPED = 20;
const ZIP_MAX_TYPED = 10;

const name = () => z.string().check(z.trim(), z.maxLength(NAME_PIECE_MAX_LENGTH));
const zipCode = () => z.string().check(z.trim(), z.maxLength(ZIP_MAX_TYPED));
const phoneNumber = () => z.string().check(z.trim(), z.maxLength(PHONE_MAX_TYPED));

/**
 * `POST /services/identity/customer/flepz` (flows §1.1–1.2): first name, last name, email,
 * phone and zip, all five matching one account (names without regard to case or accents, the
 * email without regard to case, the phone's digits, the zip without spaces). A match proves last
 * name, phone and zip, so the care session's identification is verified at once. No match is
 * not an error: the list is empty and the page says it could not find the account. A phone that
 * cannot be a North American number: field error PHONE_INVALID on `phoneNumber`.
 */
export const careFlepzRequestSchema = /* @__PURE__ */ z.strictObject({
  firstName: name(),
  lastName: name(),
  email: z.string().check(z.trim(), z.maxLength(EMAIL_MAX_LENGTH)),
  phoneNumber: phoneNumber(),
  zipCode: zipCode(),
  /** Legacy flags some callers still send; they change nothing in the lookup. */
  prospectTrial: z.optional(z.boolean()),
  optInForNFL: z.optional(z.boolean()),
  locale: z.optional(z.enum(LOCALES)),
  ...careCaptchaFields,
});
export type CareFlepzRequest = z.infer<typeof careFlepzRequestSchema>;

export const careFlepzResultSchema = /* @__PURE__ */ z.extend(careIdentifiedAccountSchema, {
  /** Accounts the five details matched (analytics' customerInfo.accountsFound); 0: not found. */
  accountsFound: z.number().check(z.int(), z.gte(0)),
});
export type CareFlepzResult = z.infer<typeof careFlepzResultSchema>;

/**
 * `POST /services/identity/customer/rflz` (flows §1.4): a radio id or VIN, first name, last
 * name and zip naming the radio's account. The box is checked first (a VIN's check digit
 * included): anything malformed is field error INVALID on `radioIdOrVin` (code 3494 of the
 * used-car check), with no lookup made. No radio, or details that do not match its account:
 * 404 ACCOUNT_NOT_FOUND, one answer for both.
 */
export const careRflzRequestSchema = /* @__PURE__ */ z.strictObject({
  radioIdOrVin: z.string().check(z.trim(), z.maxLength(VIN_LENGTH)),
  firstName: name(),
  lastName: name(),
  zipCode: zipCode(),
  optInForNFL: z.optional(z.boolean()),
  programCode: z.optional(z.string().check(z.trim(), z.maxLength(40))),
  locale: z.optional(z.enum(LOCALES)),
  ...careCaptchaFields,
});
export type CareRflzRequest = z.infer<typeof careRflzRequestSchema>;

/** After this many failed LPZ verifications in an hour, per care session and per account: 429. */
export const LPZ_MAX_FAILURES_PER_HOUR = 5;

export const careLpzFieldsSchema = /* @__PURE__ */ z.strictObject({
  lastName: name(),
  phoneNumber: phoneNumber(),
  zipCode: zipCode(),
});
export type CareLpzFields = z.infer<typeof careLpzFieldsSchema>;

/**
 * `POST /services/authenticate/verify-pii-data` (flows §1.2 LPZ): last name, phone and zip of
 * the account this care session identified. `accountNumber` or `radioId` (whole, or its last
 * four), when sent, must name that same account. A match verifies the identification (paying a
 * bill opens); a mismatch is 400 VERIFICATION_FAILED; five of them in an hour (per session and
 * per account) and the next attempt is 429 RATE_LIMIT_EXCEEDED.
 */
export const careVerifyPiiDataRequestSchema = /* @__PURE__ */ z.strictObject({
  accountNumber: z.optional(z.string().check(z.trim(), z.maxLength(20))),
  radioId: z.optional(z.string().check(z.trim(), z.maxLength(14))),
  lpzVerificationRequest: careLpzFieldsSchema,
  locale: z.optional(z.enum(LOCALES)),
  ...careCaptchaFields,
});
export type CareVerifyPiiDataRequest = z.infer<typeof careVerifyPiiDataRequestSchema>;

/** `POST /services/account/verify`: the older form of the same check, on the session's account. */
export const careAccountVerifyRequestSchema = /* @__PURE__ */ z.extend(careLpzFieldsSchema, {
  locale: z.optional(z.enum(LOCALES)),
  ...careCaptchaFields,
});
export type CareAccountVerifyRequest = z.infer<typeof careAccountVerifyRequestSchema>;
