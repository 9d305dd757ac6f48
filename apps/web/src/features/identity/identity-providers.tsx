import type { ReactNode } from 'react';
import type { Catalog } from '../../shared/i18n/catalog.ts';
import { CatalogLayer } from '../../shared/i18n/catalog-layer.tsx';
import { identityCatalog } from './messages/index.ts';

/**
 * What every identity page needs around it: the words every identity page shows and, over them,
 * the page's own (`pageWords`), which come with the page's lazy chunk.
 */
export function IdentityProviders({
  pageWords,
  children,
}: {
  pageWords: Catalog;
  children: ReactNode;
}) {
  return (
    <CatalogLayer catalog={identityCatalog}>
      <CatalogLayer catalog={pageWords}>{children}</CatalogLayer>
    </CatalogLayer>
  );
}
