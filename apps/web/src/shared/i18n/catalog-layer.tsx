import type { Locale } from '@orbit/domain';
import { type ReactNode, useContext, useEffect, useMemo } from 'react';
import { readOrSuspend } from '../loading/read-or-suspend.ts';
import type { Catalog } from './catalog.ts';
import { CatalogsOnScreenContext } from './i18n-provider.tsx';
import { IntlProvider, useIntl } from './intl.tsx';

/**
 * Lays a folder's messages over the ones already in scope (the app's, or an outer layer's), so a
 * feature's text arrives with its lazy chunk instead of the entry bundle, in the reader's language
 * only (ADR 082). Until that language's messages are here it suspends; a language switch loads
 * them before the page changes language. Layers nest; an id in a later layer wins. `catalog`
 * should be a module-level constant.
 */
export function CatalogLayer({ catalog, children }: { catalog: Catalog; children: ReactNode }) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const catalogsOnScreen = useContext(CatalogsOnScreenContext);
  const own = readOrSuspend(catalog.load(locale));
  useEffect(() => catalogsOnScreen?.show(catalog), [catalogsOnScreen, catalog]);
  // The build turns every message file into ICU ASTs, so both halves share one form.
  const messages = useMemo(
    () => ({ ...intl.messages, ...own }) as Record<string, string>,
    [intl.messages, own],
  );
  return (
    <IntlProvider locale={locale} defaultLocale={intl.defaultLocale} messages={messages}>
      {children}
    </IntlProvider>
  );
}
