import type { Locale } from '@orbit/domain';
import { type ReactNode, useMemo } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { Catalog } from './catalog.ts';

/**
 * Lays a folder's messages over the ones already in scope (the app's, or an outer layer's), so a
 * feature's text arrives with its lazy chunk instead of the entry bundle. Layers nest; an id in a
 * later layer wins. `catalog` should be a module-level constant: a new object each render would
 * rebuild the messages every time.
 */
export function CatalogLayer({ catalog, children }: { catalog: Catalog; children: ReactNode }) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  // The build turns every message file into ICU ASTs, so both halves share one form.
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
