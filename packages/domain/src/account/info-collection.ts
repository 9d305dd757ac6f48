import * as z from 'zod/mini';
import type { Country } from '../locale/locales.ts';
import { FIELD_ERROR_CODES, type FieldErrorCode } from '../platform/field-error-codes.ts';
import { checkAccountNumber } from '../validation/account-number.ts';
import { checkCity, checkStreetAddress } from '../validation/address.ts';
import { checkDateOfBirth, parseDateOfBirth } from '../validation/date-of-birth.ts';
import { checkRadioIdOrVin, classifyRadioIdOrVin } from '../validation/device-identifier.ts';
import { checkEmail } from '../validation/email.ts';
import { checkNamePiece } from '../validation/name.ts';
import { checkPhone, normalisePhone } from '../validation/phone.ts';
import { checkPostalCode, normalisePostalCode } from '../validation/postal-code.ts';
import { checkRegion } from '../validation/region-field.ts';

/**
 * Branded data collection (flows §7.4): a care chat sends the customer a signed link to
 * `/account/info-collection?token=…`; the form shows every field below, and only those the chat
 * asked for are enabled. `POST /services/account/token/branded-data-collection` reads the link,
 * `POST /services/apigateway/branded-data-collection/publish` sends the answers, once per link.
 */
export const INFO_COLLECTION_TOKEN_TYPE = 'BRANDED_DATA_COLLECTION';

/** The form's fields, in the order it shows them. `esn` is the radio id or the car's VIN. */
export const INFO_COLLECTION_FIELDS = [
  'firstName',
  'lastName',
  'phone',
  'streetAddress',
  'city',
  'state',
  'zip',
  'email',
  'esn',
  'accountNumber',
  'dateOfBirth',
] as const;
export type InfoCollectionField = (typeof INFO_COLLECTION_FIELDS)[number];

export function isInfoCollectionField(value: string): value is InfoCollectionField {
  return (INFO_COLLECTION_FIELDS as readonly string[]).includes(value);
}

/** The `message` of a publish: the answers come from the web form. */
export const INFO_COLLECTION_MESSAGE = 'webrequest';

/** Chat ids (bot, conversation, user) are the chat platform's opaque identifiers. */
export const INFO_COLLECTION_CHAT_ID_PATTERN = /^[A-Za-z0-9._:-]{1,64}$/;

/** Longest value any field accepts (an email, 254), with room for the spaces trimmed off. */
const VALUE_MAX_LENGTH = 300;

export type InfoCollectionValues = Partial<Record<InfoCollectionField, string>>;
export type InfoCollectionErrors = Partial<Record<InfoCollectionField, FieldErrorCode>>;

/**
 * One field's rule (flows §0), Canada's or the US's. Every field the chat asked for is required,
 * the account number included (elsewhere it is optional).
 */
export function checkInfoCollectionField(
  field: InfoCollectionField,
  value: string,
  country: Country,
): FieldErrorCode | null {
  const text = value.trim();
  switch (field) {
    case 'firstName':
    case 'lastName':
      return checkNamePiece(text, country);
    case 'phone':
      return checkPhone(text);
    case 'streetAddress':
      return checkStreetAddress(text, country);
    case 'city':
      return checkCity(text, country);
    case 'state':
      return checkRegion(text, country);
    case 'zip':
      return checkPostalCode(text, country);
    case 'email':
      return checkEmail(text, country);
    case 'esn':
      return checkRadioIdOrVin(text);
    case 'accountNumber':
      return text === '' ? FIELD_ERROR_CODES.REQUIRED : checkAccountNumber(text);
    case 'dateOfBirth':
      return checkDateOfBirth(text);
  }
}

/**
 * A valid value as it is kept: phone as 10 digits, a Canadian postal code as A1A 1A1, a radio id
 * or VIN upper-cased, the account number upper-cased, the date of birth as DD/MM; the rest trimmed.
 */
export function normaliseInfoCollectionField(
  field: InfoCollectionField,
  value: string,
  country: Country,
): string {
  const text = value.trim();
  switch (field) {
    case 'phone':
      return normalisePhone(text) ?? text;
    case 'zip':
      return normalisePostalCode(text, country);
    case 'esn': {
      const identifier = classifyRadioIdOrVin(text);
      if (identifier?.kind === 'vin') return identifier.vin;
      if (identifier?.kind === 'radioId') return identifier.radioId;
      return text.toUpperCase();
    }
    case 'accountNumber':
      return text.toUpperCase();
    case 'dateOfBirth': {
      const parsed = parseDateOfBirth(text);
      if (!parsed) return text;
      return `${String(parsed.day).padStart(2, '0')}/${String(parsed.month).padStart(2, '0')}`;
    }
    default:
      return text;
  }
}

