import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { CatalogLayer } from '../../../shared/i18n/catalog-layer.tsx';
import { reverifyCatalog } from './messages/index.ts';
import { ReverifyConfirmPage } from './reverify-confirm-page.tsx';
import { ReverifyLandingPage } from './reverify-landing-page.tsx';
import {
  OfferCompletePage,
  ReverifyErrorPage,
  RollOverCompletePage,
} from './reverify-outcome-pages.tsx';
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
  return (
    <ReverifyProviders>
      <Routes>
        <Route index element={<ReverifyLandingPage />} />
        <Route path="confirm" element={<ReverifyConfirmPage />} />
        <Route path="confirm/error" element={<ReverifyErrorPage />} />
        <Route path="roll-over-complete" element={<RollOverCompletePage />} />
        <Route path="complete" element={<OfferCompletePage />} />
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
