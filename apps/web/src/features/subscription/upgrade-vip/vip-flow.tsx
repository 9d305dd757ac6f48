import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { trackPageLoaded } from '../../../shared/analytics/page-loaded.ts';
import { CatalogLayer } from '../../../shared/i18n/catalog-layer.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { OnDemandStep, usePreloadedSteps } from '../../../shared/loading/step-on-demand.tsx';
import { usePageLoadingWhile } from '../../../shared/loading/use-page-loading-while.ts';
import { appQueryClientOf } from '../../../shared/services/app-query-client.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { buttonClassName, Card } from '../../../shared/ui/index.ts';
import { SubscriptionProviders } from '../subscription-providers.tsx';
import { vipCatalog } from './messages/index.ts';
import styles from './upgrade-vip.module.css';
import { VipFind } from './vip-find.tsx';
import { type VipLink, type VipPage, vipLinkOf, vipPageOf, vipPathOf } from './vip-link.ts';
import {
  VIP_DOOR_OPENS,
  vipOwnSecondRadio,
  vipStarted,
  vipUpdatePage,
} from './vip-pages-on-demand.ts';
import {
  lookupQuery,
  type VipEntryOutcome,
  type VipOpening,
  vipEntryQuery,
  vipKeys,
} from './vip-queries.ts';

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
  // The existing-VIP update is the signed-in owner's: no link, no lookup (ADR 053).
  if (page === 'update' || page === 'update/thanks')
    return <OnDemandStep step={vipUpdatePage} page={page} />;
  if (page === 'fallback') {
    const programCode = link?.programCode ?? new URLSearchParams(search).get('programCode');
    const query = programCode ? `?programcode=${encodeURIComponent(programCode)}` : '';
    return <Navigate to={`${SATELLITE_CHECKOUT_PATH}${query}`} replace />;
  }
  // A link's token opens its pages; the organic lookup opens `flepz` and the same pages after it.
  const byLink = link && page !== 'flepz';
  return byLink ? <VipOpened link={link} page={page} /> : <VipLookedUp page={page} />;
}

/** One opening per answer: the same object while the query's answer stays the same. */
const openings = new WeakMap<object, VipOpening>();
function openingOf(link: VipLink, ready: Extract<VipEntryOutcome, { kind: 'ready' }>): VipOpening {
  let opening = openings.get(ready);
  if (!opening) {
    opening = {
      key: link.token,
      programCode: link.programCode,
      eligibility: ready.eligibility,
      firstName: ready.token.account.firstName,
    };
    openings.set(ready, opening);
  }
  return opening;
}

/**
 * The organic page (`flepz`): the lookup, then the same steps on the account found, with its
 * "upgrading devices" and thanks; the lookup's answer is held for the visit. Without it (a
 * reload, another path) those pages are the link's default error.
 */
const LOOKED_UP_PAGES: readonly VipPage[] = [
  'flepz',
  'thanks',
  'upgrading-devices',
  'add-second-radio',
  'add-second-radio/thanks',
];
function VipLookedUp({ page }: { page: VipPage }) {
  const services = useAppServices();
  const { search } = useLocation();
  const found = useQuery({ ...lookupQuery(), enabled: false }).data;
  if (!found && page === 'add-second-radio') {
    // Neither link nor lookup: a signed-in owner's own radio on VIP alone (ADR 053).
    return (
      <OnDemandStep
        step={vipOwnSecondRadio}
        onFound={(opening) => appQueryClientOf(services).setQueryData(vipKeys.lookup, opening)}
      />
    );
  }
  if (!found && page === 'flepz') {
    return (
      <VipFind
        programCode={new URLSearchParams(search).get('programCode') ?? undefined}
        onFound={(opening) => appQueryClientOf(services).setQueryData(vipKeys.lookup, opening)}
      />
    );
  }
  if (!found || !LOOKED_UP_PAGES.includes(page)) {
    return <Navigate to={`${vipPathOf('error')}${search}`} replace />;
  }
  return <OnDemandStep step={vipStarted} opening={found} page={page === 'flepz' ? '' : page} />;
}

function VipOpened({ link, page }: { link: VipLink; page: VipPage }) {
  const services = useAppServices();
  const { search } = useLocation();
  const entry = useQuery(vipEntryQuery(services, link));
  usePageLoadingWhile(services.pageLoading, entry.isPending);
  usePreloadedSteps(VIP_DOOR_OPENS);
  const outcome = entry.data;
  if (!outcome) return null;
  if (outcome.kind === 'failed') return <Navigate to="/error" replace />;
  if (outcome.kind === 'badLink') return <Navigate to={`${vipPathOf('error')}${search}`} replace />;
  return <OnDemandStep step={vipStarted} opening={openingOf(link, outcome)} page={page} />;
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
