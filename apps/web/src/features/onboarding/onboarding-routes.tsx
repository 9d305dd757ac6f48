import { Navigate, Route, Routes, useLocation } from 'react-router';
import { ActivateDevicePage } from './activate-device/activate-device-page.tsx';
import { ActivatedPage } from './activate-device/activated-page.tsx';
import { CreatePasswordPage } from './create-password/create-password-page.tsx';
import { ActivateDeviceForLocationPage } from './for-location/activate-device-for-location-page.tsx';
import { FreeListenPage } from './free-listen/free-listen-page.tsx';
import { InstantStreamPage } from './instant-stream/instant-stream-page.tsx';
import { ERROR_PATH } from './onboarding-paths.ts';
import { OnboardingProviders } from './onboarding-providers.tsx';
import { CredentialSetupPage } from './setup-credentials/credential-setup-page.tsx';
import { MultipleSubscriptionsPage } from './setup-credentials/multiple-subscriptions-page.tsx';
import { type ReasonPage, ReasonPageView } from './setup-credentials/reason-pages.tsx';
import { SetupCredentialsPage } from './setup-credentials/setup-credentials-page.tsx';
import {
  RegistrationPage,
  SetupLoginConfirmationPage,
} from './setup-credentials/setup-login-confirmation-page.tsx';
import { SonosSignInPage } from './sonos/sonos-sign-in-page.tsx';

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
          <Route key={page} path={page} element={<ReasonPageView page={page} />} />
        ))}
        <Route path="multiple-subscriptions-page" element={<MultipleSubscriptionsPage />} />
        <Route path="credential-setup" element={<CredentialSetupPage />} />
        <Route path="setup-login-confirmation" element={<SetupLoginConfirmationPage />} />
        <Route path="registration" element={<RegistrationPage />} />
        <Route path="free-listen" element={<FreeListenPage />} />
        <Route path="create-password" element={<CreatePasswordPage />} />
        <Route path="activate-device" element={<ActivateDevicePage />} />
        <Route path="activate-device-min" element={<ActivateDevicePage minimal />} />
        <Route path="activated" element={<ActivatedPage />} />
        <Route path="activate-device-for-location" element={<ActivateDeviceForLocationPage />} />
        <Route path="sign-in/sonos" element={<SonosSignInPage />} />
        <Route path="instant-stream" element={<InstantStreamPage />} />
        <Route path="*" element={<Navigate to={ERROR_PATH} replace />} />
      </Routes>
    </OnboardingProviders>
  );
}
