import { useParams } from 'react-router';
import { ComingSoonPage } from '../../../shared/routing/coming-soon-page.tsx';
import { StudentVerificationPage } from '../verification/student-verification-page.tsx';

/**
 * Route module of `student` (`/student/*`). `/student` itself is the student verification page
 * (flows §6 names both ways in); re-verification (`student/re-verify…`) comes with its own issue.
 */
export function Component() {
  const below = useParams()['*'] ?? '';
  return below === '' ? <StudentVerificationPage layout="sections" /> : <ComingSoonPage />;
}
