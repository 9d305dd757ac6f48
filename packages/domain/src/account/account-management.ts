import * as z from 'zod/mini';
import { type Country, LOCALES } from '../locale/locales.ts';
import { FIELD_ERROR_CODES, type FieldErrorCode } from '../platform/field-error-codes.ts';
import {
  citySchema,
  optionalStreetAddressSchema,
  streetAddressSchema,
} from '../validation/address.ts';
import { addressFormSchema } from '../validation/address-form.ts';
import { emailSchema } from '../validation/email.ts';
import { fieldIssue, fieldSchema, optionalFieldSchema } from '../validation/field-check.ts';
import { namePieceSchema } from '../validation/name.ts';
import { phoneSchema } from '../validation/phone.ts';
import { postalCodeSchema } from '../validation/postal-code.ts';
import { checkRegion } from '../validation/region-field.ts';

/**
 * The account-management calls of the account area (flows §7.1; spec 001 §5): nickname, contact
 * details, billing address, address validation, contact preferences, the streaming login. Every
 * request may name the account (`accountNumber`); the server answers only for the caller's own.
 */

/** Digits, optionally with hyphens; the caller's own (first) account when omitted. */
const accountNumberField = z.optional(z.string().check(z.trim(), z.maxLength(20)));
/** Opaque ids the account view handed out. */
const opaqueId = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));

export const NICKNAME_MAX_LENGTH = 30;

/** Control characters and the bidirectional overrides that could disguise what a name says. */
const HIDDEN_CHARACTERS = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;

/** A radio's nickname: 1–30 characters (emoji count as one), no control characters. */
export function checkNickname(value: string): FieldErrorCode | null {
  const nickname = value.trim();
  const length = [...nickname].length;
  if (length === 0) return FIELD_ERROR_CODES.REQUIRED;
  if (length > NICKNAME_MAX_LENGTH) return FIELD_ERROR_CODES.TOO_LONG;
  return HIDDEN_CHARACTERS.test(nickname) ? FIELD_ERROR_CODES.INVALID : null;
}

export const nicknameSchema = /* @__PURE__ */ fieldSchema(checkNickname);

/**
 * `POST /account-mgmt/update-nickname`: names a radio, chosen by the account view's device id or
 * by a subscription on it (exactly one of the two). Answers the radio as the account shows it.
 */
export const updateNicknameRequestSchema = /* @__PURE__ */ z
  .strictObject({
    accountNumber: accountNumberField,
    nickName: nicknameSchema,
    deviceId: z.optional(opaqueId),
    subscriptionId: z.optional(opaqueId),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (value.deviceId === undefined && value.subscriptionId === undefined) {
        ctx.addIssue(fieldIssue(FIELD_ERROR_CODES.REQUIRED, ['deviceId']));
      } else if (value.deviceId !== undefined && value.subscriptionId !== undefined) {
        ctx.addIssue(fieldIssue(FIELD_ERROR_CODES.INVALID, ['subscriptionId']));
      }
    }),
  );
export type UpdateNicknameRequest = z.input<typeof updateNicknameRequestSchema>;

/** A service address as typed on the contact form; the state is optional (see below). */
const serviceAddressInput = z.strictObject({
  addressLine1: z.string().check(z.maxLength(200)),
  addressLine2: z.nullish(z.string().check(z.maxLength(200))),
  city: z.string().check(z.maxLength(100)),
  state: z.nullish(z.string().check(z.maxLength(60))),
  zip: z.string().check(z.maxLength(20)),
});

const addressInput = z.strictObject({
  addressLine1: z.string().check(z.maxLength(200)),
  addressLine2: z.nullish(z.string().check(z.maxLength(200))),
  city: z.string().check(z.maxLength(100)),
  state: z.string().check(z.maxLength(60)),
  zip: z.string().check(z.maxLength(20)),
});

/**
 * `POST /account-mgmt/update-customer-info` as it arrives: the shape only. The field rules of
 * the account's market are `customerInfoFormSchema(country)`, which the server applies too.
 */
export const updateCustomerInfoRequestSchema = /* @__PURE__ */ z.strictObject({
  accountNumber: accountNumberField,
  firstName: z.string().check(z.maxLength(100)),
  lastName: z.string().check(z.maxLength(100)),
  email: z.string().check(z.maxLength(300)),
  phoneNumber: z.string().check(z.maxLength(30)),
  billingAddressSameAsService: z.boolean(),
  serviceAddress: serviceAddressInput,
});
export type UpdateCustomerInfoRequest = z.input<typeof updateCustomerInfoRequestSchema>;

const optionalRegionSchemas = {
  us: /* @__PURE__ */ optionalFieldSchema((value) => checkRegion(value, 'us')),
  ca: /* @__PURE__ */ optionalFieldSchema((value) => checkRegion(value, 'ca')),
};

function buildCustomerInfoForm(country: Country) {
  return z.object({
    firstName: namePieceSchema(country),
    lastName: namePieceSchema(country),
    email: emailSchema(country),
    phoneNumber: phoneSchema,
    billingAddressSameAsService: z.boolean(),
    serviceAddress: z.object({
      addressLine1: streetAddressSchema(country),
      addressLine2: optionalStreetAddressSchema(country),
      city: citySchema(country),
      /**
       * Only a Canadian province is taken (spec 001 §5, `provinceForRequest`); a US state stays
       * what the ZIP already says. Either is checked against the market's list when sent.
       */
      state: optionalRegionSchemas[country],
      zip: postalCodeSchema(country),
    }),
  });
}

const customerInfoForms = { us: buildCustomerInfoForm('us'), ca: buildCustomerInfoForm('ca') };

