import type { ChangeOffer, Locale } from '@orbit/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Navigate, useLocation } from 'react-router';
import { useIntl } from '../../../shared/i18n/intl.tsx';
import { OnDemandStep, usePreloadedSteps } from '../../../shared/loading/step-on-demand.tsx';
import { usePageLoadingWhile } from '../../../shared/loading/use-page-loading-while.ts';
import type { AppServices } from '../../../shared/services/app-services.tsx';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { CHANGE_DOOR_OPENS, changeAccordion } from '../change/change-accordion-on-demand.ts';
import { SubscriptionWords } from '../subscription-words.tsx';
import { enterUpgrade, type UpgradeLink } from './upgrade-entry.ts';
import {
  type UpgradeLinkKind,
  upgradeLinkOf,
  upgradeLocationOf,
  upgradePathOf,
} from './upgrade-path.ts';
import { UpgradeProblem } from './upgrade-problem.tsx';

/** A closed radio's upgrade is a new subscription: the satellite checkout on the same program. */
const SATELLITE_CHECKOUT_PATH = '/subscribe/checkout/purchase/satellite/organic';

/**
 * What the link opens, asked once while the page is open (ADR 019's door, as the change pages'):
 * opening the link spends nothing, but it is not asked again by itself.
 */
function upgradeEntryQuery(services: AppServices, link: UpgradeLink, locale: Locale) {
  return queryOptions({
    queryKey: ['subscription', 'upgrade-entry', link, locale] as const,
    queryFn: () => enterUpgrade(services, link, locale),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnMount: false,
    refetchOnReconnect: false,
  });
}

/**
 * The package upgrade pages (flows §4.4): `upgrade/tier-up/targeted` and `upgrade/fp/targeted`
 * with their thanks and error pages; any other path under `upgrade/` is the app's error page.
 */
export function UpgradeFlow() {
  return (
    <SubscriptionWords>
      <UpgradeDoor />
    </SubscriptionWords>
  );
}

function UpgradeDoor() {
  const location = useLocation();
  const where = upgradeLocationOf(location.pathname);
  if (!where) return <Navigate to="/error" replace />;
  if (where.page !== 'purchase' && where.page !== 'thanks') {
    return <UpgradeProblem page={where.page} />;
  }
  const link = upgradeLinkOf(location.search);
  if (!link) {
    return (
      <Navigate to={`${upgradePathOf(where.kind, 'default-error')}${location.search}`} replace />
    );
  }
  return <UpgradeOpened link={{ ...link, kind: where.kind }} />;
}

/** The plans an upgrade offers: above the current package; a tier-up, its program's plans. */
function upgradeOffered(kind: UpgradeLinkKind, programPlanCodes: readonly string[]) {
  return (offer: ChangeOffer) =>
    offer.packageChange === 'ADD' &&
    (kind === 'fp' || programPlanCodes.length === 0 || programPlanCodes.includes(offer.planCode));
}

function UpgradeOpened({ link }: { link: UpgradeLink }) {
  const services = useAppServices();
  const { search } = useLocation();
  const locale = useIntl().locale as Locale;
  const entry = useQuery(upgradeEntryQuery(services, link, locale));
  usePageLoadingWhile(services.pageLoading, entry.isPending);
  usePreloadedSteps(CHANGE_DOOR_OPENS);
  const outcome = entry.data;
  if (!outcome || outcome.kind === 'stopped') return null;
  if (outcome.kind === 'problem') {
    // The problem pages keep the link's query (ADR 004), so a reload shows them again.
    return <Navigate to={`${upgradePathOf(link.kind, outcome.page)}${search}`} replace />;
  }
  if (outcome.kind === 'closed') {
    return (
      <Navigate
        to={`${SATELLITE_CHECKOUT_PATH}?programcode=${encodeURIComponent(outcome.programCode)}`}
        replace
      />
    );
  }
  return (
    <OnDemandStep
      step={changeAccordion}
      entry={outcome.entry}
      task={undefined}
      changeTermOnly={false}
      offered={upgradeOffered(link.kind, outcome.programPlanCodes)}
      flowName="upgrade"
    />
  );
}
