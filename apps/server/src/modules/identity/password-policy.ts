import {
  checkPassword,
  FIELD_ERROR_CODES,
  type PasswordProblem,
  type PersonalData,
} from '@orbit/domain';
import { AppError } from '../../platform/errors/app-error.ts';
import { findCommonPassword } from './common-passwords.ts';

export type ServerPasswordProblem = PasswordProblem | { code: 'PASSWORD_TOO_COMMON' };

/**
 * Every rule a new password must pass on the server (spec 001 §5): the shared rules (length,
 * allowed characters, groups, reserved words, personal data), then the common-password list
 * (a common password dressed up with digits is reported as a disallowed word, carrying it).
 */
export function findPasswordProblem(
  password: string,
  personal: PersonalData,
): ServerPasswordProblem | undefined {
  const shared = checkPassword(password, personal);
  if (!shared.ok) {
    const { ok: _ok, ...problem } = shared;
    return problem;
  }
  const common = findCommonPassword(password);
  if (common?.kind === 'whole') return { code: 'PASSWORD_TOO_COMMON' };
  if (common?.kind === 'word') return { code: 'PASSWORD_DISALLOWED_WORDS', word: common.word };
  return undefined;
}

/**
 * The refusal of a password problem; `extras` says which rule, word or field (never the
 * password); with `fieldName`, the request field is named in the field errors too.
 */
export function passwordRefusal(problem: ServerPasswordProblem, fieldName?: string): AppError {
  const extras: Record<string, unknown> = {};
  if ('rule' in problem) extras.rule = problem.rule;
  if ('word' in problem) extras.word = problem.word;
  if ('field' in problem) extras.field = problem.field;
  return new AppError(problem.code, `New password refused: ${problem.code}`, {
    extras,
    ...(fieldName ? { fieldErrors: [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName }] } : {}),
  });
}

/** @throws AppError with the code of the first rule the password breaks. */
export function assertAcceptablePassword(password: string, personal: PersonalData): void {
  const problem = findPasswordProblem(password, personal);
  if (problem) throw passwordRefusal(problem);
}
