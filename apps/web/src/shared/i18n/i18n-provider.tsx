import { type Country, LOCALES_BY_COUNTRY, type Locale } from '@orbit/domain';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { IntlProvider } from 'react-intl';
import type { Catalog } from './catalog.ts';

interface LocaleState {
  locale: Locale;
  /** The locales this country offers, in toggle order (one for the US, two for Canada). */
  locales: readonly Locale[];
  setLocale(locale: Locale): void;
}

const LocaleContext = createContext<LocaleState | null>(null);

export interface I18nProviderProps {
  country: Country;
  initialLocale: Locale;
  catalog: Catalog;
  /** Where `<html lang>` is kept in sync; the document in a browser. */
  documentElement?: HTMLElement | undefined;
  children: ReactNode;
}

export function I18nProvider({
  country,
  initialLocale,
  catalog,
  documentElement,
  children,
}: I18nProviderProps) {
  const locales = LOCALES_BY_COUNTRY[country];
  const [locale, setLocaleState] = useState<Locale>(
    locales.includes(initialLocale) ? initialLocale : (locales[0] ?? initialLocale),
  );

  useEffect(() => {
    if (documentElement) documentElement.lang = locale;
  }, [documentElement, locale]);

  const value = useMemo<LocaleState>(
    () => ({
      locale,
      locales,
      setLocale: (next) => {
        if (locales.includes(next)) setLocaleState(next);
      },
    }),
    [locale, locales],
  );

  return (
    <LocaleContext value={value}>
      <IntlProvider locale={locale} defaultLocale="en-US" messages={catalog[locale]}>
        {children}
      </IntlProvider>
    </LocaleContext>
  );
}

export function useLocale(): LocaleState {
  const state = useContext(LocaleContext);
  if (!state) throw new Error('useLocale must be used inside <I18nProvider>.');
  return state;
}
