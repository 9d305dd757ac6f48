import type { Locale } from '@orbit/domain';
import { type ReactNode, useMemo } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { infoCollectionCatalog } from './messages/index.ts';

/** Lays this folder's messages over the app's, so they arrive with the page, not the entry bundle. */
export function InfoCollectionMessages({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const messages = useMemo(
    () => ({ ...intl.messages, ...infoCollectionCatalog[locale] }) as Record<string, string>,
    [intl.messages, locale],
  );
  return (
    <IntlProvider locale={locale} defaultLocale={intl.defaultLocale} messages={messages}>
      {children}
    </IntlProvider>
  );
}
