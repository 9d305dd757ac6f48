import type { Locale } from '@orbit/domain';
import { createCareRequester, platformCalls } from '@orbit/sdk';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { catalog } from '../../../app/catalog.ts';
import { type AnalyticsTarget, createDataLayer } from '../../../shared/analytics/data-layer.ts';
import { loadAppConfig } from '../../../shared/config/load-config.ts';
import { createErrorReporter } from '../../../shared/errors/error-reporter.ts';
import { I18nProvider } from '../../../shared/i18n/i18n-provider.tsx';
import { createPageLoading } from '../../../shared/loading/page-loading.ts';
import { createRemoteLogger } from '../../../shared/logging/remote-logger.ts';
import { AppQueryClientProvider } from '../../../shared/services/app-query-client-provider.tsx';
import { type AppServices, AppServicesProvider } from '../../../shared/services/app-services.tsx';
import { createWebSdk } from '../../../shared/services/orbit-sdk.ts';
import { createFakeServer, type FakeServer } from '../../../testing/fake-server.ts';
import { AccountGuard } from '../../account/index.ts';
import { BillingProviders } from '../billing-providers.tsx';
import { type FakeBillingServer, fakeBillingServer } from './billing-answers.ts';

export interface RenderBillingOptions {
  /** The fake server the calls reach, with the spies that answer them. */
  care?: FakeBillingServer;
  /** The first URL: path and query. */
  url?: string;
  host?: string;
  locale?: Locale;
  /** Behind the account area's guard, as the pay route is (it loads the account first). */
  guarded?: boolean;
}

/**
 * The app's services as start-up makes them, on a fake server (config, care API, service API,
 * gateway): what the billing screens read through `useAppServices`.
 */
export async function createTestServices(
  host = 'care.orbitradio.com',
  server: FakeServer = createFakeServer(),
) {
  const origin = `https://${host}`;
  const config = await loadAppConfig({ hostname: host, buildHash: 'test', fetch: server.fetch });
  const analyticsTarget: AnalyticsTarget = {};
  const dataLayer = createDataLayer(analyticsTarget);
  const logger = createRemoteLogger({
    send: async () => undefined,
    currentUrl: () => '/',
    referrer: () => '',
  });
  const reporter = {
    navigateToErrorPage: vi.fn<() => void>(),
    openSessionTimeout: vi.fn<() => void>(),
  };
  // As the app wires it: failures that do not skip it reach the global handler.
  const careRequester = createCareRequester({
    baseUrl: config.apiBaseUrl,
    fetch: server.fetch,
    onError: (error) => errors.handleCareError(error),
  });
  const errors = createErrorReporter({
    dataLayer,
    logger,
    origin,
    ...reporter,
    stopLoader: () => {},
  });
  const services: AppServices = {
    config,
    careRequester,
    platformCalls: platformCalls(careRequester),
    sdk: createWebSdk({ serviceOrigin: origin, fetch: server.fetch }),
    dataLayer,
    logger,
    errors,
    pageLoading: createPageLoading(),
    navigator: { assign: vi.fn(), reload: vi.fn() },
    serverState: { client: undefined },
  };
  return { services, server, reporter, analyticsTarget };
}

/**
 * Renders one billing screen as the app would (its providers, the app's messages and services,
 * a memory router), its calls answered by the fake server of `care`. Other routes render a
 * stand-in, so a test can read from the router where a link or a redirect went.
 */
export async function renderBilling(ui: ReactNode, options: RenderBillingOptions = {}) {
  const care = options.care ?? fakeBillingServer();
  const { services, reporter, analyticsTarget } = await createTestServices(
    options.host,
    care.server,
  );
  const { config } = services;
  const content = <BillingProviders>{ui}</BillingProviders>;
  // The guard reads the account from the same fake server.
  const element = options.guarded ? <AccountGuard>{content}</AccountGuard> : content;
  const router = createMemoryRouter(
    [
      { path: '/account/pay/*', element },
      { path: '/account/manage/billing', element },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [options.url ?? '/account/pay'] },
  );
  const locale = options.locale ?? (config.country === 'ca' ? 'en-CA' : 'en-US');
  const rendered = render(
    <I18nProvider country={config.country} initialLocale={locale} catalog={catalog}>
      <AppServicesProvider services={services}>
        <AppQueryClientProvider>
          <RouterProvider router={router} />
        </AppQueryClientProvider>
      </AppServicesProvider>
    </I18nProvider>,
  );
  return {
    unmount: rendered.unmount,
    care,
    server: care.server,
    services,
    router,
    reporter,
    analyticsTarget,
    location() {
      const { pathname, search } = router.state.location;
      return `${pathname}${search}`;
    },
    /** Every `appEventData` event name pushed so far. */
    events() {
      return (analyticsTarget.appEventData ?? []).map((event) => event.event);
    },
    userErrors() {
      return (analyticsTarget.digitalData?.errorInfo.frontEndError ?? []).map(
        (error) => `${error.errorName}:${error.errorCode}`,
      );
    },
    heading(name?: string) {
      return screen.findByRole('heading', { level: 1, ...(name === undefined ? {} : { name }) });
    },
  };
}

/** Any page outside billing: the test reads where it went from the router. */
function Elsewhere() {
  return <p data-testid="elsewhere" />;
}