export type InfoCollectionCheck =
  | { ok: true; values: InfoCollectionValues }
  | { ok: false; errors: InfoCollectionErrors };

/**
 * The answers to a link: every requested field present and valid, and nothing that was not
 * asked for (UNKNOWN_FIELD: a disabled field must stay empty). Answers come out normalised.
 */
export function checkInfoCollectionAnswers(
  requested: readonly InfoCollectionField[],
  values: InfoCollectionValues,
  country: Country,
): InfoCollectionCheck {
  const errors: InfoCollectionErrors = {};
  const answers: InfoCollectionValues = {};
  for (const field of INFO_COLLECTION_FIELDS) {
    const value = values[field];
    if (!requested.includes(field)) {
      if (value !== undefined && value.trim() !== '')
        errors[field] = FIELD_ERROR_CODES.UNKNOWN_FIELD;
      continue;
    }
    const code = checkInfoCollectionField(field, value ?? '', country);
    if (code) errors[field] = code;
    else answers[field] = normaliseInfoCollectionField(field, value ?? '', country);
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, values: answers };
}

/** The answers as the publish call carries them: `[{ name, value }]`, in form order. */
export function infoCollectionContextVariables(
  values: InfoCollectionValues,
): { name: InfoCollectionField; value: string }[] {
  return INFO_COLLECTION_FIELDS.flatMap((name) => {
    const value = values[name];
    return value === undefined ? [] : [{ name, value }];
  });
}

const chatId = z.string().check(z.regex(INFO_COLLECTION_CHAT_ID_PATTERN));
const linkToken = z.string().check(z.minLength(1), z.maxLength(1000));

/** `POST /services/account/token/branded-data-collection`. */
export const careInfoCollectionTokenRequestSchema = /* @__PURE__ */ z.strictObject({
  token: linkToken,
  tokenType: z.literal(INFO_COLLECTION_TOKEN_TYPE),
});
export type CareInfoCollectionTokenRequest = z.infer<typeof careInfoCollectionTokenRequestSchema>;

/**
 * What the link carries: the fields the chat asks for, what is already known of the customer
 * (masked: first name in full, the rest down to an initial or the last characters), the chat's
 * ids to send back with the answers, the account it is about (masked, null when none) and when
 * the link stops working (an ISO instant).
 */
export const careInfoCollectionPrefillSchema = /* @__PURE__ */ z.object({
  requestedFields: z.array(z.enum(INFO_COLLECTION_FIELDS)).check(z.minLength(1)),
  knownValues: z.partialRecord(z.enum(INFO_COLLECTION_FIELDS), z.string()),
  accountNumber: z.nullable(z.string()),
  botId: z.string(),
  conversationId: z.string(),
  userId: z.string(),
  expiresAt: z.string(),
});
export type CareInfoCollectionPrefill = z.infer<typeof careInfoCollectionPrefillSchema>;

/**
 * `POST /services/apigateway/branded-data-collection/publish`: the link's token, the answers as
 * context variables, and the chat ids the link carried (they must match it). Field errors name
 * the field (`email`, `zip`…).
 */
export const careInfoCollectionPublishRequestSchema = /* @__PURE__ */ z.strictObject({
  token: linkToken,
  contextVariables: z
    .array(
      z.strictObject({
        name: z.string().check(z.minLength(1), z.maxLength(40)),
        value: z.string().check(z.maxLength(VALUE_MAX_LENGTH)),
      }),
    )
    .check(z.maxLength(INFO_COLLECTION_FIELDS.length)),
  message: z.literal(INFO_COLLECTION_MESSAGE),
  botId: chatId,
  conversationId: chatId,
  userId: chatId,
});
export type CareInfoCollectionPublishRequest = z.infer<
  typeof careInfoCollectionPublishRequestSchema
>;

export const careInfoCollectionPublishResultSchema = /* @__PURE__ */ z.object({
  submitted: z.literal(true),
});
export type CareInfoCollectionPublishResult = z.infer<typeof careInfoCollectionPublishResultSchema>;
