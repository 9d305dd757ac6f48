import { countryFromHost, type Locale } from '@orbit/domain';
import { Suspense, useEffect, useRef, useState } from 'react';
import { RouterProvider } from 'react-router';
import { I18nProvider } from '../shared/i18n/i18n-provider.tsx';
import { initialLocale } from '../shared/i18n/locale.ts';
import { AppQueryClientProvider } from '../shared/services/app-query-client-provider.tsx';
import { AppServicesProvider } from '../shared/services/app-services.tsx';
import { type AppInstance, createAppInstance } from './app-instance.tsx';
import { catalog } from './catalog.ts';
import { loadConfigAndShellWords } from './first-paint/start-app.ts';
import type { AppRuntime } from './runtime.ts';
import { StartupLoader } from './shell/page-loader.tsx';
import { StartupErrorScreen, UnreachableScreen } from './shell/startup-error-screen.tsx';

type StartState =
  | { status: 'loading' }
  | { status: 'ready'; app: AppInstance }
  | { status: 'failed' };

/**
 * The whole app: language from the host and `langpref`, then the configuration, then the router.
 * While the configuration loads the loader shows; if it cannot load, a translated "try again" screen.
 */
export function App({
  runtime,
  onReady,
  started,
}: {
  runtime: AppRuntime;
  onReady?: (app: AppInstance) => void;
  /** An app already started up to its first screen (ADR 083: prerendered, then hydrated). */
  started?: AppInstance;
}) {
  const [country] = useState(() => countryFromHost(runtime.hostname));
  const [locale] = useState(() => initialLocale(country, runtime.initialSearch));
  const [state, setState] = useState<StartState>(
    started ? { status: 'ready', app: started } : { status: 'loading' },
  );
  // The language on screen, switched by the toggle: the running app's page loads follow it.
  const shownLocale = useRef<Locale>(locale);
  const running = useRef<AppInstance | undefined>(started);
  const [attempt, setAttempt] = useState(0);
  // Re-renders once the shell's words are here, so the loader shows before the configuration.
  const [, setShellWordsIn] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the start-up on "Try again".
  useEffect(() => {
    // Started before the first render: it lives as long as the page.
    if (started) {
      onReady?.(started);
      return;
    }
    let cancelled = false;
    let app: AppInstance | undefined;
    // The shell's words in the visitor's language load beside the configuration (ADR 082).
    catalog.load(locale).then(
      () => !cancelled && setShellWordsIn(true),
      () => {},
    );
    loadConfigAndShellWords(runtime, locale).then(
      (config) => {
        if (cancelled) return;
        app = createAppInstance(config, runtime, shownLocale.current);
        running.current = app;
        onReady?.(app);
        setState({ status: 'ready', app });
      },
      (error: unknown) => {
        if (cancelled) return;
        console.error('Orbit Care could not load its configuration or its messages.', error);
        setState({ status: 'failed' });
      },
    );
    return () => {
      cancelled = true;
      app?.dispose();
    };
  }, [runtime, attempt, onReady, started]);

  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  };
  // Nothing to say before the shell's words are here; if they could not come, only "try again".
  if (!catalog.peek(locale)) {
    return state.status === 'failed' ? <UnreachableScreen onRetry={retry} /> : null;
  }

  return (
    <I18nProvider
      country={country}
      initialLocale={locale}
      catalog={catalog}
      documentElement={runtime.document?.documentElement}
      onLocaleShown={(shown) => {
        shownLocale.current = shown;
        running.current?.showLocale(shown);
      }}
    >
      {state.status === 'loading' ? <StartupLoader /> : null}
      {state.status === 'failed' ? <StartupErrorScreen onRetry={retry} /> : null}
      {state.status === 'ready' ? (
        <AppServicesProvider services={state.app.services}>
          {/* Every page reads or submits through the one query client (ADR 121). */}
          <AppQueryClientProvider>
            {/* A page whose messages are still on their way waits behind the loader. */}
            <Suspense fallback={<StartupLoader />}>
              <RouterProvider router={state.app.router} />
            </Suspense>
          </AppQueryClientProvider>
        </AppServicesProvider>
      ) : null}
    </I18nProvider>
  );
}
