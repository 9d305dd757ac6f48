import type { CareTrialConsent, Locale } from '@orbit/domain';
import { subscriptionCalls } from '@orbit/sdk';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { failureMessageId, failureOf, isRefusal } from '../../../shared/errors/index.ts';
import { useFormatDay } from '../../../shared/i18n/format-day.ts';
import { useIntl } from '../../../shared/i18n/intl.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { usePageLoadingWhile } from '../../../shared/loading/use-page-loading-while.ts';
import { getQueryParam } from '../../../shared/routing/query.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { useCareCalls } from '../../../shared/services/use-care-calls.ts';
import { Alert, Button, Card } from '../../../shared/ui/index.ts';
import { useFormatMoney } from '../formatting.ts';
import { formExplains, useAccountChange } from '../use-account-change.ts';
import styles from './trial-consent.module.css';

const QUIET = { skipGlobalHandler: true } as const;

/**
 * `account/trial-consent?subscriptionId=…` (ADR 075): a Quebec customer's express consent to
 * their trial becoming paid, asked before it ends. The text (French the reference) names the
 * plan, the day, the price and what happens without consent; one button gives it, recorded with
 * its time, the text's version and the language read in. Reached from the consent email's
 * one-click link and from the dashboard's trial notice, behind the account's guard.
 */
export function TrialConsentPage() {
  const t = useT();
  const location = useLocation();
  const subscriptionId = getQueryParam(location.search, 'subscriptionId')?.trim() ?? '';
  const calls = useCareCalls(subscriptionCalls);
  const queryKey = ['account', 'trial-consent', subscriptionId];
  const consent = useQuery({
    queryKey,
    queryFn: ({ signal }) => calls.trialConsent({ subscriptionId }, { signal, ...QUIET }),
    enabled: subscriptionId !== '',
  });
  usePageLoadingWhile(useAppServices().pageLoading, consent.isFetching);
  const failure = consent.error ? failureOf(consent.error) : undefined;
  return (
    <Card className={styles.card}>
      <h1>{t('route.trialConsent.title')}</h1>
      {!subscriptionId || (failure && isRefusal(failure)) ? (
        <Alert tone="info">{t('account.consent.notAsked')}</Alert>
      ) : failure ? (
        <Alert tone="error">{t(failureMessageId(failure, 'account.consent.failed'))}</Alert>
      ) : consent.data ? (
        <ConsentText consent={consent.data} queryKey={queryKey} />
      ) : null}
      <p>
        <Link to="/account">{t('account.consent.back')}</Link>
      </p>
    </Card>
  );
}

function ConsentText({
  consent,
  queryKey,
}: {
  consent: CareTrialConsent;
  queryKey: readonly unknown[];
}) {
  const t = useT();
  const day = useFormatDay();
  const money = useFormatMoney();
  const locale = useIntl().locale as Locale;
  const calls = useCareCalls(subscriptionCalls);
  const queryClient = useQueryClient();
  const give = useAccountChange(
    'give trial consent',
    calls.giveTrialConsent,
    async (client, saved) => {
      client.setQueryData(queryKey, saved);
      await client.invalidateQueries({ queryKey: ['account', 'view'] });
    },
  );
  const [problem, setProblem] = useState<string>();
  const press = async () => {
    setProblem(undefined);
    const outcome = await give.mutateAsync({
      subscriptionId: consent.subscriptionId,
      textVersion: consent.textVersion,
      language: locale,
    });
    if (!outcome.ok && formExplains(outcome.failure)) {
      // An older text: read the page again (the current text and version).
      await queryClient.invalidateQueries({ queryKey });
      setProblem(t(failureMessageId(outcome.failure, 'account.consent.failed')));
    }
  };
  const terms = {
    plan: consent.planName,
    date: day(consent.trialEndsOn),
    price: money(consent.price),
    months: consent.termMonths,
  };
  return (
    <>
      <p className={styles.lead}>{t('account.consent.lead', terms)}</p>
      <p>{t('account.consent.withConsent', terms)}</p>
      <p>{t('account.consent.without', terms)}</p>
      <p>{t('account.consent.cancelAnyTime')}</p>
      <p className={styles.version}>
        {t('account.consent.version', { version: consent.textVersion })}
      </p>
      {consent.given ? (
        <Alert tone="success">
          {t('account.consent.given', { date: day(consent.given.givenAt.slice(0, 10)) })}
        </Alert>
      ) : (
        <>
          {problem ? <Alert tone="error">{problem}</Alert> : null}
          <Button onClick={() => void press()} disabled={give.isPending}>
            {t(give.isPending ? 'account.consent.giving' : 'account.consent.give')}
          </Button>
        </>
      )}
    </>
  );
}
