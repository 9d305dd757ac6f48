import {
  accountNumberDigits,
  type CareNonPiiRequest,
  type Country,
  checkAccountNumber,
  checkNamePiece,
  checkRadioId,
  checkVin,
  FIELD_ERROR_CODES,
  type FieldErrorCode,
  type IdentificationKind,
  isRadioIdLastFour,
  type NonPiiProof,
  type NonPiiRadioKind,
  nonPiiAuthenticationTypes,
  normaliseRadioId,
  normaliseVin,
} from '@orbit/domain';
import { refuseFields } from './lookup-refusals.ts';

/** What `account/non-pii` looks an account up by, once the request passed every rule. */
export type NonPiiQuery = {
  radio:
    | { kind: 'radioId'; radioId: string }
    | { kind: 'lastFour'; lastFour: string }
    | { kind: 'vin'; vin: string }
    | { kind: 'deviceRef'; deviceRef: string }
    | { kind: 'none' };
  accountNumber: string | undefined;
  lastName: string | undefined;
  authenticationType: IdentificationKind;
};

const given = (value: string | undefined): value is string =>
  value !== undefined && value.trim() !== '';

type Errors = Partial<Record<keyof CareNonPiiRequest, FieldErrorCode>>;

function radioOf(
  request: CareNonPiiRequest,
  errors: Errors,
  proved: boolean,
): NonPiiQuery['radio'] {
  const named = (['radioId', 'vin', 'deviceRef'] as const).filter((field) => given(request[field]));
  if (named.length > 1) {
    for (const field of named) errors[field] = FIELD_ERROR_CODES.INVALID;
    return { kind: 'none' };
  }
  const { radioId, vin, deviceRef } = request;
  if (given(radioId)) {
    // The last four alone would name many radios: only with an account number or a last name.
    if (isRadioIdLastFour(radioId)) {
      if (!proved) errors.radioId = FIELD_ERROR_CODES.INVALID;
      return { kind: 'lastFour', lastFour: radioId.trim().toUpperCase() };
    }
    const code = checkRadioId(radioId);
    if (code) errors.radioId = code;
    return { kind: 'radioId', radioId: normaliseRadioId(radioId.replace(/-/g, '')) };
  }
  if (given(vin)) {
    // The check digit first: a mistyped VIN costs no lookup and tells nothing about any car.
    const code = checkVin(vin);
    if (code) errors.vin = code;
    return { kind: 'vin', vin: normaliseVin(vin) };
  }
  if (given(deviceRef)) return { kind: 'deviceRef', deviceRef: deviceRef.trim() };
  return { kind: 'none' };
}

/**
 * Reads a non-PII request without touching the database (flows §1.1, §1.2 Radio Info, §1.5):
 * one way of naming the radio, or none with an account number and a last name; the account
 * number's and the last name's rules (the market's name rule); and an authentication type that
 * fits the shape. Anything else is 400 with field errors, before any lookup is counted.
 */
export function nonPiiQueryOf(request: CareNonPiiRequest, country: Country): NonPiiQuery {
  const errors: Errors = {};
  const accountNumber = given(request.accountNumber) ? request.accountNumber.trim() : undefined;
  const lastName = given(request.lastName) ? request.lastName.trim() : undefined;
  if (accountNumber !== undefined) {
    const code = checkAccountNumber(accountNumber);
    if (code) errors.accountNumber = code;
  }
  if (lastName !== undefined) {
    const code = checkNamePiece(lastName, country);
    if (code) errors.lastName = code;
  }
  const radio = radioOf(request, errors, accountNumber !== undefined || lastName !== undefined);
  const proof: NonPiiProof =
    accountNumber !== undefined ? 'accountNumber' : lastName !== undefined ? 'lastName' : 'none';
  if (radio.kind === 'none' && Object.keys(errors).length === 0) {
    // Without a radio, the account number and the last name together (ACCT); either alone
    // names no one, and an account number alone would let numbers be swept.
    if (accountNumber === undefined) errors.radioId = FIELD_ERROR_CODES.REQUIRED;
    else if (lastName === undefined) errors.lastName = FIELD_ERROR_CODES.REQUIRED;
  }
  if (accountNumber !== undefined && lastName !== undefined && radio.kind !== 'none') {
    // One proof at a time: the two forms are separate and a mix says nothing more.
    errors.lastName = FIELD_ERROR_CODES.INVALID;
  }
  const allowed = nonPiiAuthenticationTypes(radio.kind as NonPiiRadioKind, proof);
  const authenticationType = request.authenticationType ?? allowed[0];
  if (request.authenticationType && !allowed.includes(request.authenticationType)) {
    errors.authenticationType = FIELD_ERROR_CODES.INVALID;
  }
  if (Object.keys(errors).length > 0 || authenticationType === undefined) {
    throw refuseFields('non-PII lookup refused', errors);
  }
  return {
    radio,
    accountNumber: accountNumber === undefined ? undefined : accountNumberDigits(accountNumber),
    lastName,
    authenticationType,
  };
}

/** A stable text naming what was looked up, for the per-identifier budget (hashed before use). */
export function nonPiiSubjectOf(query: NonPiiQuery): string {
  const { radio } = query;
  if (radio.kind === 'radioId') return `radio:${radio.radioId}`;
  if (radio.kind === 'vin') return `vin:${radio.vin}`;
  if (radio.kind === 'deviceRef') return `ref:${radio.deviceRef}`;
  if (query.accountNumber !== undefined) return `account:${query.accountNumber}`;
  // Not the last name: varying it must not buy another budget for the same four characters.
  return `last4:${radio.kind === 'lastFour' ? radio.lastFour : ''}`;
}
