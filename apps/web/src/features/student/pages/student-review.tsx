import { StudentReviewPage } from '../review/student-review-page.tsx';

/** Route module of `studentReview` (`/account/student-review`, ADR 070). */
export function Component() {
  return <StudentReviewPage />;
}
