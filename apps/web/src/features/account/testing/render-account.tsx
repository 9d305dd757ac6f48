import { type Country, type Locale, parseFeatureFlags } from '@orbit/domain';
import { createCareRequester, platformCalls } from '@orbit/sdk';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { catalog } from '../../../app/catalog.ts';
import { type AnalyticsTarget, createDataLayer } from '../../../shared/analytics/data-layer.ts';
import type { AppConfig } from '../../../shared/config/app-config.ts';
import type { ErrorReporter } from '../../../shared/errors/error-reporter.ts';
import { I18nProvider } from '../../../shared/i18n/i18n-provider.tsx';
import { createPageLoading } from '../../../shared/loading/page-loading.ts';
import { AppQueryClientProvider } from '../../../shared/services/app-query-client-provider.tsx';
import { type AppServices, AppServicesProvider } from '../../../shared/services/app-services.tsx';
import { createWebSdk } from '../../../shared/services/orbit-sdk.ts';
import {
  CA_SETTINGS,
  COUNTRY_CONFIG,
  commonConfig,
  US_SETTINGS,
} from '../../../testing/fake-server.ts';
import { Component as DashboardPage } from '../pages/dashboard.tsx';
import { Component as ManagePage } from '../pages/manage.tsx';
import type { FakeAccountServer } from './account-fakes.ts';

export interface RenderAccountOptions {
  url?: string;
  /** The fake server the care calls reach, with the spies that answer them. */
  care: Pick<FakeAccountServer, 'server'>;
  country?: Country;
  locale?: Locale;
}

function configFor(country: Country): AppConfig {
  const { featureFlags: _flags, ...common } = commonConfig({});
  const { featureFlags: _countryFlags, ...settings } = country === 'ca' ? CA_SETTINGS : US_SETTINGS;
  return {
    ...common,
    ...settings,
    country,
    variants: [],
    apiBaseUrl: '/services',
    siteUrls: COUNTRY_CONFIG.siteUrls,
    featureFlags: parseFeatureFlags({}),
    buildHash: 'test-build',
  };
}

/**
 * Renders the account pages on their routes with the app's messages and services, their care
 * calls answered by the fake server of `care`. Sign-in and the account lookup are stand-ins that
 * say where the visitor landed.
 */
export function renderAccount({
  url = '/account/manage',
  care,
  country = 'us',
  locale = country === 'ca' ? 'en-CA' : 'en-US',
}: RenderAccountOptions) {
  const target: AnalyticsTarget = {};
  const dataLayer = createDataLayer(target);
  const errors: ErrorReporter = {
    handleCareError: vi.fn(),
    handleWindowError: vi.fn(),
    handleUnhandledRejection: vi.fn(),
    reportBusinessError: vi.fn(),
    reportSystemError: vi.fn(),
    reportAppError: vi.fn(),
  };
  const pageLoading = createPageLoading();
  // As the app wires it: failures that do not skip it reach the global handler.
  const careRequester = createCareRequester({
    baseUrl: '/services',
    fetch: care.server.fetch,
    onError: (error) => errors.handleCareError(error),
  });
  const services: AppServices = {
    config: configFor(country),
    careRequester,
    platformCalls: platformCalls(careRequester),
    // Made, never started: the account pages use only the care calls.
    sdk: createWebSdk({ serviceOrigin: 'https://care.orbitradio.com', fetch: care.server.fetch }),
    dataLayer,
    logger: { log: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() },
    errors,
    pageLoading,
    navigator: { assign: vi.fn(), reload: vi.fn() },
    serverState: { client: undefined },
  };
  const router = createMemoryRouter(
    [
      {
        path: '/account/manage/*',
        element: <ManagePage />,
        handle: { titleKey: 'route.accountManage.title' },
      },
      {
        path: '/account/*',
        element: <DashboardPage />,
        handle: { titleKey: 'route.accountDashboard.title' },
      },
      { path: '/sign-in', element: <h1>Sign-in stand-in</h1> },
      { path: '/subscribe/checkout/flepz', element: <h1>Account lookup stand-in</h1> },
      { path: '*', element: <h1>Elsewhere</h1> },
    ],
    { initialEntries: [url] },
  );
  render(
    <AppServicesProvider services={services}>
      <I18nProvider country={country} initialLocale={locale} catalog={catalog}>
        <AppQueryClientProvider>
          <RouterProvider router={router} />
        </AppQueryClientProvider>
      </I18nProvider>
    </AppServicesProvider>,
  );
  return {
    router,
    server: care.server,
    target,
    dataLayer,
    errors,
    pageLoading,
    location() {
      const { pathname, search } = router.state.location;
      return `${pathname}${search}`;
    },
    userErrors() {
      return (target.digitalData?.errorInfo.frontEndError ?? []).map((error) => [
        error.errorName,
        error.errorCode,
      ]);
    },
  };
}
