import { StudentVerificationPage } from '../verification/student-verification-page.tsx';

/**
 * Route module of `studentVerificationNew` (`…/studentverification/new`, flag
 * `enableNewCheckoutStudentVerification`): the verification one step per screen.
 */
export function Component() {
  return <StudentVerificationPage layout="steps" />;
}
