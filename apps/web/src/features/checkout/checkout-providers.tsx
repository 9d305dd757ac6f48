import type { ReactNode } from 'react';
import { mergeCatalogs } from '../../shared/i18n/catalog.ts';
import { CatalogLayer } from '../../shared/i18n/catalog-layer.tsx';
import { catalogFeatureCatalog } from '../catalog/index.ts';
import { checkoutCatalog } from './messages/index.ts';

/** The checkout's and the offer components' messages, loaded with the checkout's lazy routes. */
const checkoutMessages = mergeCatalogs(catalogFeatureCatalog, checkoutCatalog);

/**
 * What every checkout page needs around it: the checkout's messages on top of the app's. Keeping the messages here keeps them out of the entry bundle;
 * they arrive with the first checkout page.
 */
export function CheckoutProviders({ children }: { children: ReactNode }) {
  return <CatalogLayer catalog={checkoutMessages}>{children}</CatalogLayer>;
}
