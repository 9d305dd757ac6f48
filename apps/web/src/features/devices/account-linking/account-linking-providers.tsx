import type { ReactNode } from 'react';
import { CatalogLayer } from '../../../shared/i18n/catalog-layer.tsx';
import { AppQueryClientProvider } from '../../../shared/services/app-query-client-provider.tsx';
import { accountLinkingCatalog } from './messages/index.ts';

/** What the linking pages need around them: the server-state cache and their words. */
export function AccountLinkingProviders({ children }: { children: ReactNode }) {
  return (
    <AppQueryClientProvider>
      <CatalogLayer catalog={accountLinkingCatalog}>{children}</CatalogLayer>
    </AppQueryClientProvider>
  );
}
