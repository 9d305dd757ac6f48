import type { ReactNode } from 'react';
import { mergeCatalogs } from '../../shared/i18n/catalog.ts';
import { CatalogLayer } from '../../shared/i18n/catalog-layer.tsx';
import { accountLookupCatalog, identificationCatalog } from '../identification/index.ts';
import { onboardingCatalog } from './messages/index.ts';
import { OnboardingJourneyProvider } from './onboarding-journey.tsx';

/**
 * Identification's lookup words (the find-account tabs, verify your account) and onboarding's own;
 * the pages fetched on demand bring the identity's and the devices' words they show.
 */
const onboardingMessages = mergeCatalogs(
  identificationCatalog,
  accountLookupCatalog,
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
