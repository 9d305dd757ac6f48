import type { ReactNode } from 'react';
import { CatalogLayer } from '../../../shared/i18n/catalog-layer.tsx';
import { AppQueryClientProvider } from '../../../shared/services/app-query-client-provider.tsx';
import { cancelCatalog } from './messages/index.ts';

/**
 * What the cancel pages need around them: the app's server-state cache (the account the
 * dashboard read) and their messages, which arrive with their lazy chunk.
 */
export function CancelProviders({ children }: { children: ReactNode }) {
  return (
    <AppQueryClientProvider>
      <CatalogLayer catalog={cancelCatalog}>{children}</CatalogLayer>
    </AppQueryClientProvider>
  );
}
