import type { LogLevel } from './log-message.ts';

/**
 * The level at which the web app logs a failed HTTP call (spec 000 §8): a server fault (5xx), a
 * timeout (408), a wrong method (405) or an unknown network error (status 0) is an ERROR; anything
 * else — a business answer such as 400, 401, 404 or 409 — is INFO.
 */
export function httpErrorLogLevel(status: number): Extract<LogLevel, 'ERROR' | 'INFO'> {
  if (status === 0 || status === 405 || status === 408 || (status >= 500 && status <= 599)) {
    return 'ERROR';
  }
  return 'INFO';
}

/**
 * The error code the web app logs and tracks for an error (spec 000 §8), taken in this order:
 * `error.code`, `error.error.errorCode` (a care error body), the error's own `errorCode`, the first
 * field error's code (`fieldErrors` or `error.fieldErrors`), else the error serialised.
 */
export function errorCodeForLog(error: unknown): string {
  if (typeof error !== 'object' || error === null) return serialise(error);
  const record = error as Record<string, unknown>;
  const inner = asRecord(record.error);
  const candidates = [
    record.code,
    inner?.errorCode,
    record.errorCode,
    firstFieldErrorCode(record.fieldErrors),
    firstFieldErrorCode(inner?.fieldErrors),
  ];
  for (const candidate of candidates) {
    if (typeof candidate === 'string' && candidate !== '') return candidate;
    if (typeof candidate === 'number') return String(candidate);
  }
  return serialise(error);
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)
    : undefined;
}

function firstFieldErrorCode(fieldErrors: unknown): unknown {
  if (!Array.isArray(fieldErrors)) return undefined;
  return asRecord(fieldErrors[0])?.errorCode;
}

function serialise(value: unknown): string {
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
