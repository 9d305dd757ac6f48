import { genericError } from '../../http/sdk-errors.ts';

/** What the server accepts as an `Idempotency-Key`: visible ASCII, 1–255 characters. */
const ACCEPTABLE_KEY = /^[\x21-\x7e]{1,255}$/;

/**
 * The caller's key, checked before anything is sent: a key the server would refuse could only
 * fail after the customer pressed "Complete my order", so it fails here instead.
 */
export function checkedIdempotencyKey(key: string | undefined): string | undefined {
  if (key === undefined || ACCEPTABLE_KEY.test(key)) return key;
  throw genericError(
    'an Idempotency-Key is 1 to 255 visible ASCII characters',
    'INVALID_IDEMPOTENCY_KEY',
  );
}
