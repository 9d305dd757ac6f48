import { type Country, type Locale, parseFeatureFlags } from '@orbit/domain';
import { type CareRequester, type OrbitSdk, platformCalls } from '@orbit/sdk';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { catalog } from '../../../app/catalog.ts';
import { type AnalyticsTarget, createDataLayer } from '../../../shared/analytics/data-layer.ts';
import type { AppConfig } from '../../../shared/config/app-config.ts';
import type { ErrorReporter } from '../../../shared/errors/error-reporter.ts';
import { I18nProvider } from '../../../shared/i18n/i18n-provider.tsx';
import { createPageLoading } from '../../../shared/loading/page-loading.ts';
import { type AppServices, AppServicesProvider } from '../../../shared/services/app-services.tsx';
import { CA_SETTINGS, commonConfig, US_SETTINGS } from '../../../testing/fake-server.ts';
import type { AccountCalls } from '../account-calls.ts';
import { AccountCallsProvider } from '../account-calls-context.tsx';
import { Component as DashboardPage } from '../pages/dashboard.tsx';
import { Component as ManagePage } from '../pages/manage.tsx';

export interface RenderAccountOptions {
  url?: string;
  calls: AccountCalls;
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
    featureFlags: parseFeatureFlags({}),
    buildHash: 'test-build',
  };
}

/**
 * Renders the account pages on their routes with the app's messages and services, and `calls`
 * (fakes) in place of the care API. Sign-in and the account lookup are stand-ins that say
 * where the visitor landed.
 */
export function renderAccount({
  url = '/account/manage',
  calls,
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
  // The pages call `calls`; any care call that reaches the API is a test that forgot a fake.
  const careRequester: CareRequester = () =>
    Promise.reject(new Error('renderAccount has no care API: give the pages `calls`.'));
  const services: AppServices = {
    config: configFor(country),
    careRequester,
    platformCalls: platformCalls(careRequester),
    sdk: {} as OrbitSdk,
    dataLayer,
    logger: { log: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() },
    errors,
    pageLoading,
    navigator: { assign: vi.fn(), reload: vi.fn() },
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
        <AccountCallsProvider calls={calls}>
          <RouterProvider router={router} />
        </AccountCallsProvider>
      </I18nProvider>
    </AppServicesProvider>,
  );
  return {
    router,
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
