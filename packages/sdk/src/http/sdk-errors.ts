import type { ServiceInvalidField } from '@orbit/domain';

/** The code a service error carries when the server's body named none. */
export const UNKNOWN_SERVICE_CODE = 'SERVICE_CODE_UNKNOWN';
/** The category of every failure that is not a coded product error. */
export const SYSTEM_ERROR_CODE = 'SYSTEM';

const BRAND = Symbol.for('orbit.sdk.error');

interface SdkErrorBase extends Error {
  readonly [BRAND]: true;
}

/** The service answered with an error status. */
export interface ServiceError extends SdkErrorBase {
  readonly kind: 'service';
  readonly status: number;
  readonly code: string;
  readonly description: string;
  readonly invalidFields: readonly ServiceInvalidField[];
  readonly notFoundResourceType: string | null;
  readonly extras: Readonly<Record<string, unknown>>;
  /** The endpoint that failed, `domain.endpoint`. */
  readonly endpoint: string;
  /** The server's id of the request (its `x-request-id`): a reference the customer can quote. */
  readonly requestId: string | undefined;
}

/** No answer: the connection failed, was dropped, or timed out. */
export interface NetworkError extends SdkErrorBase {
  readonly kind: 'network';
  readonly endpoint: string;
  readonly timedOut: boolean;
}

/** Anything else: a missing config, a disabled endpoint, an unreadable answer. */
export interface GenericError extends SdkErrorBase {
  readonly kind: 'generic';
  readonly code: string;
}

export type SdkError = ServiceError | NetworkError | GenericError;

function brand<T extends object>(error: Error, fields: T): Error & T & { [BRAND]: true } {
  Object.defineProperty(error, BRAND, { value: true });
  return Object.assign(error, fields) as Error & T & { [BRAND]: true };
}

export function isSdkError(value: unknown): value is SdkError {
  return typeof value === 'object' && value !== null && BRAND in value;
}
export function isServiceError(value: unknown): value is ServiceError {
  return isSdkError(value) && value.kind === 'service';
}
export function isNetworkError(value: unknown): value is NetworkError {
  return isSdkError(value) && value.kind === 'network';
}
export function isGenericError(value: unknown): value is GenericError {
  return isSdkError(value) && value.kind === 'generic';
}

/**
 * Builds the service error from an error answer's body (spec 001 §8): the body's code, description,
 * invalid fields, not-found resource type and extras; without a code, `SERVICE_CODE_UNKNOWN`;
 * without a description, `Status Code {status}`. `requestId` is the answer's `x-request-id`.
 */
export function serviceErrorFromBody(
  status: number,
  body: unknown,
  endpoint: string,
  requestId?: string,
): ServiceError {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const code =
    typeof record.code === 'string' && record.code !== '' ? record.code : UNKNOWN_SERVICE_CODE;
  const description =
    typeof record.description === 'string' && record.description !== ''
      ? record.description
      : `Status Code ${status}`;
  const invalidFields = Array.isArray(record.invalidFields)
    ? (record.invalidFields as unknown[]).filter(isInvalidField)
    : [];
  const notFoundResourceType =
    typeof record.notFoundResourceType === 'string' ? record.notFoundResourceType : null;
  const extras =
    typeof record.extras === 'object' && record.extras !== null
      ? (record.extras as Record<string, unknown>)
      : {};
  const error = new Error(description);
  error.name = 'ServiceError';
  return brand(error, {
    kind: 'service' as const,
    status,
    code,
    description,
    invalidFields,
    notFoundResourceType,
    extras,
    endpoint,
    requestId,
  });
}

function isInvalidField(value: unknown): value is ServiceInvalidField {
  const record = value as Record<string, unknown> | null;
  return typeof record?.fieldName === 'string' && typeof record.errorCode === 'string';
}

export function networkError(endpoint: string, cause: unknown, timedOut = false): NetworkError {
  const error = new Error(timedOut ? `${endpoint} timed out` : `${endpoint} could not be reached`, {
    cause,
  });
  error.name = 'NetworkError';
  return brand(error, { kind: 'network' as const, endpoint, timedOut });
}

export function genericError(
  message: string,
  code: string = SYSTEM_ERROR_CODE,
  cause?: unknown,
): GenericError {
  const error = new Error(message, cause === undefined ? undefined : { cause });
  error.name = 'GenericError';
  return brand(error, { kind: 'generic' as const, code });
}

/**
 * A business error is one the caller can act on: status 400 to 499, except a timeout (408) and
 * rate limiting (429), which are the system's.
 */
export function isBusinessStatus(status: number): boolean {
  return status >= 400 && status <= 499 && status !== 408 && status !== 429;
}

export function isBusinessError(value: unknown): value is ServiceError {
  return isServiceError(value) && isBusinessStatus(value.status);
}

/** Product errors keep their code; everything else (network, generic, uncoded) is SYSTEM. */
export function productErrorCode(value: unknown): string {
  if (isServiceError(value) && value.code !== UNKNOWN_SERVICE_CODE) return value.code;
  return SYSTEM_ERROR_CODE;
}
