import { Navigate, Route, Routes, useLocation } from 'react-router';
import { OnDemandStep } from '../../shared/loading/step-on-demand.tsx';
import {
  activateDeviceForLocationPage,
  activateDevicePage,
  activatedPage,
  createPasswordPage,
  credentialSetupPage,
  freeListenPage,
  instantStreamPage,
  multipleSubscriptionsPage,
  reasonPage,
  registrationPage,
  setupLoginConfirmationPage,
  sonosSignInPage,
} from './onboarding-pages-on-demand.ts';
import { ERROR_PATH } from './onboarding-paths.ts';
import { OnboardingProviders } from './onboarding-providers.tsx';
import type { ReasonPage } from './setup-credentials/reason-pages.tsx';
import { SetupCredentialsPage } from './setup-credentials/setup-credentials-page.tsx';

/** `onboarding` itself is where onboarding starts: finding the account, the link's query kept. */
function ToSetupCredentials() {
  const { search } = useLocation();
  return <Navigate to={`setup-credentials${search}`} replace />;
}

const REASON_PAGES: readonly ReasonPage[] = [
  'ineligible-no-audio',
  'inactive-subscription',
  'ineligible-non-pay',
  'ineligible-non-consumer',
  'ineligible-trial-within-last-trial-date',
  'ineligible-max-lifetime-trials',
  'ineligible-insufficient-package',
  'ineligible-expired-AA-trial',
  'existing-credentials',
  'no-match',
];

/**
 * Everything under `onboarding` (flows §8.5, §8.4 last bullet) but the device-linking pages,
 * which the route table gives their own flagged modules. Any other path is no page of ours:
 * `/error`, as for any unknown address (spec 000 §2).
 */
export function OnboardingRoutes() {
  return (
    <OnboardingProviders>
      <Routes>
        <Route index element={<ToSetupCredentials />} />
        <Route path="setup-credentials">
          <Route index element={<SetupCredentialsPage />} />
          <Route path="lookup" element={<SetupCredentialsPage entry="flepzLink" />} />
          <Route path="tkn-lookup" element={<SetupCredentialsPage entry="tokenLink" />} />
        </Route>
        <Route path="radio-id-lookup" element={<SetupCredentialsPage initialTab="radio" />} />
        {REASON_PAGES.map((page) => (
          <Route key={page} path={page} element={<OnDemandStep step={reasonPage} page={page} />} />
        ))}
        <Route
          path="multiple-subscriptions-page"
          element={<OnDemandStep step={multipleSubscriptionsPage} />}
        />
        <Route path="credential-setup" element={<OnDemandStep step={credentialSetupPage} />} />
        <Route
          path="setup-login-confirmation"
          element={<OnDemandStep step={setupLoginConfirmationPage} />}
        />
        <Route path="registration" element={<OnDemandStep step={registrationPage} />} />
        <Route path="free-listen" element={<OnDemandStep step={freeListenPage} />} />
        <Route path="create-password" element={<OnDemandStep step={createPasswordPage} />} />
        <Route path="activate-device" element={<OnDemandStep step={activateDevicePage} />} />
        <Route
          path="activate-device-min"
          element={<OnDemandStep step={activateDevicePage} minimal />}
        />
        <Route path="activated" element={<OnDemandStep step={activatedPage} />} />
        <Route
          path="activate-device-for-location"
          element={<OnDemandStep step={activateDeviceForLocationPage} />}
        />
        <Route path="sign-in/sonos" element={<OnDemandStep step={sonosSignInPage} />} />
        <Route path="instant-stream" element={<OnDemandStep step={instantStreamPage} />} />
        <Route path="*" element={<Navigate to={ERROR_PATH} replace />} />
      </Routes>
    </OnboardingProviders>
  );
}
