import type { ReactNode } from 'react';
import { CatalogLayer } from '../../shared/i18n/catalog-layer.tsx';
import { subscriptionCatalog } from './messages/index.ts';

/**
 * The subscription pages' own words, without the checkout's: for a door whose screens after it lay
 * the checkout's themselves (the change accordion, ADR 124), so the door's page does not carry them.
 */
export function SubscriptionWords({ children }: { children: ReactNode }) {
  return <CatalogLayer catalog={subscriptionCatalog}>{children}</CatalogLayer>;
}
