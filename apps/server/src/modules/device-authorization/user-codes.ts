import { randomInt } from 'node:crypto';
import { USER_CODE_ALPHABET, USER_CODE_LENGTH } from '@orbit/domain';
import { hashCredential } from '../session/index.ts';

/** Eight letters of the no-vowel alphabet, each drawn uniformly (no modulo bias). */
export function newUserCode(): string {
  let code = '';
  for (let index = 0; index < USER_CODE_LENGTH; index += 1) {
    code += USER_CODE_ALPHABET[randomInt(USER_CODE_ALPHABET.length)];
  }
  return code;
}

/** The half that finds a request; the other half is only ever compared as part of the hash. */
export const lookupOf = (code: string) => code.slice(0, USER_CODE_LENGTH / 2);

/** Salted with the lookup half so equal codes of different requests never share a hash. */
export const userCodeHash = (code: string) => hashCredential(`user-code:${code}`);
