import type { ReactNode } from 'react';
import { mergeCatalogs } from '../../shared/i18n/catalog.ts';
import { CatalogLayer } from '../../shared/i18n/catalog-layer.tsx';
import { AppQueryClientProvider } from '../../shared/services/app-query-client-provider.tsx';
import { billingCatalog } from '../billing/index.ts';
import { checkoutCatalog } from '../checkout/index.ts';
import { subscriptionCatalog } from './messages/index.ts';

/**
 * The subscription pages' messages over the checkout's (order summary, charge agreement) and
 * billing's (the new card form): they arrive with these lazy routes, not in the entry bundle.
 */
const subscriptionMessages = mergeCatalogs(checkoutCatalog, billingCatalog, subscriptionCatalog);

/** What every subscription page needs around it: the app's server-state cache and messages. */
export function SubscriptionProviders({ children }: { children: ReactNode }) {
  return (
    <AppQueryClientProvider>
      <CatalogLayer catalog={subscriptionMessages}>{children}</CatalogLayer>
    </AppQueryClientProvider>
  );
}
