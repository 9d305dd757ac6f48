import { Navigate, Route, Routes, useLocation } from 'react-router';
import { CatalogLayer } from '../../../shared/i18n/catalog-layer.tsx';
import { OnDemandStep, usePreloadedSteps } from '../../../shared/loading/step-on-demand.tsx';
import { SubscriptionProviders } from '../subscription-providers.tsx';
import { AddRadioPage } from './add-radio-page.tsx';
import { transferCatalog } from './messages/index.ts';
import { OacRedirect } from './oac-redirect.tsx';
import { PortPage } from './port/port-page.tsx';
import {
  consolidatedOfferPage,
  consolidatedPage,
  swapCheckoutPage,
  swapPage,
  swapThanksPage,
  TRANSFER_PAGES_ON_DEMAND,
  transferErrorPage,
  transferLoginPage,
  transferLoginRouter,
  transferLookupPage,
  transferThanksPage,
} from './transfer-pages-on-demand.ts';

/**
 * Transfer and swap (flows §8.1, ADR 069): every page below `transfer/radio`, relative to the
 * `transfer` route module. `/transfer` itself is the add-radio page's door; any other path is
 * no page of ours (`/error`, the query dropped, as the route table does). The module carries the
 * add-radio page (and port); the others arrive on demand (ADR 100).
 */
export function TransferFlow() {
  usePreloadedSteps(TRANSFER_PAGES_ON_DEMAND);
  return (
    <SubscriptionProviders>
      <CatalogLayer catalog={transferCatalog}>
        <Routes>
          <Route index element={<ToAddRadio />} />
          <Route path="radio">
            <Route index element={<AddRadioPage transactionType="SERVICE_CONTINUITY" />} />
            <Route path="lookup" element={<OnDemandStep step={transferLookupPage} />} />
            <Route path="login" element={<OnDemandStep step={transferLoginPage} />} />
            <Route path="login-router" element={<OnDemandStep step={transferLoginRouter} />} />
            <Route path="oac-redirect" element={<OacRedirect />} />
            <Route path="thanks" element={<OnDemandStep step={transferThanksPage} />} />
            <Route path="error" element={<OnDemandStep step={transferErrorPage} />} />
            <Route path="consolidated" element={<OnDemandStep step={consolidatedPage} />} />
            <Route
              path="consolidated-offer"
              element={<OnDemandStep step={consolidatedOfferPage} />}
            />
            <Route path="swap">
              <Route index element={<OnDemandStep step={swapPage} />} />
              <Route path="checkout" element={<OnDemandStep step={swapCheckoutPage} />} />
              <Route path="thanks" element={<OnDemandStep step={swapThanksPage} />} />
            </Route>
            <Route path="port">
              <Route index element={<PortPage />} />
              <Route path="thanks" element={<OnDemandStep step={transferThanksPage} />} />
            </Route>
          </Route>
          <Route path="*" element={<Navigate to="/error" replace />} />
        </Routes>
      </CatalogLayer>
    </SubscriptionProviders>
  );
}

function ToAddRadio() {
  const { search } = useLocation();
  return <Navigate to={`radio${search}`} replace />;
}
