import type { ReactNode } from 'react';
import { CatalogLayer } from '../../shared/i18n/catalog-layer.tsx';
import { accountCatalog } from './messages/index.ts';

/**
 * What every account page needs around it: the account's messages on top of the app's, which arrive with the account routes' lazy chunk rather than in
 * the entry bundle.
 */
export function AccountProviders({ children }: { children: ReactNode }) {
  return <CatalogLayer catalog={accountCatalog}>{children}</CatalogLayer>;
}
