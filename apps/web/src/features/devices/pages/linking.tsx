import { Navigate, Route, Routes } from 'react-router';
import { ComingSoonPage } from '../../../shared/routing/coming-soon-page.tsx';
import { AccountLinkingProviders } from '../account-linking/account-linking-providers.tsx';
import { ConsentPage } from '../account-linking/consent-page.tsx';
import { LinkingHub } from '../account-linking/linking-hub.tsx';

/**
 * Route module of `linking` (`subscribe/linking`): the hub of the ways to link, and the consent
 * page of the account-linking provider (ADR 071). Alexa's pages (`device-link-amazon`, where the
 * `amzauth` redirect lands) come with their own slice of issue 18; the hub does not link them.
 */
export function Component() {
  return (
    <AccountLinkingProviders>
      <Routes>
        <Route index element={<LinkingHub />} />
        <Route path="consent" element={<ConsentPage />} />
        <Route path="device-link-amazon/*" element={<ComingSoonPage />} />
        <Route path="*" element={<Navigate to="/error" replace />} />
      </Routes>
    </AccountLinkingProviders>
  );
}
