import { type AccountSubscription, type Locale, rulesCountryForLocale } from '@orbit/domain';
import { accountCalls } from '@orbit/sdk';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import {
  errorPageState,
  failureOf,
  isRefusal,
  reportFailure,
} from '../../../shared/errors/index.ts';
import { useIntl } from '../../../shared/i18n/intl.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { OnDemandStep } from '../../../shared/loading/step-on-demand.tsx';
import { usePageLoadingWhile } from '../../../shared/loading/use-page-loading-while.ts';
import { getQueryParam } from '../../../shared/routing/query.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { useCareCalls } from '../../../shared/services/use-care-calls.ts';
import { Alert, buttonClassName, Card } from '../../../shared/ui/index.ts';
import { accountQuery } from '../../account/index.ts';
import { linkEntryQuery, urlEntryOf } from '../../identification/index.ts';
import { linkVerification } from '../link-verification/link-verification-on-demand.ts';
import styles from './cancel.module.css';
import { trackCancelScreen } from './cancel-analytics.ts';
import { cancelPagePath, loginPath } from './cancel-entry.ts';
import { ACCOUNT_PATH } from './confirmation-step.tsx';

/** A subscription that can still be cancelled: running, and no cancellation pending. */
function isCancellable(subscription: AccountSubscription): boolean {
  return subscription.status === 'Active' && !subscription.isCancelledAtEndOfCurrentTerm;
}

/**
 * `account/subscription/cancel-targeted` (flag `enableTargetedCancel`): a targeted link's way into
 * cancel. The link's token (or radio id with the account number or last name) identifies the
 * customer on arrival, as the account lookup does; a signed-in customer needs no link. A link
 * that identifies without proving (the server asks for verification) shows the account's
 * verification (last name, phone, zip) first. Then the account is read and the customer goes on to cancel the subscription the link names, or their
 * only one, or picks one. A link that cannot be used says so, with sign in beside it.
 */
export function TargetedCancel() {
  const services = useAppServices();
  const t = useT();
  const locale = useIntl().locale as Locale;
  const location = useLocation();
  const chooseId = useId();
  // The address is read once, on arrival.
  const [entry] = useState(() => urlEntryOf(location.search, rulesCountryForLocale(locale)));
  const [named] = useState(() => getQueryParam(location.search, 'subscriptionId'));
  const link = useQuery(linkEntryQuery(services, entry, locale));
  const identified = entry.kind === 'none' || link.data?.kind === 'found';
  const account = useQuery({
    ...accountQuery(useCareCalls(accountCalls)),
    enabled: identified,
  });
  usePageLoadingWhile(services.pageLoading, link.isFetching || account.isFetching);

  useEffect(() => {
    if (account.error) {
      reportFailure(services.errors, failureOf(account.error), {
        name: 'targeted cancel account',
        serverFault: 'stay',
      });
    }
  }, [account.error, services.errors]);
  const refused = entry.kind === 'unusable' || (link.data && link.data.kind !== 'found');
  useEffect(() => {
    if (refused) trackCancelScreen(services.dataLayer, 'linkRefused');
  }, [refused, services.dataLayer]);

  if (refused) return <SignInToCancel refused />;
  if (account.error) {
    const failure = failureOf(account.error);
    if (failure.kind === 'sessionTimedOut') return null;
    if (failure.kind === 'verificationRequired' && entry.kind !== 'none') {
      // The link found the account but does not prove it: last name, phone and zip do.
      return (
        <OnDemandStep
          step={linkVerification}
          title={t('route.targetedCancel.title')}
          signInTo={loginPath(location)}
          onVerified={() => void account.refetch()}
        />
      );
    }
    if (failure.kind === 'signInRequired' || failure.kind === 'verificationRequired') {
      return <Navigate to={loginPath(location)} replace />;
    }
    // No account this visitor may see: signing in is the way on.
    if (isRefusal(failure)) return <SignInToCancel />;
    return <Navigate to="/error" replace state={errorPageState(failure.requestId)} />;
  }
  if (!account.data) {
    return account.data === null ? <NothingToCancel /> : null;
  }
  const cancellable = account.data.subscriptions.filter(isCancellable);
  const chosen = cancellable.find((subscription) => subscription.id === named);
  const only = cancellable.length === 1 ? cancellable[0] : undefined;
  const next = chosen ?? only;
  if (next) return <Navigate to={cancelPagePath(next.id)} replace />;
  if (cancellable.length === 0) return <NothingToCancel />;
  return (
    <Card className={styles.card}>
      <h1>{t('route.targetedCancel.title')}</h1>
      <p id={chooseId}>{t('cancel.targeted.choose.title')}</p>
      <ul className={styles.choices} aria-labelledby={chooseId}>
        {cancellable.map((subscription) => (
          <li key={subscription.id}>
            <Link to={cancelPagePath(subscription.id)} className={buttonClassName('secondary')}>
              {subscription.last4DigitsOfRadioId
                ? t('cancel.targeted.choose.radio', {
                    plan: subscription.planName,
                    last4: subscription.last4DigitsOfRadioId,
                  })
                : t('cancel.targeted.choose.streaming', { plan: subscription.planName })}
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** A link that cannot be used, or no account to read: sign in, and come back here. */
function SignInToCancel({ refused = false }: { refused?: boolean }) {
  const t = useT();
  const location = useLocation();
  return (
    <Card className={styles.card}>
      <h1>{t('route.targetedCancel.title')}</h1>
      {refused ? (
        <Alert tone="warning" title={t('cancel.targeted.refused.title')}>
          {t('cancel.targeted.refused.body')}
        </Alert>
      ) : (
        <p>{t('cancel.targeted.signIn.body')}</p>
      )}
      <div className={styles.actions}>
        <Link
          to={loginPath({ pathname: location.pathname, search: '' })}
          className={buttonClassName('primary')}
        >
          {t('cancel.targeted.signIn')}
        </Link>
      </div>
    </Card>
  );
}

function NothingToCancel() {
  const t = useT();
  return (
    <Card className={styles.card}>
      <h1>{t('route.targetedCancel.title')}</h1>
      <p>{t('cancel.targeted.none.body')}</p>
      <div className={styles.actions}>
        <Link to={ACCOUNT_PATH} className={buttonClassName('secondary')}>
          {t('cancel.done.back')}
        </Link>
      </div>
    </Card>
  );
}
