import {
  type CareDeviceLookupRequest,
  type Country,
  checkRadioId,
  checkVin,
  FIELD_ERROR_CODES,
  type FieldErrorCode,
  licensePlateLookupSchema,
  normaliseRadioId,
  normaliseVin,
} from '@orbit/domain';
import { AppError, type FieldError } from '../../platform/errors/app-error.ts';
import { fieldErrorsFromIssues } from '../../platform/errors/field-errors.ts';

/** What find-your-radio looks a radio up by, once the request passed every field rule. */
export type DeviceQuery =
  | { kind: 'radioId'; radioId: string }
  | { kind: 'vin'; vin: string }
  | { kind: 'plate'; licensePlate: string; state: string };

const given = (value: string | undefined) => value !== undefined && value.trim() !== '';

function refuse(reason: string, fieldErrors: FieldError[]): AppError {
  return new AppError('INVALID_PAYLOAD', reason, { fieldErrors });
}

function fieldRule(fieldName: string, code: FieldErrorCode | null): void {
  if (code) throw refuse(`${fieldName}: ${code}`, [{ errorCode: code, fieldName }]);
}

/**
 * Reads a lookup request without touching the database: exactly one of a radio id, a VIN, or a
 * plate with its state and consent (flows §1.2–1.3). The VIN check digit, the plate rules, the
 * state of the market and the consent box are all checked here, so a request that fails one of
 * them costs no lookup and tells nothing about any radio.
 */
export function deviceQueryOf(request: CareDeviceLookupRequest, country: Country): DeviceQuery {
  const plateFields = (['licensePlate', 'state', 'consent'] as const).filter(
    (field) => request[field] !== undefined,
  );
  const kinds = [
    ...(given(request.radioId) ? ['radioId'] : []),
    ...(given(request.vin) ? ['vin'] : []),
    ...(plateFields.length > 0 ? plateFields : []),
  ];
  const asked = [given(request.radioId), given(request.vin), plateFields.length > 0].filter(
    Boolean,
  ).length;
  if (asked === 0) {
    throw refuse('no radio id, VIN or plate', [{ errorCode: FIELD_ERROR_CODES.REQUIRED }]);
  }
  if (asked > 1) {
    throw refuse(
      'several identifiers at once',
      kinds.map((fieldName) => ({ errorCode: FIELD_ERROR_CODES.INVALID, fieldName })),
    );
  }
  if (request.radioId !== undefined && given(request.radioId)) {
    fieldRule('radioId', checkRadioId(request.radioId));
    return { kind: 'radioId', radioId: normaliseRadioId(request.radioId) };
  }
  if (request.vin !== undefined && given(request.vin)) {
    fieldRule('vin', checkVin(request.vin));
    return { kind: 'vin', vin: normaliseVin(request.vin) };
  }
  const plate = {
    licensePlate: request.licensePlate ?? '',
    state: request.state ?? '',
    consent: request.consent,
  };
  const parsed = licensePlateLookupSchema(country).safeParse(plate);
  if (!parsed.success) {
    throw refuse('plate lookup refused', fieldErrorsFromIssues(parsed.error.issues, plate));
  }
  return { kind: 'plate', licensePlate: parsed.data.licensePlate, state: parsed.data.state };
}

/** A stable text naming what was looked up, for the per-identifier budget (hashed before use). */
export function subjectOf(query: DeviceQuery): string {
  if (query.kind === 'radioId') return `radio:${query.radioId}`;
  if (query.kind === 'vin') return `vin:${query.vin}`;
  return `plate:${query.state}:${query.licensePlate}`;
}
