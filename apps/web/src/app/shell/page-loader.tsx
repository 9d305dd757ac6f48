import { useT } from '../../shared/i18n/use-t.ts';
import { usePageLoadingFlag } from '../../shared/loading/page-loading.ts';
import { useAppServices } from '../../shared/services/app-services.tsx';
import { FullPageLoader } from '../../shared/ui/full-page-loader.tsx';

/** The full-page loader, shown while the page-data-loading flag is up. */
export function PageLoader() {
  const { pageLoading } = useAppServices();
  const loading = usePageLoadingFlag(pageLoading);
  const t = useT();
  return loading ? <FullPageLoader label={t('ui.loader.label')} /> : null;
}

/** The loader before anything else exists (while the configuration loads). */
export function StartupLoader() {
  const t = useT();
  return <FullPageLoader label={t('ui.loader.label')} />;
}
