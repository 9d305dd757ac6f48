import type { ReactNode } from 'react';
import { mergeCatalogs } from '../../shared/i18n/catalog.ts';
import { CatalogLayer } from '../../shared/i18n/catalog-layer.tsx';
import { checkoutCatalog } from '../checkout/index.ts';
import { subscriptionCatalog } from './messages/index.ts';

/**
 * The subscription pages' messages over the checkout's (order summary, charge agreement): they
 * arrive with these lazy routes, not in the entry bundle. Billing's (the new card form) arrive
 * with the one step that shows its forms, change's payment (ADR 100).
 */
const subscriptionMessages = mergeCatalogs(checkoutCatalog, subscriptionCatalog);

/** What every subscription page needs around it: its messages. */
export function SubscriptionProviders({ children }: { children: ReactNode }) {
  return <CatalogLayer catalog={subscriptionMessages}>{children}</CatalogLayer>;
}
