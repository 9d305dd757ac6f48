import type { ReactNode } from 'react';
import { CatalogLayer } from '../../../shared/i18n/catalog-layer.tsx';
import { CheckoutProviders } from '../checkout-providers.tsx';
import { satelliteCatalog } from './messages/index.ts';

/**
 * What every satellite checkout page needs: the checkout's providers (the
 * checkout's and offers' messages), with the satellite flows' own messages on top. They arrive
 * with the satellite routes' lazy chunk, not in the entry bundle.
 */
export function SatelliteProviders({ children }: { children: ReactNode }) {
  return (
    <CheckoutProviders>
      <CatalogLayer catalog={satelliteCatalog}>{children}</CatalogLayer>
    </CheckoutProviders>
  );
}
