import type { ReactNode } from 'react';
import { mergeCatalogs } from '../../shared/i18n/catalog.ts';
import { CatalogLayer } from '../../shared/i18n/catalog-layer.tsx';
import { devicesCatalog } from '../devices/index.ts';
import { accountLookupCatalog, identificationCatalog } from '../identification/index.ts';
import { identityCatalog, signInCatalog, signUpCatalog } from '../identity/index.ts';
import { onboardingCatalog } from './messages/index.ts';
import { OnboardingJourneyProvider } from './onboarding-journey.tsx';

/**
 * Identification's lookup words (the find-account tabs, verify your account), the identity's
 * password and sign-in words, the devices' code form (a Sonos link code) and onboarding's own.
 */
const onboardingMessages = mergeCatalogs(
  identificationCatalog,
  accountLookupCatalog,
  identityCatalog,
  signInCatalog,
  signUpCatalog,
  devicesCatalog,
  onboardingCatalog,
);

/** What every onboarding page needs around it: the query cache, the words, the journey. */
export function OnboardingProviders({ children }: { children: ReactNode }) {
  return (
    <CatalogLayer catalog={onboardingMessages}>
      <OnboardingJourneyProvider>{children}</OnboardingJourneyProvider>
    </CatalogLayer>
  );
}
