import type { ReactNode } from 'react';
import { CatalogLayer } from '../../shared/i18n/catalog-layer.tsx';
import { FeatureQueryClient } from '../../shared/services/feature-query-client.tsx';
import { accountCatalog } from './messages/index.ts';

/**
 * What every account page needs around it: the server-state cache (the app's when it has one,
 * else one for the account area) and the account's messages on top of the app's, which arrive
 * with the account routes' lazy chunk rather than in the entry bundle.
 */
export function AccountProviders({ children }: { children: ReactNode }) {
  return (
    <FeatureQueryClient>
      <CatalogLayer catalog={accountCatalog}>{children}</CatalogLayer>
    </FeatureQueryClient>
  );
}
