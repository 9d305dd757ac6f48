import type { Locale } from '@orbit/domain';
import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext, useMemo } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { accountCatalog } from './messages/index.ts';

/**
 * What every account page needs around it: the server-state cache (the app's when it has one,
 * else one for the account area) and the account's messages on top of the app's, which arrive
 * with the account routes' lazy chunk rather than in the entry bundle.
 */
export function AccountProviders({ children }: { children: ReactNode }) {
  return (
    <AccountQueryClient>
      <AccountMessages>{children}</AccountMessages>
    </AccountQueryClient>
  );
}

function AccountQueryClient({ children }: { children: ReactNode }) {
  const parent = useContext(QueryClientContext);
  const client = useMemo(
    () =>
      parent ??
      new QueryClient({
        // No retries anywhere in the web app (flows §0): a session-timeout answer comes once.
        defaultOptions: {
          queries: { retry: false, refetchOnWindowFocus: false },
          mutations: { retry: false },
        },
      }),
    [parent],
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** Lays the account messages over the page's (the billing pages reuse the guard and its words). */
export function AccountMessages({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const messages = useMemo(
    () => ({ ...intl.messages, ...accountCatalog[locale] }) as Record<string, string>,
    [intl.messages, locale],
  );
  return (
    <IntlProvider locale={locale} defaultLocale={intl.defaultLocale} messages={messages}>
      {children}
    </IntlProvider>
  );
}
