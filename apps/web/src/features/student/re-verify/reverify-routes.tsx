import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { CatalogLayer } from '../../../shared/i18n/catalog-layer.tsx';
import { OnDemandStep, usePreloadedSteps } from '../../../shared/loading/step-on-demand.tsx';
import { reverifyCatalog } from './messages/index.ts';
import { ReverifyLandingPage } from './reverify-landing-page.tsx';
import {
  offerCompletePage,
  REVERIFY_PAGES_ON_DEMAND,
  reverifyConfirmPage,
  reverifyErrorPage,
  rollOverCompletePage,
} from './reverify-pages-on-demand.ts';
import { ERROR_PATH } from './reverify-paths.ts';

/**
 * Everything under `student/re-verify` (flows §6): the link's landing, confirm and its error,
 * and the two completion pages. Any other path is no page of ours.
 */
/** What every re-verify page needs around it: the query cache and the words. */
function ReverifyProviders({ children }: { children: ReactNode }) {
  return <CatalogLayer catalog={reverifyCatalog}>{children}</CatalogLayer>;
}

export function ReverifyRoutes() {
  usePreloadedSteps(REVERIFY_PAGES_ON_DEMAND);
  return (
    <ReverifyProviders>
      <Routes>
        <Route index element={<ReverifyLandingPage />} />
        <Route path="confirm" element={<OnDemandStep step={reverifyConfirmPage} />} />
        <Route path="confirm/error" element={<OnDemandStep step={reverifyErrorPage} />} />
        <Route path="roll-over-complete" element={<OnDemandStep step={rollOverCompletePage} />} />
        <Route path="complete" element={<OnDemandStep step={offerCompletePage} />} />
        <Route path="*" element={<Navigate to={ERROR_PATH} replace />} />
      </Routes>
    </ReverifyProviders>
  );
}

/** The flagged `student/re-verify/new` (`enableNewCheckoutStudentReverification`): the landing. */
export function NewReverifyLanding() {
  return (
    <ReverifyProviders>
      <ReverifyLandingPage />
    </ReverifyProviders>
  );
}
