import type { ReactNode } from 'react';
import { CatalogLayer } from '../../../shared/i18n/catalog-layer.tsx';
import { accountLinkingCatalog } from './messages/index.ts';

/** What the linking pages need around them: their words. */
export function AccountLinkingProviders({ children }: { children: ReactNode }) {
  return <CatalogLayer catalog={accountLinkingCatalog}>{children}</CatalogLayer>;
}
