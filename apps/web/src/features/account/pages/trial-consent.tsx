import { AccountProviders } from '../account-providers.tsx';
import { AccountGuard } from '../guard/account-guard.tsx';
import { TrialConsentPage } from '../trial-consent/trial-consent-page.tsx';

/** Route module of `trialConsent` (`account/trial-consent?subscriptionId=…`, ADR 075). */
export function Component() {
  return (
    <AccountProviders>
      <AccountGuard>
        <TrialConsentPage />
      </AccountGuard>
    </AccountProviders>
  );
}
