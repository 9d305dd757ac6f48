import type { ReactNode } from 'react';
import { CatalogLayer } from '../../../shared/i18n/catalog-layer.tsx';
import { AppQueryClientProvider } from '../../../shared/services/app-query-client-provider.tsx';
import { identityCatalog } from '../../identity/index.ts';
import { deviceLinkingCatalog } from './messages/index.ts';

/**
 * What both device-linking pages need around them: the server-state cache, the identity's words
 * (its sign-up form is on the page) and theirs, which come with the pages' lazy chunks.
 */
export function DeviceLinkingProviders({ children }: { children: ReactNode }) {
  return (
    <AppQueryClientProvider>
      <CatalogLayer catalog={identityCatalog}>
        <CatalogLayer catalog={deviceLinkingCatalog}>{children}</CatalogLayer>
      </CatalogLayer>
    </AppQueryClientProvider>
  );
}
