import { CatalogLayer } from '../../../shared/i18n/catalog-layer.tsx';
import { EntitlementPage } from './entitlement-page.tsx';
import { entitlementCatalog } from './messages/index.ts';

/**
 * The entitlement page with its words (ADR 077): its own over the identity's, and none of the
 * checkout's or the other subscription pages' (ADR 114): it shows no order, price or plan change.
 */
export function EntitlementFlow() {
  return (
    <CatalogLayer catalog={entitlementCatalog}>
      <EntitlementPage />
    </CatalogLayer>
  );
}
