import type { Locale } from '@orbit/domain';
import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext, useMemo } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { mergeCatalogs } from '../../shared/i18n/catalog.ts';
import { catalogFeatureCatalog } from '../catalog/index.ts';
import { checkoutCatalog } from './messages/index.ts';

/** The checkout's and the offer components' messages, loaded with the checkout's lazy routes. */
const checkoutMessages = mergeCatalogs(catalogFeatureCatalog, checkoutCatalog);

/**
 * What every checkout page needs around it: the server-state cache (the app's when it has one,
 * else one for the checkout) and the checkout's messages on top of the app's. Keeping the
 * messages here keeps them out of the entry bundle; they arrive with the first checkout page.
 */
export function CheckoutProviders({ children }: { children: ReactNode }) {
  return (
    <CheckoutQueryClient>
      <CheckoutMessages>{children}</CheckoutMessages>
    </CheckoutQueryClient>
  );
}

function CheckoutQueryClient({ children }: { children: ReactNode }) {
  const parent = useContext(QueryClientContext);
  const client = useMemo(
    () =>
      parent ??
      new QueryClient({
        // No retries anywhere in the web app (flows §0): a session-timeout answer comes once.
        defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
      }),
    [parent],
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

function CheckoutMessages({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  // The build turns every message file into ICU ASTs, so both halves share one form.
  const messages = useMemo(
    () => ({ ...intl.messages, ...checkoutMessages[locale] }) as Record<string, string>,
    [intl.messages, locale],
  );
  return (
    <IntlProvider locale={locale} defaultLocale={intl.defaultLocale} messages={messages}>
      {children}
    </IntlProvider>
  );
}
