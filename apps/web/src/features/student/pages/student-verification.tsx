import { StudentVerificationPage } from '../verification/student-verification-page.tsx';

/** Route module of `studentVerification` (`subscribe/checkout/studentverification`, flows §6). */
export function Component() {
  return <StudentVerificationPage layout="sections" />;
}
