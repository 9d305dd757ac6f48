import { FIELD_ERROR_CODES, type PersonalData } from '@orbit/domain';
import { AppError } from '../../platform/errors/app-error.ts';
import { findPasswordProblem } from '../identity/index.ts';

/**
 * The password policy (spec 001 §5) with the refusal in the service error shape: the rule's code
 * (PASSWORD_POLICY_NOT_MET, PASSWORD_DISALLOWED_WORDS, PASSWORD_HAS_PERSONAL_DATA,
 * PASSWORD_TOO_COMMON), the rule or word in `extras`, and the field in `invalidFields`.
 */
export function assertAcceptablePasswordAt(
  password: string,
  personal: PersonalData,
  fieldName: string,
): void {
  const problem = findPasswordProblem(password, personal);
  if (!problem) return;
  const extras: Record<string, unknown> = {};
  if ('rule' in problem) extras.rule = problem.rule;
  if ('word' in problem) extras.word = problem.word;
  if ('field' in problem) extras.field = problem.field;
  throw new AppError(problem.code, `password refused: ${problem.code}`, {
    extras,
    fieldErrors: [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName }],
  });
}
