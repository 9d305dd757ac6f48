import { FIELD_ERROR_CODES, type ProductErrorCode } from '@orbit/domain';
import { AppError, type FieldError, isAppError } from './app-error.ts';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './database-unavailable.ts';
import { retryableConflictRefusal } from './retryable-conflict.ts';

type FrameworkError = Error & {
  code?: string;
  statusCode?: number;
  validation?: { instancePath?: string }[];
};

/** Fastify's own 4xx refusals by status; anything else 4xx is a malformed request. */
const CODE_BY_STATUS: Partial<Record<number, ProductErrorCode>> = {
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMIT_EXCEEDED',
};

function fieldErrorsFromJsonSchema(validation: { instancePath?: string }[]): FieldError[] {
  return validation.map((entry) => {
    const fieldName = (entry.instancePath ?? '').split('/').filter(Boolean).join('.');
    return fieldName
      ? { errorCode: FIELD_ERROR_CODES.INVALID, fieldName }
      : { errorCode: FIELD_ERROR_CODES.INVALID };
  });
}

/**
 * Classifies anything thrown while handling a request. Our own AppErrors pass through; Fastify's
 * refusals of bad input (malformed JSON, body too large, wrong content type, schema failures)
 * become 4xx product errors; a database that cannot be reached, or a transaction that kept losing
 * a race with another (a deadlock, ADR 101), is SERVICE_UNAVAILABLE with a Retry-After; everything else is an unexpected SYSTEM error, whose details stay in the log.
 */
export function toAppError(error: unknown): AppError {
  if (isAppError(error)) return error;
  if (isDatabaseUnavailable(error)) {
    return new AppError('SERVICE_UNAVAILABLE', 'Database unavailable', {
      cause: error,
      retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
    });
  }
  const conflict = retryableConflictRefusal(error);
  if (conflict) return conflict;
  const framework = (error ?? {}) as FrameworkError;
  if (Array.isArray(framework.validation)) {
    return new AppError('INVALID_PAYLOAD', framework.message, {
      fieldErrors: fieldErrorsFromJsonSchema(framework.validation),
      cause: error,
    });
  }
  const status = framework.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new AppError(CODE_BY_STATUS[status] ?? 'INVALID_PAYLOAD', framework.message, {
      cause: error,
    });
  }
  return new AppError('SYSTEM', framework.message ?? 'Unexpected error', { cause: error });
}
