import { useMemo } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { CatalogLayer } from '../../../shared/i18n/catalog-layer.tsx';
import { OnDemandStep } from '../../../shared/loading/step-on-demand.tsx';
import { CheckoutProviders } from '../checkout-providers.tsx';
import { streamingErrorPage } from '../streaming-organic/error-page/error-page-on-demand.ts';
import { isStreamingErrorPage } from '../streaming-organic/flow-steps.ts';
import { StreamingFlowRouteContext } from '../streaming-organic/streaming-flow-route.ts';
import { streamingTrialCatalog } from './messages/index.ts';
import { TokenizedTrialEntry } from './tokenized-trial-entry.tsx';
import { TrialRefusalPage } from './trial-refusal-page.tsx';
import { streamingTrialRoute, TRIAL_REFUSAL_PAGE, type TrialLayout } from './trial-route.ts';
import { STEP_PAGES, type StepPage, TrialSteps } from './trial-steps.tsx';

/**
 * The streaming roll-to-drop trial (flows §3.6, ADR 057): the streaming checkout's steps with a
 * trial offer, under the trial's own paths and store. `accordion` is
 * `subscribe/trial/streaming` (the sections one under the other), `steps` its one-step-per-screen
 * twin at `subscribe/checkout/trial/streaming`. The error pages sit under the trial's path; any
 * other path is no page of ours: `/error`.
 */
export function StreamingTrialFlow({ layout }: { layout: TrialLayout }) {
  const route = useMemo(() => streamingTrialRoute(layout), [layout]);
  return (
    <CheckoutProviders>
      <CatalogLayer catalog={streamingTrialCatalog}>
        <StreamingFlowRouteContext.Provider value={route}>
          <Routes>
            <Route path="tokenized" element={<TokenizedTrialEntry layout={layout} />} />
            <Route path=":page" element={<StepOrErrorPage layout={layout} />} />
            <Route index element={<TrialSteps layout={layout} step="offer" />} />
            <Route path="*" element={<Navigate to="/error" replace />} />
          </Routes>
        </StreamingFlowRouteContext.Provider>
      </CatalogLayer>
    </CheckoutProviders>
  );
}

function StepOrErrorPage({ layout }: { layout: TrialLayout }) {
  const page = (useParams().page ?? '').toLowerCase();
  if ((STEP_PAGES as readonly string[]).includes(page)) {
    return <TrialSteps layout={layout} step={page as StepPage} />;
  }
  if (page === TRIAL_REFUSAL_PAGE) return <TrialRefusalPage />;
  if (isStreamingErrorPage(page)) return <OnDemandStep step={streamingErrorPage} page={page} />;
  return <Navigate to="/error" replace />;
}
