import type { ReactNode } from 'react';
import { mergeCatalogs } from '../../../shared/i18n/catalog.ts';
import { CatalogLayer } from '../../../shared/i18n/catalog-layer.tsx';
import { AppQueryClientProvider } from '../../../shared/services/app-query-client-provider.tsx';
import { checkoutCatalog } from '../../checkout/index.ts';
import { activationCatalog } from './messages/index.ts';

/** The checkout's field words (names, phone, region, postal code) under the activation's own. */
const activationMessages = mergeCatalogs(checkoutCatalog, activationCatalog);

/** What every activation page needs around it: the app's server-state cache and its messages. */
export function ActivationProviders({ children }: { children: ReactNode }) {
  return (
    <AppQueryClientProvider>
      <CatalogLayer catalog={activationMessages}>{children}</CatalogLayer>
    </AppQueryClientProvider>
  );
}
