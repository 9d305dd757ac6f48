import type { PersonalData } from '@orbit/domain';
import { findPasswordProblem, passwordRefusal } from '../identity/index.ts';

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
  if (problem) throw passwordRefusal(problem, fieldName);
}
