import type { CareRequester, OrbitSdk, PlatformCalls } from '@orbit/sdk';
import { createContext, type ReactNode, useContext } from 'react';
import type { DataLayer } from '../analytics/data-layer.ts';
import type { AppConfig } from '../config/app-config.ts';
import type { ErrorReporter } from '../errors/error-reporter.ts';
import type { PageLoading } from '../loading/page-loading.ts';
import type { RemoteLogger } from '../logging/remote-logger.ts';
import type { ExternalNavigator } from '../platform/external-navigator.ts';
import type { ServerState } from './server-state.ts';

/** The app-wide services, built once at start-up by `app/` and read by features through hooks. */
export interface AppServices {
  config: AppConfig;
  /**
   * The care API's transport, with the app's hooks (inactivity timer, global error handler). Features
   * bind the call groups they use to it: `useCareCalls(accountCalls)`, or `careCallsFor` outside React.
   */
  careRequester: CareRequester;
  /** The care calls start-up makes (session, logging), and credential recovery. */
  platformCalls: PlatformCalls;
  /** The Orbit SDK (identity, session); start it through `useOrbitSession()`. */
  sdk: OrbitSdk;
  dataLayer: DataLayer;
  logger: RemoteLogger;
  errors: ErrorReporter;
  pageLoading: PageLoading;
  navigator: ExternalNavigator;
  /**
   * The instance's one server-state cache, made when the app first renders its pages
   * (`AppQueryClientProvider`, ADR 121) and kept across navigations (ADR 014).
   */
  serverState: ServerState;
}

const AppServicesContext = createContext<AppServices | null>(null);

export function AppServicesProvider({
  services,
  children,
}: {
  services: AppServices;
  children: ReactNode;
}) {
  return <AppServicesContext.Provider value={services}>{children}</AppServicesContext.Provider>;
}

export function useAppServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error('useAppServices must be used inside <AppServicesProvider>.');
  return services;
}

export function useAppConfig(): AppConfig {
  return useAppServices().config;
}
