import { useEffect } from 'react';
import {
  failureOf,
  isRefusal,
  reportFailure,
  UNAVAILABLE_MESSAGE_ID,
} from '../../../shared/errors/index.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { Alert } from '../../../shared/ui/index.ts';
import { NotEligibleNotice } from './not-eligible-notice.tsx';

/**
 * The plans could not be read: already on the plan asked for (SAME_PLAN, "already upgraded"),
 * a subscription that cannot change online ("your radio no longer qualifies", with the way to
 * the account), or the server could not answer.
 */
export function ChangeOffersProblem({ error }: { error: Error }) {
  const t = useT();
  const { errors } = useAppServices();
  useEffect(() => {
    reportFailure(errors, failureOf(error), { name: 'change offers', serverFault: 'stay' });
  }, [error, errors]);
  const failure = failureOf(error);
  // The timeout modal is open: it says what to do.
  if (failure.kind === 'sessionTimedOut') return null;
  if (failure.code === 'SAME_PLAN') {
    return <Alert tone="info">{t('subscription.change.error.samePlan')}</Alert>;
  }
  if (isRefusal(failure)) {
    return <NotEligibleNotice />;
  }
  return <Alert tone="warning">{t(UNAVAILABLE_MESSAGE_ID)}</Alert>;
}
