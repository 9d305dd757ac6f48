import { ACCOUNT_LINK_SCOPES, type AccountLinkRequest } from '@orbit/domain';
import { accountLinkingCalls } from '@orbit/sdk';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { failureOf } from '../../../shared/errors/index.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { useCareCalls } from '../../../shared/services/use-care-calls.ts';
import { useOrbitSession } from '../../../shared/services/use-orbit-session.ts';
import { Alert, Button, Card } from '../../../shared/ui/index.ts';
import styles from './account-linking.module.css';

/** The refusal that means the request cannot be answered here (ended, or another browser's). */
const REQUEST_ENDED = 'ACCOUNT_LINK_REQUEST_NOT_FOUND';

function endedOrFailed(error: unknown): 'ended' | 'failed' {
  return failureOf(error).code === REQUEST_ENDED ? 'ended' : 'failed';
}

/**
 * `subscribe/linking/consent?uid=`: where the account-linking provider sends a partner's customer
 * (ADR 071). Signed out: sign in any usual way, back to this page. Signed in: the partner's name
 * and what it asks to do; Allow or Don't allow, and the browser goes where the server says (the
 * provider, which returns to the partner with a code or `access_denied`).
 */
export function ConsentPage() {
  const t = useT();
  const location = useLocation();
  const uid = new URLSearchParams(location.search).get('uid') ?? '';
  const { status, authenticated, ensureStarted } = useOrbitSession();
  const calls = useCareCalls(accountLinkingCalls);
  const services = useAppServices();
  const request = useQuery({
    queryKey: ['account-linking', 'request', uid],
    queryFn: () => calls.linkRequest({ uid }, { skipGlobalHandler: true }),
    enabled: authenticated && uid !== '',
    retry: false,
  });
  const answer = useMutation({
    mutationFn: (approve: boolean) =>
      calls.answerLinkRequest({ uid, approve }, { skipGlobalHandler: true }),
    onSuccess: ({ redirectTo }) => services.navigator.assign(redirectTo),
  });

  let body: ReactNode;
  if (!uid) {
    body = <Ended />;
  } else if (status === 'idle' || status === 'starting') {
    body = <p role="status">{t('consent.loading')}</p>;
  } else if (status === 'failed') {
    body = <Failed onRetry={() => void ensureStarted().catch(() => {})} />;
  } else if (
    !authenticated ||
    (request.error && failureOf(request.error).kind === 'signInRequired')
  ) {
    const back = `/sign-in?${new URLSearchParams({ redirectTo: `${location.pathname}${location.search}` })}`;
    body = (
      <>
        <p>{t('consent.signIn.body')}</p>
        <div className={styles.actions}>
          <Link to={back}>{t('consent.signIn.action')}</Link>
        </div>
      </>
    );
  } else if (request.isPending) {
    body = <p role="status">{t('consent.loading')}</p>;
  } else if (request.isError) {
    body =
      endedOrFailed(request.error) === 'ended' ? (
        <Ended />
      ) : (
        <Failed onRetry={() => void request.refetch()} />
      );
  } else {
    body = (
      <ConsentChoice
        request={request.data}
        working={answer.isPending || answer.isSuccess}
        refusal={answer.isError ? endedOrFailed(answer.error) : undefined}
        onAnswer={(approve) => answer.mutate(approve)}
      />
    );
  }

  return (
    <Card className={styles.card}>
      <h1>{t('route.linking.title')}</h1>
      {body}
    </Card>
  );
}

function Ended() {
  const t = useT();
  return (
    <Alert tone="warning" title={t('consent.ended.title')}>
      <p>{t('consent.ended.body')}</p>
    </Alert>
  );
}

function Failed({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <>
      <Alert tone="error">{t('consent.failed')}</Alert>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onRetry}>
          {t('consent.retry')}
        </Button>
      </div>
    </>
  );
}

function ConsentChoice({
  request,
  working,
  refusal,
  onAnswer,
}: {
  request: AccountLinkRequest;
  working: boolean;
  refusal: 'ended' | 'failed' | undefined;
  onAnswer: (approve: boolean) => void;
}) {
  const t = useT();
  const partner = request.partnerName;
  if (refusal === 'ended') return <Ended />;
  return (
    <>
      <h2 className={styles.subhead}>{t('consent.asking', { partner })}</h2>
      <section className={styles.section} aria-labelledby="consent-scopes">
        <p id="consent-scopes">{t('consent.scopesTitle', { partner })}</p>
        <ul className={styles.list}>
          {ACCOUNT_LINK_SCOPES.filter((scope) => request.scopes.includes(scope)).map((scope) => (
            <li key={scope}>{t(`linking.scope.${scope}`)}</li>
          ))}
        </ul>
        <p className={styles.fine}>{t('consent.notShared', { partner })}</p>
        <p className={styles.fine}>{t('consent.unlink', { partner })}</p>
      </section>
      {refusal === 'failed' ? <Alert tone="error">{t('consent.failed')}</Alert> : null}
      <div className={styles.actions}>
        <Button onClick={() => onAnswer(true)} disabled={working} aria-busy={working || undefined}>
          {working ? t('consent.working') : t('consent.allow')}
        </Button>
        <Button variant="secondary" onClick={() => onAnswer(false)} disabled={working}>
          {t('consent.deny')}
        </Button>
      </div>
    </>
  );
}
