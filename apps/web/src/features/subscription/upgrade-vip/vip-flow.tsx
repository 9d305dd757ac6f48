import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { trackPageLoaded } from '../../../shared/analytics/page-loaded.ts';
import { CatalogLayer } from '../../../shared/i18n/catalog-layer.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { usePageLoadingWhile } from '../../../shared/loading/use-page-loading-while.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { buttonClassName, Card } from '../../../shared/ui/index.ts';
import { SubscriptionProviders } from '../subscription-providers.tsx';
import { vipCatalog } from './messages/index.ts';
import styles from './upgrade-vip.module.css';
import { type VipLink, type VipPage, vipLinkOf, vipPageOf, vipPathOf } from './vip-link.ts';
import { VipStarted } from './vip-page.tsx';
import { vipEntryQuery } from './vip-queries.ts';

/**
 * Where a closed subscription's VIP goes (flows §4.5 `fallback`, errorCode 109): a new
 * subscription is the satellite checkout's, on the link's program.
 */
const SATELLITE_CHECKOUT_PATH = '/subscribe/checkout/purchase/satellite/organic';

/**
 * Platinum VIP (flows §4.5): the link's page with its "upgrading devices" and thanks, the link's
 * default error and the fallback; any other path under `upgrade-vip/` is the app's error page.
 */
export function UpgradeVipFlow() {
  return (
    <SubscriptionProviders>
      <CatalogLayer catalog={vipCatalog}>
        <VipDoor />
      </CatalogLayer>
    </SubscriptionProviders>
  );
}

function VipDoor() {
  const { pathname, search } = useLocation();
  const page = vipPageOf(pathname);
  const link = useMemo(() => vipLinkOf(search), [search]);
  if (page === undefined) return <Navigate to="/error" replace />;
  if (page === 'error') return <VipLinkProblem />;
  if (page === 'fallback') {
    const programCode = link?.programCode ?? new URLSearchParams(search).get('programCode');
    const query = programCode ? `?programcode=${encodeURIComponent(programCode)}` : '';
    return <Navigate to={`${SATELLITE_CHECKOUT_PATH}${query}`} replace />;
  }
  if (
    !link ||
    page === 'flepz' ||
    page === 'add-second-radio' ||
    page === 'add-second-radio/thanks'
  ) {
    return <Navigate to={`${vipPathOf('error')}${search}`} replace />;
  }
  return <VipOpened link={link} page={page} />;
}

function VipOpened({ link, page }: { link: VipLink; page: VipPage }) {
  const services = useAppServices();
  const { search } = useLocation();
  const entry = useQuery(vipEntryQuery(services, link));
  usePageLoadingWhile(services.pageLoading, entry.isPending);
  const outcome = entry.data;
  if (!outcome) return null;
  if (outcome.kind === 'failed') return <Navigate to="/error" replace />;
  if (outcome.kind === 'badLink') return <Navigate to={`${vipPathOf('error')}${search}`} replace />;
  return <VipStarted link={link} entry={outcome} page={page} />;
}

/** The link's default error (flows §4.5): not a good link, or no longer; the plans on sale instead. */
function VipLinkProblem() {
  const t = useT();
  const { dataLayer } = useAppServices();
  useEffect(() => {
    trackPageLoaded(dataLayer, { flowName: 'upgrade-vip', componentName: 'error' });
  }, [dataLayer]);
  return (
    <Card className={styles.page}>
      <h1 className={styles.title}>{t('vip.problem.title')}</h1>
      <p className={styles.lead}>{t('vip.problem.body')}</p>
      <div className={styles.actions}>
        <Link to="/subscribe" className={buttonClassName()}>
          {t('vip.problem.plans')}
        </Link>
      </div>
    </Card>
  );
}
