import { Navigate, Route, Routes } from 'react-router';
import { AccountLinkingProviders } from '../account-linking/account-linking-providers.tsx';
import { ConsentPage } from '../account-linking/consent-page.tsx';
import { LinkingHub } from '../account-linking/linking-hub.tsx';

/**
 * Route module of `linking` (`subscribe/linking`): the hub of the ways to link, and the consent
 * page of the account-linking provider (ADR 071). Alexa's and Google's pages are modules of
 * their own (`device-link-amazon`, ADR 076; `device-link-google`).
 */
export function Component() {
  return (
    <AccountLinkingProviders>
      <Routes>
        <Route index element={<LinkingHub />} />
        <Route path="consent" element={<ConsentPage />} />
        <Route path="*" element={<Navigate to="/error" replace />} />
      </Routes>
    </AccountLinkingProviders>
  );
}
