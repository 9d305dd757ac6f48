import { useEffect, useSyncExternalStore } from 'react';
import { Outlet } from 'react-router';
import type { SessionTimeout } from '../../features/session/session-timeout.ts';
import { SessionTimeoutModal } from '../../features/session/session-timeout-modal.tsx';
import { useLocale } from '../../shared/i18n/i18n-provider.tsx';
import { useT } from '../../shared/i18n/use-t.ts';
import { useRouteHandle } from '../../shared/routing/route-handle.ts';
import { useDocumentTitle } from '../../shared/routing/use-document-title.ts';
import { useAppServices } from '../../shared/services/app-services.tsx';
import { AppShell } from './app-shell.tsx';
import { PageLoader } from './page-loader.tsx';

/**
 * The root route's element: the document title from route data, the shell around the page, the
 * full-page loader and the session-timeout modal.
 */
export function RootLayout({ sessionTimeout }: { sessionTimeout: SessionTimeout }) {
  const { config, pageLoading, dataLayer } = useAppServices();
  const { locale } = useLocale();
  const t = useT();
  const { titleKey } = useRouteHandle();
  const loading = useSyncExternalStore(pageLoading.subscribe, pageLoading.get, pageLoading.get);

  useEffect(() => {
    dataLayer.update('customerInfo', { language: locale });
  }, [dataLayer, locale]);

  useDocumentTitle(titleKey ? t('app.pageTitle', { page: t(titleKey) }) : t('app.title'));
  return (
    <>
      <div inert={loading}>
        <AppShell
          links={{
            home: config.dotComUrl,
            help: config.care.helpUrl,
            contact: config.care.contactUrl,
          }}
        >
          <Outlet />
        </AppShell>
      </div>
      <PageLoader />
      <SessionTimeoutModal sessionTimeout={sessionTimeout} />
    </>
  );
}
