import type { Locale } from '@orbit/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { trackPageLoaded } from '../../../shared/analytics/page-loaded.ts';
import { useIntl } from '../../../shared/i18n/intl.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { OnDemandStep, usePreloadedSteps } from '../../../shared/loading/step-on-demand.tsx';
import { usePageLoadingWhile } from '../../../shared/loading/use-page-loading-while.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { buttonClassName, Card } from '../../../shared/ui/index.ts';
import styles from './renewal.module.css';
import { plainWayInPath, type RenewalLink } from './renewal-link.ts';
import { renewalEntryQuery } from './renewal-queries.ts';
import { RENEWAL_DOOR_OPENS, startedRenewal } from './started-renewal-on-demand.ts';

/**
 * The renewal page of one campaign link: the door reads the link once (its promo and three
 * choices), then the landing and the steps; an unknown or ended code says so and points to
 * the plans on sale; a failure goes to the error page (ADR 015).
 */
export function RenewalPage({ link }: { link: Extract<RenewalLink, { kind: 'link' }> }) {
  const services = useAppServices();
  const locale = useIntl().locale as Locale;
  const entry = useQuery(renewalEntryQuery(services, link, locale));
  usePageLoadingWhile(services.pageLoading, entry.isPending);
  usePreloadedSteps(RENEWAL_DOOR_OPENS);
  const outcome = entry.data;
  if (!outcome) return null;
  if (outcome.kind === 'failed') return <Navigate to="/error" replace />;
  if (outcome.kind === 'problem') return <LinkProblem problem={outcome.problem} />;
  return <OnDemandStep step={startedRenewal} entry={outcome} />;
}

function LinkProblem({ problem }: { problem: 'unknownCode' | 'expiredCode' }) {
  const t = useT();
  const { search } = useLocation();
  const { dataLayer } = useAppServices();
  useEffect(() => {
    trackPageLoaded(dataLayer, { flowName: 'renewal', componentName: problem });
  }, [dataLayer, problem]);
  return (
    <Card className={styles.page}>
      <h1 className={styles.title}>{t(`renewal.problem.${problem}.title`)}</h1>
      <p className={styles.lead}>{t(`renewal.problem.${problem}.body`)}</p>
      <div className={styles.actions}>
        <Link to={plainWayInPath(search)} className={buttonClassName()}>
          {t('renewal.problem.plans')}
        </Link>
      </div>
    </Card>
  );
}
