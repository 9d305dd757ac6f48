import type { Locale } from '@orbit/domain';
import { type ReactNode, useMemo } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
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
  const content = <BillingMessages>{children}</BillingMessages>;
  return (
    <CheckoutProviders>
      {calls ? <BillingCallsProvider calls={calls}>{content}</BillingCallsProvider> : content}
    </CheckoutProviders>
  );
}

function BillingMessages({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const messages = useMemo(
    () => ({ ...intl.messages, ...billingCatalog[locale] }) as Record<string, string>,
    [intl.messages, locale],
  );
  return (
    <IntlProvider locale={locale} defaultLocale={intl.defaultLocale} messages={messages}>
      {children}
    </IntlProvider>
  );
}
