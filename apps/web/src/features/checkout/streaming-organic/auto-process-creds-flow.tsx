import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Navigate, useLocation } from 'react-router';
import { OnDemandStep, usePreloadedSteps } from '../../../shared/loading/step-on-demand.tsx';
import { usePageLoadingWhile } from '../../../shared/loading/use-page-loading-while.ts';
import { getQueryParam } from '../../../shared/routing/query.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { CheckoutProviders } from '../checkout-providers.tsx';
import { type Prospect, prospectEmailOf, prospectTokenOf } from './prospect-email.ts';
import { StreamingOrganicGate } from './streaming-organic-gate.tsx';
import { prospectQuery } from './streaming-queries.ts';
import { prospectCredsStep } from './streaming-steps-on-demand.ts';

/** The credentials step, fetched while the link's prospect token is read. */
const PROSPECT_STEPS = [prospectCredsStep];

/**
 * `organic/auto-process-creds`: the credentials step entered from a prospect link, the email
 * filled in (from the link's prospect token, else its `email` parameter). It shares the flow's
 * state, so Continue lands on `organic/payment-int`. When the URL has no program code, the
 * token's is added to it, since the query carries the program code through the flow's steps.
 */
export function AutoProcessCredsFlow() {
  return (
    <CheckoutProviders>
      <AutoProcessCreds />
    </CheckoutProviders>
  );
}

function AutoProcessCreds() {
  const { pathname, search } = useLocation();
  const prospect = useProspect(search);
  usePreloadedSteps(PROSPECT_STEPS);
  if (!prospect) return null;
  if (prospect.programCode && !getQueryParam(search, 'programcode')?.trim()) {
    const query = new URLSearchParams(search);
    query.set('programcode', prospect.programCode);
    return <Navigate to={{ pathname, search: `?${query}` }} replace />;
  }
  return (
    <StreamingOrganicGate prefilledEmail={prospect.email}>
      <OnDemandStep step={prospectCredsStep} prefilledEmail={prospect.email} />
    </StreamingOrganicGate>
  );
}

/**
 * The link's prospect: the token's email, else the `email` parameter; undefined while the server
 * reads the token (under the page loader).
 */
function useProspect(search: string): Prospect | undefined {
  const services = useAppServices();
  const found = prospectTokenOf(search);
  const token = found?.token;
  const tokenType = found?.tokenType;
  // Asked once per token: the search changes when the program code is added to it.
  const request = useMemo(
    () => (token && tokenType ? { token, tokenType } : undefined),
    [token, tokenType],
  );
  const answer = useQuery(prospectQuery(services, request));
  usePageLoadingWhile(services.pageLoading, answer.isFetching);

  if (!request) return { email: prospectEmailOf(search), programCode: undefined };
  if (!answer.data) return undefined;
  return {
    email: answer.data.email ?? prospectEmailOf(search),
    programCode: answer.data.programCode,
  };
}
