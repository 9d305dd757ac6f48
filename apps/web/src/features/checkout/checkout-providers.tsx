import type { ReactNode } from 'react';
import { mergeCatalogs } from '../../shared/i18n/catalog.ts';
import { CatalogLayer } from '../../shared/i18n/catalog-layer.tsx';
import { FeatureQueryClient } from '../../shared/services/feature-query-client.tsx';
import { catalogFeatureCatalog } from '../catalog/index.ts';
import { checkoutCatalog } from './messages/index.ts';

/** The checkout's and the offer components' messages, loaded with the checkout's lazy routes. */
const checkoutMessages = mergeCatalogs(catalogFeatureCatalog, checkoutCatalog);

/**
 * What every checkout page needs around it: the server-state cache (the app's when it has one,
 * else one for the checkout) and the checkout's messages on top of the app's. Keeping the
 * messages here keeps them out of the entry bundle; they arrive with the first checkout page.
 */
export function CheckoutProviders({ children }: { children: ReactNode }) {
  return (
    <FeatureQueryClient>
      <CatalogLayer catalog={checkoutMessages}>{children}</CatalogLayer>
    </FeatureQueryClient>
  );
}
