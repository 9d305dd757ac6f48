import { FIELD_ERROR_CODES } from '@orbit/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.ts';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** Visible ASCII, up to 255 characters (what payment APIs accept; a UUID is typical). */
const ACCEPTABLE_KEY = /^[\x21-\x7e]{1,255}$/;

/**
 * The caller's `Idempotency-Key`: one per mutating request, reused across its retries (the
 * checkout's transaction id). Missing → 400 IDEMPOTENCY_KEY_REQUIRED; malformed → 400
 * INVALID_PAYLOAD on the header.
 */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const raw = request.headers[IDEMPOTENCY_KEY_HEADER];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value.trim() === '') {
    throw new AppError('IDEMPOTENCY_KEY_REQUIRED', 'No Idempotency-Key header');
  }
  if (!ACCEPTABLE_KEY.test(value)) {
    throw new AppError('INVALID_PAYLOAD', 'Malformed Idempotency-Key header', {
      fieldErrors: [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName: 'Idempotency-Key' }],
    });
  }
  return value;
}
