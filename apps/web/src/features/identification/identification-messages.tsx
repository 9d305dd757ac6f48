import type { Locale } from '@orbit/domain';
import { type ReactNode, useMemo } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { Catalog } from '../../shared/i18n/catalog.ts';
import { identificationCatalog } from './messages/index.ts';

/**
 * Lays this folder's messages over the page's, so the lookup components can sit in any page (a
 * checkout today, the identification pages later) without each page listing their catalog, and
 * without putting them in the entry bundle. `catalog` names another of this folder's catalogs
 * (the account lookup's); layers nest.
 */
export function IdentificationMessages({
  children,
  catalog = identificationCatalog,
}: {
  children: ReactNode;
  catalog?: Catalog;
}) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const messages = useMemo(
    () => ({ ...intl.messages, ...catalog[locale] }) as Record<string, string>,
    [intl.messages, locale, catalog],
  );
  return (
    <IntlProvider locale={locale} defaultLocale={intl.defaultLocale} messages={messages}>
      {children}
    </IntlProvider>
  );
}
