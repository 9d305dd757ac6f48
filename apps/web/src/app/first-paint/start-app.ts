import { loadAppConfig } from '../../shared/config/load-config.ts';
import { type AppInstance, createAppInstance } from '../app-instance.tsx';
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
 * Starts the app up to its first screen before anything renders (ADR 083): the configuration
 * (inlined in the page, so no round trip), the services, and the router with the first URL's
 * route modules loaded and its guard passed (env-info inlined too). What renders then is the
 * page itself, the same on the server that prerenders it and in the browser that hydrates it.
 */
export async function startApp(runtime: AppRuntime): Promise<AppInstance> {
  const config = await loadAppConfig({
    hostname: runtime.hostname,
    buildHash: runtime.buildHash,
    fetch: runtime.fetch,
    inlinedFiles: runtime.startup?.configFiles,
  });
  const app = createAppInstance(config, runtime);
  await initialized(app.router);
  return app;
}
