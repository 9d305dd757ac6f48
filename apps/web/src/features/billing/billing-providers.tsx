import type { ReactNode } from 'react';
import { CatalogLayer } from '../../shared/i18n/catalog-layer.tsx';
import { CheckoutProviders } from '../checkout/index.ts';
import type { BillingCalls } from './billing-calls.ts';
import { BillingCallsProvider } from './billing-calls-context.tsx';
import { billingCatalog } from './messages/index.ts';

/**
 * What every billing screen needs around it: the checkout's providers (the server-state cache,
 * and the checkout's messages, which the card fields reuse) with the billing messages on top,
 * and the billing calls (the app's SDK unless a test gives fakes). The messages arrive with the
 * billing chunk, not in the entry bundle.
 */
export function BillingProviders({
  calls,
  children,
}: {
  calls?: BillingCalls | undefined;
  children: ReactNode;
}) {
  const content = <CatalogLayer catalog={billingCatalog}>{children}</CatalogLayer>;
  return (
    <CheckoutProviders>
      {calls ? <BillingCallsProvider calls={calls}>{content}</BillingCallsProvider> : content}
    </CheckoutProviders>
  );
}
