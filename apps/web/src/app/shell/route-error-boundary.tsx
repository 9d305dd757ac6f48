import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { useT } from '../../shared/i18n/use-t.ts';
import { useAppServices } from '../../shared/services/app-services.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { Card } from '../../shared/ui/card.tsx';
import { ERROR_PATH } from '../route-table.ts';
import { AppShell } from './app-shell.tsx';

/**
 * A page failed to load or render: report it as an app error and go to /error. If /error itself
 * fails, offer a reload instead of looping.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { errors, navigator, pageLoading, config } = useAppServices();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const t = useT();
  const reported = useRef(false);
  const onErrorPage = pathname === ERROR_PATH;

  useEffect(() => {
    if (reported.current) return;
    reported.current = true;
    errors.reportAppError(error);
    pageLoading.set(false);
    if (!onErrorPage) void navigate(ERROR_PATH, { replace: true });
  }, [error, errors, navigate, onErrorPage, pageLoading]);

  return (
    <AppShell
      links={{ home: config.dotComUrl, help: config.care.helpUrl, contact: config.care.contactUrl }}
    >
      <Card role="alert">
        <h1>{t('app.crash.heading')}</h1>
        <p>{t('app.crash.body')}</p>
        <Button onClick={() => navigator.reload()}>{t('app.crash.reload')}</Button>
      </Card>
    </AppShell>
  );
}
