import {
  type CareValidatePasswordResult,
  IDENTITY_ERRORS,
  PASSWORD_VALIDATION_KEYS,
  type PersonalData,
} from '@orbit/domain';
import { findPasswordProblem } from './password-policy.ts';

/**
 * `validate/password` as the checkout's credentials step reads it (flows §2.1 step 3a):
 * `{valid, validationErrorKey, validationErrorFailedWord}`, plus the failed rule's code and
 * message key (invalid password, or password has personal data).
 */
export function carePasswordVerdict(
  password: string,
  personal: PersonalData,
): CareValidatePasswordResult {
  const problem = findPasswordProblem(password, personal);
  if (!problem) {
    return {
      valid: true,
      validationErrorKey: '',
      validationErrorFailedWord: '',
      validationErrorCode: '',
      errorPropKey: '',
    };
  }
  return {
    valid: false,
    validationErrorKey: PASSWORD_VALIDATION_KEYS[problem.code],
    validationErrorFailedWord: 'word' in problem ? problem.word : '',
    validationErrorCode: problem.code,
    errorPropKey: IDENTITY_ERRORS[problem.code].propKey,
  };
}
