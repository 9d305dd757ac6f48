import { Navigate, Route, Routes } from 'react-router';
import { AccountLinkingProviders } from '../account-linking/account-linking-providers.tsx';
import { AlexaError, AlexaLanding } from '../account-linking/alexa-link-pages.tsx';
import { AmzauthPage } from '../account-linking/amzauth-page.tsx';
import { LinkSuccess } from '../account-linking/google-link-pages.tsx';

/**
 * Route module of `deviceLinkAmazon` (`subscribe/linking/device-link-amazon`, flows §8.4, ADR
 * 076): the landing that opens the Amazon sign-in popup, `amzauth` where the popup lands (the
 * `/amzauth` redirect), and the success and error pages.
 */
export function Component() {
  return (
    <AccountLinkingProviders>
      <Routes>
        <Route index element={<AlexaLanding />} />
        <Route path="amzauth" element={<AmzauthPage />} />
        <Route path="success" element={<LinkSuccess partner="alexa" />} />
        <Route path="error" element={<AlexaError />} />
        <Route path="*" element={<Navigate to="/error" replace />} />
      </Routes>
    </AccountLinkingProviders>
  );
}
