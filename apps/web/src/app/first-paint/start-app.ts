import { countryFromHost, type Locale } from '@orbit/domain';
import type { AppConfig } from '../../shared/config/app-config.ts';
import { loadAppConfig } from '../../shared/config/load-config.ts';
import { initialLocale } from '../../shared/i18n/locale.ts';
import { type AppInstance, createAppInstance } from '../app-instance.tsx';
import { catalog } from '../catalog.ts';
import type { AppRouter, AppRuntime } from '../runtime.ts';

function initialized(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * The configuration (the files inlined in the page, else fetched) and the shell's words in the
 * visit's language (ADR 082), side by side: what the app needs before anything of its own shows.
 */
export async function loadConfigAndShellWords(
  runtime: AppRuntime,
  locale: Locale,
): Promise<AppConfig> {
  const [config] = await Promise.all([
    loadAppConfig({
      hostname: runtime.hostname,
      buildHash: runtime.buildHash,
      fetch: runtime.fetch,
      inlinedFiles: runtime.startup?.configFiles,
    }),
    catalog.load(locale),
  ]);
  return config;
}

/**
 * Starts the app up to its first screen before anything renders (ADR 083): the configuration
 * (inlined in the page, so no round trip), the services, and the router with the first URL's
 * route modules loaded and its guard passed (env-info inlined too), and the words of the shell and
 * of that page in the visit's language (ADR 082; the page names their files for preloading). What
 * renders then is the page itself, the same on the server that prerenders it and in the browser
 * that hydrates it, with nothing left to suspend on.
 */
export async function startApp(
  runtime: AppRuntime,
  /** Between its steps: the browser's start-up ends a task there (ADR 094); the server goes on. */
  between: () => Promise<void> = () => Promise.resolve(),
): Promise<AppInstance> {
  const locale = initialLocale(countryFromHost(runtime.hostname), runtime.initialSearch);
  const config = await loadConfigAndShellWords(runtime, locale);
  await between();
  // The first route's lazy() loads the page's words in this language before the router is ready.
  const app = createAppInstance(config, runtime, locale);
  await between();
  await initialized(app.router);
  return app;
}
