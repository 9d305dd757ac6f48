import { STORAGE_LIMITS } from '@orbit/domain';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A random id of `length` letters and digits (20 by default, spec 001 §9). Rejection sampling keeps
 * every character equally likely.
 */
export function randomId(
  randomBytes: (length: number) => Uint8Array,
  length: number = STORAGE_LIMITS.randomIdLength,
): string {
  const limit = 256 - (256 % ALPHABET.length);
  let id = '';
  while (id.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < limit) id += ALPHABET[byte % ALPHABET.length];
      if (id.length === length) break;
    }
  }
  return id;
}
