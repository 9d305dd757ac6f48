import type { ReactNode } from 'react';
import { CatalogLayer } from '../../shared/i18n/catalog-layer.tsx';
import { AppQueryClientProvider } from '../../shared/services/app-query-client-provider.tsx';
import { accountCatalog } from './messages/index.ts';

/**
 * What every account page needs around it: the app's server-state cache and the account's
 * messages on top of the app's, which arrive with the account routes' lazy chunk rather than in
 * the entry bundle.
 */
export function AccountProviders({ children }: { children: ReactNode }) {
  return (
    <AppQueryClientProvider>
      <CatalogLayer catalog={accountCatalog}>{children}</CatalogLayer>
    </AppQueryClientProvider>
  );
}
