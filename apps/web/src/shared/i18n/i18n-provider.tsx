import { type Country, LOCALES_BY_COUNTRY, type Locale } from '@orbit/domain';
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { readOrSuspend } from '../loading/read-or-suspend.ts';
import { FullPageLoader } from '../ui/full-page-loader.tsx';
import type { Catalog } from './catalog.ts';
import { IntlProvider } from './intl.tsx';
import { useT } from './use-t.ts';

interface LocaleState {
  locale: Locale;
  /** The locales this country offers, in toggle order (one for the US, two for Canada). */
  locales: readonly Locale[];
  /**
   * Switches language: the new language's words for everything on screen load first, behind the
   * full-page loader, then the page changes language all at once.
   */
  setLocale(locale: Locale): void;
}

const LocaleContext = createContext<LocaleState | null>(null);

/** Where a `CatalogLayer` says it is on screen, so a language switch loads its words too. */
export type CatalogsOnScreen = { show(catalog: Catalog): () => void };
export const CatalogsOnScreenContext = createContext<CatalogsOnScreen | null>(null);

export interface I18nProviderProps {
  country: Country;
  initialLocale: Locale;
  /** The shell's messages (loaded before the first render by the app's start-up). */
  catalog: Catalog;
  /** Where `<html lang>` is kept in sync; the document in a browser. */
  documentElement?: HTMLElement | undefined;
  /** Told the language once the page shows it (the router's page loads follow it). */
  onLocaleShown?: ((locale: Locale) => void) | undefined;
  children: ReactNode;
}

export function I18nProvider({
  country,
  initialLocale,
  catalog,
  documentElement,
  onLocaleShown,
  children,
}: I18nProviderProps) {
  const locales = LOCALES_BY_COUNTRY[country];
  const [locale, setLocaleState] = useState<Locale>(
    locales.includes(initialLocale) ? initialLocale : (locales[0] ?? initialLocale),
  );
  const [switching, setSwitching] = useState(false);
  const onScreen = useRef(new Map<Catalog, number>());
  const lastSwitch = useRef(0);
  const messages = readOrSuspend(catalog.load(locale));

  useEffect(() => {
    if (documentElement) documentElement.lang = locale;
    onLocaleShown?.(locale);
  }, [documentElement, locale, onLocaleShown]);

  const catalogsOnScreen = useMemo<CatalogsOnScreen>(
    () => ({
      show(shown) {
        const screen = onScreen.current;
        screen.set(shown, (screen.get(shown) ?? 0) + 1);
        return () => {
          const left = (screen.get(shown) ?? 1) - 1;
          if (left > 0) screen.set(shown, left);
          else screen.delete(shown);
        };
      },
    }),
    [],
  );

  const setLocale = useCallback(
    (next: Locale) => {
      if (!locales.includes(next)) return;
      const attempt = ++lastSwitch.current;
      setSwitching(true);
      const needed = [catalog, ...onScreen.current.keys()];
      Promise.all(needed.map((shown) => shown.load(next))).then(
        () => {
          if (attempt !== lastSwitch.current) return;
          // One commit: the new language and the loader's end; a page that mounts a catalog not
          // yet here keeps the loader up (the transition waits) instead of showing half of it.
          startTransition(() => {
            setLocaleState(next);
            setSwitching(false);
          });
        },
        (error: unknown) => {
          if (attempt !== lastSwitch.current) return;
          // Offline, say: the page stays whole in the language it was in.
          console.error(`Orbit Care could not load the ${next} messages.`, error);
          setSwitching(false);
        },
      );
    },
    [catalog, locales],
  );

  const value = useMemo<LocaleState>(
    () => ({ locale, locales, setLocale }),
    [locale, locales, setLocale],
  );

  return (
    <LocaleContext.Provider value={value}>
      <CatalogsOnScreenContext.Provider value={catalogsOnScreen}>
        <IntlProvider locale={locale} defaultLocale="en-US" messages={messages}>
          {children}
          {switching ? <SwitchingLoader /> : null}
        </IntlProvider>
      </CatalogsOnScreenContext.Provider>
    </LocaleContext.Provider>
  );
}

function SwitchingLoader() {
  const t = useT();
  return <FullPageLoader label={t('ui.loader.label')} />;
}

export function useLocale(): LocaleState {
  const state = useContext(LocaleContext);
  if (!state) throw new Error('useLocale must be used inside <I18nProvider>.');
  return state;
}