/**
 * The contact form's field rules (flows §0) for an account of `country`: names, email, phone,
 * and the service address, whose zip must stay the account's (checked by the server).
 */
export function customerInfoFormSchema(country: Country) {
  return customerInfoForms[country];
}
export type CustomerInfoForm = z.infer<ReturnType<typeof customerInfoFormSchema>>;

/**
 * `POST /account-mgmt/update-billing-info`: the address bills and card checks go to. The field
 * rules are `addressFormSchema(country)` of the account's market (state required).
 */
export const updateBillingInfoRequestSchema = /* @__PURE__ */ z.strictObject({
  accountNumber: accountNumberField,
  billingAddress: addressInput,
});
export type UpdateBillingInfoRequest = z.input<typeof updateBillingInfoRequestSchema>;

/** The billing address form's rules for an account of `country`. */
export function billingAddressFormSchema(country: Country) {
  return addressFormSchema(country);
}

/**
 * `POST /validate/address`: an address to check and standardise. `state` may be a code or a
 * name; `country` (US, USA, Canada…) is guessed from the zip's shape when absent. Answers
 * AddressValidationResult (`addressValidationResultSchema`).
 */
export const validateAddressRequestSchema = /* @__PURE__ */ z.strictObject({
  accountNumber: accountNumberField,
  address: z.strictObject({
    addressLine1: z.string().check(z.maxLength(200)),
    addressLine2: z.nullish(z.string().check(z.maxLength(200))),
    city: z.string().check(z.maxLength(100)),
    state: z.nullish(z.string().check(z.maxLength(60))),
    zip: z.string().check(z.maxLength(20)),
    country: z.nullish(z.string().check(z.maxLength(40))),
  }),
});
export type ValidateAddressRequest = z.input<typeof validateAddressRequestSchema>;

/** What a customer agreed to be contacted about, and how (marketing only; service notices always go). */
export const contactPreferencesSchema = /* @__PURE__ */ z.object({
  /** The language of letters, emails and calls. */
  preferredLanguage: z.enum(LOCALES),
  emailMarketing: z.boolean(),
  smsMarketing: z.boolean(),
  phoneMarketing: z.boolean(),
  /** The account's email and phone (555-123-4567) the choices apply to. */
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  /** Do-not-call registrations of the account or its phone, newest first. */
  doNotCall: z.array(
    z.object({
      phoneNumber: z.string(),
      /** ISO instant. */
      requestedAt: z.string(),
      /** YYYY-MM-DD: calls stop by this date. */
      honourBy: z.string(),
    }),
  ),
  /** ISO instant of the last change; null when never set (all opt-ins off). */
  updatedAt: z.nullable(z.string()),
});
export type ContactPreferences = z.infer<typeof contactPreferencesSchema>;

/**
 * `POST /account-mgmt/contact-preferences`: reads the preferences, and changes them first when
 * `update` is sent (only the fields sent). `langPref` is the page's language (legacy payload);
 * the answer does not depend on it. A language the account's market does not speak is refused.
 */
export const contactPreferencesRequestSchema = /* @__PURE__ */ z.strictObject({
  accountNumber: accountNumberField,
  langPref: z.optional(z.string().check(z.trim(), z.maxLength(10))),
  update: z.optional(
    z.strictObject({
      emailMarketing: z.optional(z.boolean()),
      smsMarketing: z.optional(z.boolean()),
      phoneMarketing: z.optional(z.boolean()),
      preferredLanguage: z.optional(z.enum(LOCALES)),
    }),
  ),
});
export type ContactPreferencesRequest = z.input<typeof contactPreferencesRequestSchema>;

/**
 * `POST /account/update-streaming`: the streaming sign-in of the account's subscriptions (not the
 * account login): a new username or email (the sign-in handle: when both are sent they must be
 * the same), a new password, and with `synchronizeAccountEmail` the account's contact email too.
 * `subscriptionId` picks the subscription when the account has several streaming logins.
 */
export const updateStreamingRequestSchema = /* @__PURE__ */ z
  .strictObject({
    accountNumber: accountNumberField,
    subscriptionId: z.optional(opaqueId),
    username: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(254))),
    password: z.optional(z.string().check(z.minLength(1), z.maxLength(128))),
    email: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(254))),
    synchronizeAccountEmail: z.optional(z.boolean()),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (
        value.username === undefined &&
        value.email === undefined &&
        value.password === undefined
      ) {
        ctx.addIssue(fieldIssue(FIELD_ERROR_CODES.REQUIRED, ['username']));
      }
      const { username, email } = value;
      if (username !== undefined && email !== undefined) {
        if (username.toLowerCase() !== email.toLowerCase()) {
          ctx.addIssue(fieldIssue(FIELD_ERROR_CODES.INVALID, ['email']));
        }
      }
    }),
  );
export type UpdateStreamingRequest = z.input<typeof updateStreamingRequestSchema>;

export const updateStreamingResultSchema = /* @__PURE__ */ z.object({
  subscriptionIds: z.array(z.string()),
  maskedUsername: z.string(),
  passwordChanged: z.boolean(),
  accountEmailUpdated: z.boolean(),
});
export type UpdateStreamingResult = z.infer<typeof updateStreamingResultSchema>;

/** What `remove-device` answers: the radio that left the account. */
export const removeDeviceResultSchema = /* @__PURE__ */ z.object({
  deviceId: z.string(),
  radioIdLastFour: z.string(),
  /** ISO instant. */
  removedAt: z.string(),
});
export type RemoveDeviceResult = z.infer<typeof removeDeviceResultSchema>;
