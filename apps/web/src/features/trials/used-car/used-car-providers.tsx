import type { ReactNode } from 'react';
import { mergeCatalogs } from '../../../shared/i18n/catalog.ts';
import { CatalogLayer } from '../../../shared/i18n/catalog-layer.tsx';
import { satelliteCatalog } from '../../checkout/flow-kit/index.ts';
import { CheckoutProviders } from '../../checkout/index.ts';
import { usedCarCatalog } from './messages/index.ts';

/** The satellite payment form's words (the RTP trial's step 2), this feature's on top. */
const usedCarMessages = mergeCatalogs(satelliteCatalog, usedCarCatalog);

/**
 * Around every used-car page: the app's query cache and the checkout's messages (the RTP trial
 * is bought with the checkout's card entry and flow kit), this feature's messages on top. They
 * arrive with the `activate` route module, never with the entry route.
 */
export function UsedCarProviders({ children }: { children: ReactNode }) {
  return (
    <CheckoutProviders>
      <CatalogLayer catalog={usedCarMessages}>{children}</CatalogLayer>
    </CheckoutProviders>
  );
}
