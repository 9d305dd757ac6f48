import type { ReactNode } from 'react';
import { CatalogLayer } from '../../shared/i18n/catalog-layer.tsx';
import { CheckoutProviders } from '../checkout/index.ts';
import { billingCatalog } from './messages/index.ts';

/**
 * What every billing screen needs around it: the checkout's providers (the app's server-state
 * cache, and the checkout's messages, which the card fields reuse) with the billing messages on
 * top. The messages arrive with the billing chunk, not in the entry bundle.
 */
export function BillingProviders({ children }: { children: ReactNode }) {
  return (
    <CheckoutProviders>
      <CatalogLayer catalog={billingCatalog}>{children}</CatalogLayer>
    </CheckoutProviders>
  );
}
