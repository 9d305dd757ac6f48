import { accountCalls } from '@orbit/sdk';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import {
  type Failure,
  failureOf,
  isRefusal,
  reportFailure,
  UNAVAILABLE_MESSAGE_ID,
} from '../../../shared/errors/index.ts';
import { CatalogLayer } from '../../../shared/i18n/catalog-layer.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useRouteHandle } from '../../../shared/routing/route-handle.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { useCareCalls } from '../../../shared/services/use-care-calls.ts';
import { Alert, Button, Card } from '../../../shared/ui/index.ts';
import { trackAccountView } from '../account-analytics.ts';
import { accountQuery } from '../account-queries.ts';
import styles from './account-guard.module.css';
import { ACCOUNT_LOOKUP_PATH, signInPath } from './account-links.ts';
import { type GuardedAccount, GuardedAccountContext } from './guarded-account.ts';
import { accountGuardCatalog } from './messages/index.ts';

export interface AccountGuardProps {
  children: ReactNode;
}

/**
 * The door of the account pages: loads the account this session may see, then renders its
 * children with it (`useGuardedAccount`). Nobody signed in or identified goes to sign in (and
 * comes back here); an identified session that has not proven who it is goes to the account
 * lookup; a timeout is the app's modal; a server failure the app's error page. It lays only its
 * own words: the account area's pages lay the account's (`AccountProviders`), the other features'
 * pages behind it (billing, devices, multi-radio) need none of them.
 */
export function AccountGuard({ children }: AccountGuardProps) {
  return (
    <CatalogLayer catalog={accountGuardCatalog}>
      <LoadedAccount>{children}</LoadedAccount>
    </CatalogLayer>
  );
}

function LoadedAccount({ children }: { children: ReactNode }) {
  const calls = useCareCalls(accountCalls);
  const { dataLayer, errors, pageLoading } = useAppServices();
  const location = useLocation();
  // The guard shows every failure itself (a 401 is a sign-in, not an error page).
  const query = useQuery(accountQuery(calls));
  const account = query.data;

  useEffect(() => {
    if (!query.isPending) return;
    pageLoading.set(true);
    return () => pageLoading.set(false);
  }, [query.isPending, pageLoading]);

  useEffect(() => {
    if (!query.error) return;
    reportFailure(errors, failureOf(query.error), {
      name: 'account load',
      serverFault: 'errorPage',
    });
  }, [query.error, errors]);

  useEffect(() => {
    if (account) trackAccountView(dataLayer, account);
  }, [account, dataLayer]);

  const guarded = useMemo<GuardedAccount | undefined>(
    () => (account ? { account, canManage: account.access === 'owner' } : undefined),
    [account],
  );

  const failure = query.error ? failureOf(query.error) : undefined;
  if (failure?.kind === 'signInRequired') return <Navigate to={signInPath(location)} replace />;
  if (account === null) return <NoAccount />;
  if (failure?.kind === 'verificationRequired') {
    return <Navigate to={ACCOUNT_LOOKUP_PATH} replace />;
  }
  // A later reload that fails otherwise keeps the account already on screen.
  if (guarded) {
    return (
      <GuardedAccountContext.Provider value={guarded}>{children}</GuardedAccountContext.Provider>
    );
  }
  return (
    <AccountUnavailable
      failed={failedLoad(failure)}
      retrying={query.isFetching}
      onRetry={() => void query.refetch()}
    />
  );
}

/**
 * Why the account could not be loaded, when the page says so itself: not found (any refusal),
 * or the server could not answer now. Anything else was taken over by the app.
 */
function failedLoad(failure: Failure | undefined): 'notFound' | 'unavailable' | undefined {
  if (!failure) return undefined;
  if (isRefusal(failure)) return 'notFound';
  return failure.kind === 'unavailable' ? 'unavailable' : undefined;
}

/**
 * Signed in, but no account is theirs (a streaming-only sign-in, a new one): where to go from
 * here, rather than an error.
 */
function NoAccount() {
  const t = useT();
  const { titleKey } = useRouteHandle();
  return (
    <Card className={styles.card}>
      <h1>{t(titleKey ?? 'account.title')}</h1>
      <Alert title={t('account.noAccount.title')}>
        <p>{t('account.noAccount.body')}</p>
      </Alert>
      <ul className={styles.noAccountLinks}>
        <li>
          <Link to={ACCOUNT_LOOKUP_PATH}>{t('account.noAccount.lookup')}</Link>
        </li>
        <li>
          <Link to="/subscribe/checkout/purchase/streaming/organic">
            {t('account.noAccount.subscribe')}
          </Link>
        </li>
        <li>
          <Link to="/account/credentials">{t('account.noAccount.credentials')}</Link>
        </li>
      </ul>
    </Card>
  );
}

/**
 * The page before its account is there: its title while loading (the full-page loader covers
 * it), and when the account could not be loaded, why and what to do: it could not be found, or
 * the server cannot answer right now.
 */
function AccountUnavailable(props: {
  failed: 'notFound' | 'unavailable' | undefined;
  retrying: boolean;
  onRetry(): void;
}) {
  const t = useT();
  const { titleKey } = useRouteHandle();
  return (
    <Card className={styles.card}>
      <h1>{t(titleKey ?? 'account.title')}</h1>
      {props.failed ? (
        <>
          {props.failed === 'notFound' ? (
            <Alert tone="warning" title={t('account.unavailable.title')}>
              <p>{t('account.unavailable.body')}</p>
            </Alert>
          ) : (
            <Alert tone="warning">{t(UNAVAILABLE_MESSAGE_ID)}</Alert>
          )}
          <div className={styles.actions}>
            <Button onClick={props.onRetry} disabled={props.retrying}>
              {t('account.unavailable.retry')}
            </Button>
            <Link to={ACCOUNT_LOOKUP_PATH}>{t('account.unavailable.lookup')}</Link>
          </div>
        </>
      ) : null}
    </Card>
  );
}
