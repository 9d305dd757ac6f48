import { Navigate, Route, Routes } from 'react-router';
import { AccountLinkingProviders } from '../account-linking/account-linking-providers.tsx';
import {
  GoogleLanding,
  GoogleSupport,
  GoogleTerms,
  LinkSuccess,
} from '../account-linking/google-link-pages.tsx';

/**
 * Route module of `deviceLinkGoogle` (`subscribe/linking/device-link-google`, flows §8.4): the
 * landing, support, terms and the success page the linking ends on (ADR 071).
 */
export function Component() {
  return (
    <AccountLinkingProviders>
      <Routes>
        <Route index element={<GoogleLanding />} />
        <Route path="support" element={<GoogleSupport />} />
        <Route path="terms-and-conditions" element={<GoogleTerms />} />
        <Route path="success" element={<LinkSuccess partner="google" />} />
        <Route path="*" element={<Navigate to="/error" replace />} />
      </Routes>
    </AccountLinkingProviders>
  );
}
