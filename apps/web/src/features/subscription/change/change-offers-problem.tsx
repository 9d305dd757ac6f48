import type { CareChangeOffersRequest } from '@orbit/domain';
import { subscriptionCalls } from '@orbit/sdk';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  failureOf,
  isRefusal,
  reportFailure,
  UNAVAILABLE_MESSAGE_ID,
} from '../../../shared/errors/index.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { useCareCalls } from '../../../shared/services/use-care-calls.ts';
import { Alert } from '../../../shared/ui/index.ts';
import { changeOffersQuery } from './change-queries.ts';
import { NotEligibleNotice } from './not-eligible-notice.tsx';

/**
 * The plans could not be read: already on the plan asked for (SAME_PLAN, "already upgraded"),
 * a subscription that cannot change online ("your radio no longer qualifies", with the way to
 * the account), or the server could not answer. Nothing while they are on their way.
 */
export function ChangeOffersProblem({ request }: { request: CareChangeOffersRequest | undefined }) {
  const t = useT();
  const { errors } = useAppServices();
  const offers = useQuery(changeOffersQuery(useCareCalls(subscriptionCalls), request));
  const { error } = offers;
  useEffect(() => {
    if (error)
      reportFailure(errors, failureOf(error), { name: 'change offers', serverFault: 'stay' });
  }, [error, errors]);
  const failure = error ? failureOf(error) : undefined;
  if (!failure) return null;
  if (failure.code === 'SAME_PLAN') {
    return <Alert tone="info">{t('subscription.change.error.samePlan')}</Alert>;
  }
  if (isRefusal(failure)) {
    return <NotEligibleNotice />;
  }
  return <Alert tone="warning">{t(UNAVAILABLE_MESSAGE_ID)}</Alert>;
}
