import type { Locale } from '@orbit/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useIntl } from '../../../shared/i18n/intl.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { OnDemandStep, usePreloadedSteps } from '../../../shared/loading/step-on-demand.tsx';
import { usePageLoadingWhile } from '../../../shared/loading/use-page-loading-while.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { signInPath } from '../../account/index.ts';
import { linkVerification } from '../link-verification/link-verification-on-demand.ts';
import { SubscriptionWords } from '../subscription-words.tsx';
import { CHANGE_DOOR_OPENS, changeAccordion } from './change-accordion-on-demand.ts';
import type { ChangeEntryOutcome, ChangeEntryProblem, NamedSubscription } from './change-entry.ts';
import { changeLinkOf } from './change-link.ts';
import { changeEntryQuery, verifiedChangeEntryQuery } from './change-queries.ts';
import type { ChangeStepsProps } from './change-steps.tsx';

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
 * A link that identifies the account without proving it asks for last name, phone and zip first.
 */
export function ChangeFlow({ changeTermOnly }: ChangeFlowProps) {
  return (
    <SubscriptionWords>
      <ChangeDoor changeTermOnly={changeTermOnly} />
    </SubscriptionWords>
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
  usePreloadedSteps(CHANGE_DOOR_OPENS);
  const task = link.kind === 'link' ? link.task : undefined;
  return (
    <OpenedChange
      outcome={entry.data}
      problemPathOf={(problem) => problemPath(problem, location)}
      steps={{ task, changeTermOnly }}
    />
  );
}

export interface OpenedChangeProps {
  /** What the door found; undefined while it is asked. */
  outcome: ChangeEntryOutcome | undefined;
  /** Where a visitor the door turned away goes. */
  problemPathOf(problem: ChangeEntryProblem): string;
  /** The steps' own settings (the entry is the door's). */
  steps: Omit<ChangeStepsProps, 'entry'>;
}

/**
 * What a change door opens: the steps on the subscription found, the account's verification
 * first when the session identified it without proving it, or the page a problem goes to.
 * Change plan's door and change-to's (ADR 052, a radio chosen or found) both end here.
 */
export function OpenedChange({ outcome, problemPathOf, steps }: OpenedChangeProps) {
  if (outcome?.kind === 'verificationRequired') {
    return <VerifyThenChange named={outcome.named} problemPathOf={problemPathOf} steps={steps} />;
  }
  return <DoorOutcome outcome={outcome} problemPathOf={problemPathOf} steps={steps} />;
}

/**
 * The link identified the account without proving it: the account's verification (last name,
 * phone, zip), then the rest of the door on the subscription the link named.
 */
function VerifyThenChange({
  named,
  ...opened
}: Omit<OpenedChangeProps, 'outcome'> & { named: NamedSubscription }) {
  const services = useAppServices();
  const t = useT();
  const location = useLocation();
  const [verified, setVerified] = useState(false);
  const entry = useQuery({ ...verifiedChangeEntryQuery(services, named), enabled: verified });
  usePageLoadingWhile(services.pageLoading, entry.isFetching);
  if (!verified) {
    return (
      <OnDemandStep
        step={linkVerification}
        title={t(
          opened.steps.changeTermOnly ? 'route.changeTerm.title' : 'route.changeSubscription.title',
        )}
        signInTo={signInPath(location)}
        onVerified={() => setVerified(true)}
      />
    );
  }
  return <DoorOutcome outcome={entry.data} {...opened} />;
}

function DoorOutcome({ outcome, problemPathOf, steps }: OpenedChangeProps) {
  if (!outcome || outcome.kind === 'stopped') return null;
  if (outcome.kind === 'problem') {
    return <Navigate to={problemPathOf(outcome.problem)} replace />;
  }
  // Asked once per door: a second request for verification is not a way on.
  if (outcome.kind === 'verificationRequired') {
    return <Navigate to={problemPathOf('NO_SUBSCRIPTION_FOUND')} replace />;
  }
  return <OnDemandStep step={changeAccordion} entry={outcome} {...steps} />;
}
