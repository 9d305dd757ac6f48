import type { Locale } from '@orbit/domain';
import { createCareRequester, platformCalls } from '@orbit/sdk';
import { createPath } from 'react-router';
import { createSessionBootstrap } from '../features/session/session-bootstrap.ts';
import { createSessionTimeout, type SessionTimeout } from '../features/session/session-timeout.ts';
import { createDataLayer } from '../shared/analytics/data-layer.ts';
import type { AppConfig } from '../shared/config/app-config.ts';
import { errorPageState } from '../shared/errors/error-page-state.ts';
import { createErrorReporter, type ErrorReporter } from '../shared/errors/error-reporter.ts';
import { loadMadeCatalogs } from '../shared/i18n/catalog.ts';
import { createPageLoading } from '../shared/loading/page-loading.ts';
import { createRemoteLogger } from '../shared/logging/remote-logger.ts';
import type { AppServices } from '../shared/services/app-services.tsx';
import { careCallsFor } from '../shared/services/care-calls.ts';
import { createWebSdk, orbitSessionFor } from '../shared/services/orbit-sdk.ts';
import { ERROR_PATH } from './route-table.ts';
import { createRoutes } from './router.tsx';
import { trackNavigation } from './routing/navigation-tracker.ts';
import { createRootGuard } from './routing/root-guard.ts';
import type { AppRouter, AppRuntime } from './runtime.ts';
import { PageLoader } from './shell/page-loader.tsx';
import { RootLayout } from './shell/root-layout.tsx';
import { RouteErrorBoundary } from './shell/route-error-boundary.tsx';

/** One running app: its services, its router, and how to stop it. */
export interface AppInstance {
  services: AppServices;
  router: AppRouter;
  sessionTimeout: SessionTimeout;
  /** Told the language now on screen (the toggle changes it): later pages load their words in it. */
  showLocale(locale: Locale): void;
  dispose(): void;
}

/**
 * Wires the app once the configuration is known: the care requester (its successful responses feed
 * the inactivity timer, its failures the global error handler) with only the platform calls bound
 * here (pages bind the other care calls they use), logging, analytics, the session bootstrap, the
 * router, navigation tracking and the window error listeners.
 */
export function createAppInstance(
  config: AppConfig,
  runtime: AppRuntime,
  /** The language the visit starts in; `showLocale` follows the toggle from then on. */
  firstLocale: Locale,
): AppInstance {
  let shownLocale = firstLocale;
  const pageLoading = createPageLoading();
  const sessionTimeout = createSessionTimeout({ timers: runtime.timers });
  const dataLayer = createDataLayer(runtime.analyticsTarget);
  // Created last (it needs everything else); the closures below only run once it exists.
  let router: AppRouter | undefined;

  const careRequester = createCareRequester({
    baseUrl: config.apiBaseUrl,
    fetch: runtime.fetch,
    onSuccessfulResponse: () => sessionTimeout.touch(),
    onError: (error) => errors.handleCareError(error),
  });
  const platform = careCallsFor(careRequester, platformCalls);
  const logger = createRemoteLogger({
    send: (input) => platform.logMessage(input),
    currentUrl: () => (router ? createPath(router.state.location) : '/'),
    referrer: runtime.referrer,
  });
  const errors: ErrorReporter = createErrorReporter({
    dataLayer,
    logger,
    origin: runtime.origin,
    navigateToErrorPage: (failedRequestId) => {
      if (!router) return;
      const { navigation, location } = router.state;
      const target = navigation.state === 'idle' ? location : (navigation.location ?? location);
      if (target.pathname !== ERROR_PATH) {
        void router.navigate(ERROR_PATH, { state: errorPageState(failedRequestId) });
      }
    },
    openSessionTimeout: () => sessionTimeout.expire(),
    stopLoader: () => pageLoading.set(false),
  });
  const session = createSessionBootstrap({
    care: platform,
    sessionTimeout,
    onEnvInfo: (info) => dataLayer.update('customerInfo', { sessionId: info.sessionInfo.id }),
    inlined: runtime.startup?.envInfo,
  });

  dataLayer.update('meta', { buildVersion: config.buildHash, country: config.country });
  dataLayer.setAuthenticationStatus('Unidentified users');

  // One SDK for the whole app, on this page's origin. It fetches nothing until a feature needs the
  // session (useOrbitSession) — or right away when the client SDK integration is switched on.
  const sdk = createWebSdk({ serviceOrigin: runtime.origin, fetch: runtime.fetch });
  if (config.featureFlags.enableClientSDKIntegration) {
    void orbitSessionFor(sdk)
      .ensureStarted()
      .catch(() => {});
  }

  const services: AppServices = {
    config,
    careRequester,
    platformCalls: platform,
    sdk,
    dataLayer,
    logger,
    errors,
    pageLoading,
    navigator: runtime.navigator,
    // Filled by the first page that reads server state (ADR 014): TanStack Query loads with it.
    serverState: { client: undefined, firstQueries: runtime.startup?.firstQueries },
  };

  const appRouter = runtime.createRouter(
    createRoutes({
      flags: config.featureFlags,
      accountCentreLoginUrl: config.accountCentre.loginUrl,
      navigator: runtime.navigator,
      rootGuard: createRootGuard(session, sessionTimeout),
      layout: <RootLayout sessionTimeout={sessionTimeout} />,
      errorElement: <RouteErrorBoundary />,
      hydrateFallback: <PageLoader />,
      pageMessages: () => loadMadeCatalogs(shownLocale),
    }),
  );
  router = appRouter;

  const stopTracking = trackNavigation({
    router: appRouter,
    pageLoading,
    body: runtime.document?.body,
    scrollToTop: runtime.scrollToTop,
    onNavigationEnd: (location) => dataLayer.trackPage(location.pathname),
  });

  const onWindowError = (event: Event) => errors.handleWindowError(event as ErrorEvent);
  const onRejection = (event: Event) =>
    errors.handleUnhandledRejection((event as PromiseRejectionEvent).reason);
  runtime.events?.addEventListener('error', onWindowError);
  runtime.events?.addEventListener('unhandledrejection', onRejection);

  return {
    services,
    router: appRouter,
    sessionTimeout,
    showLocale(locale) {
      shownLocale = locale;
    },
    dispose() {
      stopTracking();
      runtime.events?.removeEventListener('error', onWindowError);
      runtime.events?.removeEventListener('unhandledrejection', onRejection);
      sessionTimeout.dispose();
      // Nothing the instance cached outlives it.
      services.serverState.client?.clear();
      sdk.dispose();
      appRouter.dispose();
    },
  };
}
