import type { CareLastOneClickResult } from '@orbit/domain';
import { trialCalls } from '@orbit/sdk';
import { Navigate, useLocation } from 'react-router';
import { errorPageState } from '../../../shared/errors/index.ts';
import { usePageLoadingWhile } from '../../../shared/loading/use-page-loading-while.ts';
import { getQueryParam } from '../../../shared/routing/query.ts';
import { type AppServices, useAppServices } from '../../../shared/services/app-services.tsx';
import { careCallsFor } from '../../../shared/services/care-calls.ts';
import { reportHandledError } from '../../checkout/flow-kit/index.ts';
import { trackActivated } from './activation-analytics.ts';
import { AST_ACTIVATED_PATH, astRefusalPathOf } from './activation-paths.ts';
import { activationStoreFor } from './activation-store.ts';
import { useArrivalCall } from './use-arrival-call.ts';

type AstOutcome =
  | { kind: 'answered'; result: CareLastOneClickResult }
  | { kind: 'failed'; requestId: string | undefined }
  | { kind: 'stopped' };

async function activateFromLink(services: AppServices, token: string): Promise<AstOutcome> {
  try {
    const calls = careCallsFor(services.careRequester, trialCalls);
    const result = await calls.lastOneClick({ token }, { skipGlobalHandler: true });
    if (result.outcome === 'ACTIVATED') {
      const { outcome: _activated, ...activation } = result;
      activationStoreFor(services).restart({
        activated: { flow: 'ast', activation, oemBranding: null },
      });
      trackActivated(services.dataLayer, 'ast', activation);
    }
    return { kind: 'answered', result };
  } catch (error) {
    const failure = reportHandledError(services, error, 'trial last one click');
    return failure.kind === 'sessionTimedOut'
      ? { kind: 'stopped' }
      : { kind: 'failed', requestId: failure.requestId };
  }
}

/**
 * The ad-supported tier's one-click link (flows §3.5 AST, `activate/trial/ast?token=`): the link
 * activates the trial (`trial-activation/last-one-click`), then its page — activated, or one of
 * the three refusals. No token, or a link the server does not know: `/error`.
 */
export function AstActivation() {
  const services = useAppServices();
  const { search } = useLocation();
  const token = getQueryParam(search, 'token')?.trim() || undefined;
  const call = useArrivalCall(token, (link) => activateFromLink(services, link));
  usePageLoadingWhile(services.pageLoading, Boolean(token) && !call.data);
  if (!token) return <Navigate to="/error" replace />;
  const outcome = call.data;
  if (!outcome || outcome.kind === 'stopped') return null;
  if (outcome.kind === 'failed') {
    return <Navigate to="/error" replace state={errorPageState(outcome.requestId)} />;
  }
  const { result } = outcome;
  return (
    <Navigate
      to={result.outcome === 'ACTIVATED' ? AST_ACTIVATED_PATH : astRefusalPathOf(result.outcome)}
      replace
    />
  );
}
