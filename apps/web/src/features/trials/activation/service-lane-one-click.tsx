import type { CareServiceLaneOneClickResult } from '@orbit/domain';
import { trialCalls } from '@orbit/sdk';
import { Link, Navigate, useLocation } from 'react-router';
import { errorPageState } from '../../../shared/errors/index.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { usePageLoadingWhile } from '../../../shared/loading/use-page-loading-while.ts';
import { getQueryParam } from '../../../shared/routing/query.ts';
import { type AppServices, useAppServices } from '../../../shared/services/app-services.tsx';
import { careCallsFor } from '../../../shared/services/care-calls.ts';
import { buttonClassName, Card } from '../../../shared/ui/index.ts';
import { reportHandledError } from '../../checkout/flow-kit/index.ts';
import styles from './activation.module.css';
import { trackActivated, useActivationPage } from './activation-analytics.ts';
import { ActivationHeading } from './activation-heading.tsx';
import {
  ACCOUNT_PATH,
  SATELLITE_ORGANIC_PATH,
  SLOC_THANKS_PATH,
  signInPathBackTo,
} from './activation-paths.ts';
import { activationStoreFor } from './activation-store.ts';
import { CarePhone, RefusalPage } from './refusal-pages.tsx';
import { useArrivalCall } from './use-arrival-call.ts';

type SlocOutcome =
  | { kind: 'answered'; result: CareServiceLaneOneClickResult }
  | { kind: 'failed'; requestId: string | undefined }
  | { kind: 'stopped' };

async function activateFromLink(services: AppServices, cnaId: string): Promise<SlocOutcome> {
  try {
    const calls = careCallsFor(services.careRequester, trialCalls);
    const result = await calls.serviceLaneOneClick({ cnaId }, { skipGlobalHandler: true });
    if (result.outcome === 'ACTIVE_TRIAL_UNREGISTERED') {
      const { outcome: _activated, ...activation } = result;
      activationStoreFor(services).restart({
        activated: { flow: 'serviceLane', activation, oemBranding: null },
      });
      trackActivated(services.dataLayer, 'serviceLane', activation);
    }
    return { kind: 'answered', result };
  } catch (error) {
    const failure = reportHandledError(services, error, 'trial service lane one click');
    return failure.kind === 'sessionTimedOut'
      ? { kind: 'stopped' }
      : { kind: 'failed', requestId: failure.requestId };
  }
}

/**
 * The service lane's one-click link (flows §3.5 SLOC, `subscribe/oneclick?cna_id=`): the link
 * activates the radio's trial (`trial-activation/service-lane-one-click`). A closed radio goes to
 * the satellite organic checkout to choose a plan (ADR 036); a trial on an account with a sign-in
 * sends the customer to sign in; a trial activated on an account without one goes to thanks,
 * with registration. No `cna_id`, or a link the server does not know: `/error`.
 */
export function ServiceLaneOneClick() {
  const services = useAppServices();
  const { search } = useLocation();
  const cnaId = getQueryParam(search, 'cna_id')?.trim() || undefined;
  const call = useArrivalCall(cnaId, (link) => activateFromLink(services, link));
  usePageLoadingWhile(services.pageLoading, Boolean(cnaId) && !call.data);
  if (!cnaId) return <Navigate to="/error" replace />;
  const outcome = call.data;
  if (!outcome || outcome.kind === 'stopped') return null;
  if (outcome.kind === 'failed') {
    return <Navigate to="/error" replace state={errorPageState(outcome.requestId)} />;
  }
  const { result } = outcome;
  switch (result.outcome) {
    case 'CLOSED_RADIO':
      return <Navigate to={SATELLITE_ORGANIC_PATH} replace />;
    case 'ACTIVE_TRIAL_UNREGISTERED':
      return <Navigate to={SLOC_THANKS_PATH} replace />;
    case 'ACTIVE_TRIAL_REGISTERED':
      return <TrialRegistered last4={result.radioIdLastFour} />;
    default:
      return <RefusalPage outcome={result.outcome} flow="serviceLane" />;
  }
}

/** The trial runs on an account with a sign-in: sign in, where the radio is and can be refreshed. */
function TrialRegistered({ last4 }: { last4: string }) {
  const t = useT();
  useActivationPage('serviceLane', 'activetrialregistered');
  return (
    <Card className={styles.card}>
      <ActivationHeading>{t('activation.sloc.registered.title')}</ActivationHeading>
      <p className={styles.lead}>{t('activation.sloc.registered.body', { last4 })}</p>
      <div className={styles.actions}>
        <Link to={signInPathBackTo(ACCOUNT_PATH)} className={buttonClassName('primary')}>
          {t('activation.sloc.registered.signIn')}
        </Link>
      </div>
      <CarePhone />
    </Card>
  );
}
