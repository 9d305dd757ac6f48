import { CatalogLayer } from '../../../shared/i18n/catalog-layer.tsx';
import { SubscriptionProviders } from '../subscription-providers.tsx';
import { EntitlementPage } from './entitlement-page.tsx';
import { entitlementCatalog } from './messages/index.ts';

/** The entitlement page with its words (ADR 077). */
export function EntitlementFlow() {
  return (
    <SubscriptionProviders>
      <CatalogLayer catalog={entitlementCatalog}>
        <EntitlementPage />
      </CatalogLayer>
    </SubscriptionProviders>
  );
}
