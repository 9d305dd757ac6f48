import { Navigate, Route, Routes, useLocation } from 'react-router';
import { CatalogLayer } from '../../../shared/i18n/catalog-layer.tsx';
import { SubscriptionProviders } from '../subscription-providers.tsx';
import { AddRadioPage } from './add-radio-page.tsx';
import { ConsolidatedOfferPage, ConsolidatedPage } from './consolidated-pages.tsx';
import { transferCatalog } from './messages/index.ts';
import { OacRedirect } from './oac-redirect.tsx';
import { PortPage } from './port/port-page.tsx';
import { SwapCheckoutPage } from './swap/swap-checkout-page.tsx';
import { SwapPage } from './swap/swap-page.tsx';
import { SwapThanks } from './swap/swap-thanks.tsx';
import { TransferErrorPage } from './transfer-error-page.tsx';
import { TransferLoginPage, TransferLoginRouter } from './transfer-login.tsx';
import { TransferLookupPage } from './transfer-lookup-page.tsx';
import { TransferThanks } from './transfer-thanks.tsx';

/**
 * Transfer and swap (flows §8.1, ADR 069): every page below `transfer/radio`, relative to the
 * `transfer` route module. `/transfer` itself is the add-radio page's door; any other path is
 * no page of ours (`/error`, the query dropped, as the route table does).
 */
export function TransferFlow() {
  return (
    <SubscriptionProviders>
      <CatalogLayer catalog={transferCatalog}>
        <Routes>
          <Route index element={<ToAddRadio />} />
          <Route path="radio">
            <Route index element={<AddRadioPage transactionType="SERVICE_CONTINUITY" />} />
            <Route path="lookup" element={<TransferLookupPage />} />
            <Route path="login" element={<TransferLoginPage />} />
            <Route path="login-router" element={<TransferLoginRouter />} />
            <Route path="oac-redirect" element={<OacRedirect />} />
            <Route path="thanks" element={<TransferThanks />} />
            <Route path="error" element={<TransferErrorPage />} />
            <Route path="consolidated" element={<ConsolidatedPage />} />
            <Route path="consolidated-offer" element={<ConsolidatedOfferPage />} />
            <Route path="swap">
              <Route index element={<SwapPage />} />
              <Route path="checkout" element={<SwapCheckoutPage />} />
              <Route path="thanks" element={<SwapThanks />} />
            </Route>
            <Route path="port">
              <Route index element={<PortPage />} />
              <Route path="thanks" element={<TransferThanks />} />
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
