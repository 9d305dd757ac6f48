import { stepOnDemand } from '../../shared/loading/step-on-demand.tsx';
import type { ActivateDeviceProps } from './activate-device/activate-device-page.tsx';
import type { ReasonPage } from './setup-credentials/reason-pages.tsx';

/**
 * Onboarding's pages beside finding the account (as transfer's, ADR 100): each is fetched when the
 * visitor goes there. Those that follow the account's lookup (why it cannot go on, several
 * subscriptions, the credentials' set-up and its confirmation) are preloaded once the lookup
 * shows; the others are the landings of links of their own (a free listen, a password to create,
 * a device to activate, Sonos, instant streaming), where the page loader stays up while they
 * arrive.
 */
export const reasonPage = stepOnDemand<{ page: ReasonPage }>(() =>
  import('./setup-credentials/reason-pages.tsx').then((page) => page.ReasonPageView),
);
export const multipleSubscriptionsPage = stepOnDemand(() =>
  import('./setup-credentials/multiple-subscriptions-page.tsx').then(
    (page) => page.MultipleSubscriptionsPage,
  ),
);
export const credentialSetupPage = stepOnDemand(() =>
  import('./setup-credentials/credential-setup-page.tsx').then((page) => page.CredentialSetupPage),
);
export const setupLoginConfirmationPage = stepOnDemand(() =>
  import('./setup-credentials/setup-login-confirmation-page.tsx').then(
    (page) => page.SetupLoginConfirmationPage,
  ),
);
export const registrationPage = stepOnDemand(() =>
  import('./setup-credentials/setup-login-confirmation-page.tsx').then(
    (page) => page.RegistrationPage,
  ),
);
export const freeListenPage = stepOnDemand(() =>
  import('./free-listen/free-listen-page.tsx').then((page) => page.FreeListenPage),
);
export const createPasswordPage = stepOnDemand(() =>
  import('./create-password/create-password-page.tsx').then((page) => page.CreatePasswordPage),
);
export const activateDevicePage = stepOnDemand<ActivateDeviceProps>(() =>
  import('./activate-device/activate-device-page.tsx').then((page) => page.ActivateDevicePage),
);
export const activatedPage = stepOnDemand(() =>
  import('./activate-device/activated-page.tsx').then((page) => page.ActivatedPage),
);
export const activateDeviceForLocationPage = stepOnDemand(() =>
  import('./for-location/activate-device-for-location-page.tsx').then(
    (page) => page.ActivateDeviceForLocationPage,
  ),
);
export const sonosSignInPage = stepOnDemand(() =>
  import('./sonos/sonos-sign-in-page.tsx').then((page) => page.SonosSignInPage),
);
export const instantStreamPage = stepOnDemand(() =>
  import('./instant-stream/instant-stream-page.tsx').then((page) => page.InstantStreamPage),
);

/** What may follow the account's lookup. */
export const AFTER_LOOKUP = [
  reasonPage,
  multipleSubscriptionsPage,
  credentialSetupPage,
  setupLoginConfirmationPage,
];
