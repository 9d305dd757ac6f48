import { type Locale, studentProgramCodeFor } from '@orbit/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { trackPageLoaded } from '../../../shared/analytics/page-loaded.ts';
import { mergeCatalogs } from '../../../shared/i18n/catalog.ts';
import { CatalogLayer } from '../../../shared/i18n/catalog-layer.tsx';
import { useIntl } from '../../../shared/i18n/intl.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { usePageLoadingWhile } from '../../../shared/loading/use-page-loading-while.ts';
import { getQueryParam } from '../../../shared/routing/query.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { Alert, Button, Card } from '../../../shared/ui/index.ts';
import {
  catalogFeatureCatalog,
  OfferPresentation,
  useCampaignContent,
  useOfferFeatures,
} from '../../catalog/index.ts';
import { identityCatalog } from '../../identity/index.ts';
import { studentVerificationCatalog } from './messages/index.ts';
import { studentOfferQuery } from './student-offer.ts';
import styles from './student-verification.module.css';
import type { VerificationLayout } from './verification-state.ts';
import { VerificationStep } from './verification-step.tsx';

const messages = mergeCatalogs(catalogFeatureCatalog, identityCatalog, studentVerificationCatalog);

/** Analytics names of the student pages: before any checkout, so AUTHENTICATE (spec 000 §2). */
const FLOW_NAMES: Record<VerificationLayout, string> = {
  sections: 'studentverification',
  steps: 'studentverificationnew',
};

/**
 * `subscribe/checkout/studentverification` and `student` (`sections`), and the one-step-at-a-time
 * `…/studentverification/new` (`steps`, behind `enableNewCheckoutStudentVerification`): the
 * student offer (hero, deal card, the lead offer's details), the verification step, the legal
 * copy (flows §6, ADR 066). Its guard: the market's student program code opens the offer, else
 * the page has nothing to sell and sends the visitor to the error page.
 */
export function StudentVerificationPage({ layout }: { layout: VerificationLayout }) {
  return (
    <CatalogLayer catalog={messages}>
      <StudentOffer layout={layout} />
    </CatalogLayer>
  );
}

function StudentOffer({ layout }: { layout: VerificationLayout }) {
  const t = useT();
  const services = useAppServices();
  const { config, dataLayer, pageLoading } = services;
  const locale = useIntl().locale as Locale;
  const { search } = useLocation();
  const programCode = studentProgramCodeFor(
    getQueryParam(search, 'programcode') ?? undefined,
    config.country,
  );
  const offer = useQuery(studentOfferQuery(services, programCode, locale));
  usePageLoadingWhile(pageLoading, offer.isFetching);
  const lead = offer.data?.lead ?? undefined;
  const campaign = useCampaignContent(lead?.campaignId, locale).data;
  const features = useOfferFeatures(lead?.planCode, locale).data;

  useEffect(() => {
    dataLayer.update('deviceInfo', { programCode });
    trackPageLoaded(dataLayer, {
      flowName: FLOW_NAMES[layout],
      componentName: 'studentverificationstep',
      pageLabel: 'AUTHENTICATE',
    });
  }, [dataLayer, layout, programCode]);

  if (offer.isPending && offer.isFetching) return null;
  if (offer.isError) {
    return (
      <Card className={styles.card}>
        <h1>{t('student.offer.title')}</h1>
        <Alert tone="error">
          <p>{t('student.offer.loadFailed')}</p>
          <div className={styles.actions}>
            <Button onClick={() => void offer.refetch()}>{t('student.offer.retry')}</Button>
          </div>
        </Alert>
      </Card>
    );
  }
  if (!lead) return <Navigate to="/error" replace />;
  return (
    <Card className={styles.card}>
      <OfferPresentation
        offer={lead}
        campaign={campaign}
        features={features}
        heading={<h1>{campaign?.salesHero?.title ?? t('student.offer.title')}</h1>}
        notice={<p className={styles.lead}>{t('student.offer.lead')}</p>}
      />
      <section aria-labelledby="student-verify-title" className={styles.form}>
        <h2 id="student-verify-title">{t('student.verify.title')}</h2>
        <VerificationStep country={config.country} programCode={programCode} layout={layout} />
      </section>
      <section aria-labelledby="student-legal-title" className={styles.legal}>
        <h2 id="student-legal-title">{t('student.legal.title')}</h2>
        <p>{t('student.legal.body')}</p>
      </section>
    </Card>
  );
}
