import { countryFromHost } from '@orbit/domain';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { loadAppConfig } from '../shared/config/load-config.ts';
import { I18nProvider } from '../shared/i18n/i18n-provider.tsx';
import { initialLocale } from '../shared/i18n/locale.ts';
import { AppServicesProvider } from '../shared/services/app-services.tsx';
import { type AppInstance, createAppInstance } from './app-instance.tsx';
import { catalog } from './catalog.ts';
import type { AppRuntime } from './runtime.ts';
import { StartupLoader } from './shell/page-loader.tsx';
import { StartupErrorScreen } from './shell/startup-error-screen.tsx';

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
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the start-up on "Try again".
  useEffect(() => {
    // Started before the first render: it lives as long as the page.
    if (started) {
      onReady?.(started);
      return;
    }
    let cancelled = false;
    let app: AppInstance | undefined;
    loadAppConfig({
      hostname: runtime.hostname,
      buildHash: runtime.buildHash,
      fetch: runtime.fetch,
      inlinedFiles: runtime.startup?.configFiles,
    }).then(
      (config) => {
        if (cancelled) return;
        app = createAppInstance(config, runtime);
        onReady?.(app);
        setState({ status: 'ready', app });
      },
      (error: unknown) => {
        if (cancelled) return;
        console.error('Orbit Care could not load its configuration.', error);
        setState({ status: 'failed' });
      },
    );
    return () => {
      cancelled = true;
      app?.dispose();
    };
  }, [runtime, attempt, onReady, started]);

  return (
    <I18nProvider
      country={country}
      initialLocale={locale}
      catalog={catalog}
      documentElement={runtime.document?.documentElement}
    >
      {state.status === 'loading' ? <StartupLoader /> : null}
      {state.status === 'failed' ? (
        <StartupErrorScreen
          onRetry={() => {
            setState({ status: 'loading' });
            setAttempt((count) => count + 1);
          }}
        />
      ) : null}
      {state.status === 'ready' ? (
        <AppServicesProvider services={state.app.services}>
          <RouterProvider router={state.app.router} />
        </AppServicesProvider>
      ) : null}
    </I18nProvider>
  );
}
