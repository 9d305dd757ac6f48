import {
  type CareValidatePasswordResult,
  checkPasswordShape,
  FIELD_ERROR_CODES,
  fieldIssue,
  findDisallowedWord,
  PASSWORD_VALIDATION_KEYS,
} from '@orbit/domain';
import * as z from 'zod/mini';

/** A translated message: its id and values. */
export interface Problem {
  id: string;
  values?: Record<string, string>;
}

/** The rules the browser can check before any call: a reserved word (named), or the policy. */
export function clientPasswordProblem(password: string): Problem | undefined {
  if (password === '') return { id: 'checkout.field.password.required' };
  const word = findDisallowedWord(password);
  if (word) return { id: 'checkout.password.reservedWord', values: { word } };
  return checkPasswordShape(password).ok ? undefined : { id: 'checkout.password.policy' };
}

/**
 * The new password as the form checks it: taken as typed (never trimmed), REQUIRED when empty,
 * INVALID for a reserved word or the policy. `clientPasswordProblem` words the INVALID.
 */
export const newPasswordSchema = z.string().check(
  z.superRefine((password, context) => {
    if (!clientPasswordProblem(password)) return;
    const code = password === '' ? FIELD_ERROR_CODES.REQUIRED : FIELD_ERROR_CODES.INVALID;
    context.addIssue(fieldIssue(code));
  }),
);

/**
 * What `validate/password` said (flows §2.1 step 3a): a reserved or common word → "cannot
 * include the word X"; personal data → its own message; anything else → the policy message.
 */
export function serverPasswordProblem(result: CareValidatePasswordResult): Problem | undefined {
  if (result.valid) return undefined;
  const word = result.validationErrorFailedWord;
  const wordKeys: string[] = [
    PASSWORD_VALIDATION_KEYS.PASSWORD_DISALLOWED_WORDS,
    PASSWORD_VALIDATION_KEYS.PASSWORD_TOO_COMMON,
  ];
  if (word && wordKeys.includes(result.validationErrorKey)) {
    return { id: 'checkout.password.reservedWord', values: { word } };
  }
  if (result.validationErrorKey === PASSWORD_VALIDATION_KEYS.PASSWORD_HAS_PERSONAL_DATA) {
    return { id: 'checkout.password.personalData' };
  }
  return { id: 'checkout.password.policy' };
}
