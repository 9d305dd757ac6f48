import type { ReactNode } from 'react';
import { CatalogLayer } from '../../../shared/i18n/catalog-layer.tsx';
import { cancelCatalog } from './messages/index.ts';

/**
 * What the cancel pages need around them: their messages, which arrive with their lazy chunk.
 */
export function CancelProviders({ children }: { children: ReactNode }) {
  return <CatalogLayer catalog={cancelCatalog}>{children}</CatalogLayer>;
}
