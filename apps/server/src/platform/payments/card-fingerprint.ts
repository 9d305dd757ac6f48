import { createHmac } from 'node:crypto';

/**
 * The same value for every token of one card number, and nothing that gives the number back:
 * an HMAC-SHA-256 with a server key (a bare hash of a 16-digit number with a known BIN and a
 * check digit can be reversed by trying the ~10⁹ candidates). Used for "one trial per card".
 */
export function cardFingerprint(key: Buffer, digits: string): string {
  return createHmac('sha256', key).update(digits).digest('base64url');
}
