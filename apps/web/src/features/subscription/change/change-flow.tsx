import type { Locale } from '@orbit/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useLocation } from 'react-router';
import { usePageLoadingWhile } from '../../../shared/loading/use-page-loading-while.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { signInPath } from '../../account/index.ts';
import { SubscriptionProviders } from '../subscription-providers.tsx';
import type { ChangeEntryProblem } from './change-entry.ts';
import { changeLinkOf } from './change-link.ts';
import { changeEntryQuery } from './change-queries.ts';
import { ChangeSteps } from './change-steps.tsx';

export interface ChangeFlowProps {
  /** `subscription/change-term`: only the current package's other billing terms. */
  changeTermOnly: boolean;
}

/** The sign-in page of the account area, as the route table names it. */
const ACCOUNT_LOGIN_PATH = '/account/login';

/** Where a visitor the door turned away goes (flows §5.1), keeping the query where it says. */
function problemPath(
  problem: ChangeEntryProblem,
  location: { pathname: string; search: string },
): string {
  switch (problem) {
    case 'NO_SUBSCRIPTION_FOUND':
    case 'TOKEN_ERROR':
    case 'NON_ELEGIBLE_REDIRECT':
      return signInPath(location);
    case 'UNAUTHENTICATED_CUSTOMER':
      return ACCOUNT_LOGIN_PATH;
    case 'OTHER':
      return '/error';
  }
}

/**
 * Change plan and change term (flows §5.1): the door reads the link once — signed in with the
 * subscription's id, a link's token, or a radio id with the account's number or last name —
 * and opens the steps on the subscription it names, or sends the visitor where flows §5.1 says.
 */
export function ChangeFlow({ changeTermOnly }: ChangeFlowProps) {
  return (
    <SubscriptionProviders>
      <ChangeDoor changeTermOnly={changeTermOnly} />
    </SubscriptionProviders>
  );
}

function ChangeDoor({ changeTermOnly }: ChangeFlowProps) {
  const services = useAppServices();
  const location = useLocation();
  const locale = useIntl().locale as Locale;
  const { country } = services.config;
  const link = useMemo(() => changeLinkOf(location.search, country), [location.search, country]);
  const entry = useQuery(changeEntryQuery(services, link, locale));
  usePageLoadingWhile(services.pageLoading, entry.isPending);
  const outcome = entry.data;
  if (!outcome || outcome.kind === 'stopped') return null;
  if (outcome.kind === 'problem') {
    return <Navigate to={problemPath(outcome.problem, location)} replace />;
  }
  return (
    <ChangeSteps
      entry={outcome}
      task={link.kind === 'link' ? link.task : undefined}
      changeTermOnly={changeTermOnly}
    />
  );
}
