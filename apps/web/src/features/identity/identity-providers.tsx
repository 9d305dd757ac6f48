import type { ReactNode } from 'react';
import { CatalogLayer } from '../../shared/i18n/catalog-layer.tsx';
import { AppQueryClientProvider } from '../../shared/services/app-query-client-provider.tsx';
import { identityCatalog } from './messages/index.ts';

/**
 * What every identity page needs around it: the app's server-state cache (its submits are
 * mutations) and the identity messages, which come with the identity routes' lazy chunks.
 */
export function IdentityProviders({ children }: { children: ReactNode }) {
  return (
    <AppQueryClientProvider>
      <CatalogLayer catalog={identityCatalog}>{children}</CatalogLayer>
    </AppQueryClientProvider>
  );
}
