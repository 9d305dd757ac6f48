import type { Locale } from '@orbit/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { trackPageLoaded } from '../../../shared/analytics/page-loaded.ts';
import { failureMessageId, failureOf, reportFailure } from '../../../shared/errors/index.ts';
import { CatalogLayer } from '../../../shared/i18n/catalog-layer.tsx';
import { useIntl } from '../../../shared/i18n/intl.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { usePageLoadingWhile } from '../../../shared/loading/use-page-loading-while.ts';
import { type AppServices, useAppServices } from '../../../shared/services/app-services.tsx';
import { Alert, Button, buttonClassName, Card } from '../../../shared/ui/index.ts';
import { PackageCard } from '../../catalog/index.ts';
import { CheckoutProviders } from '../checkout-providers.tsx';
import styles from '../components/checkout.module.css';
import { StepHeading } from '../components/step-heading.tsx';
import { studentCheckoutNoticeOf } from '../streaming-student/student-notice.ts';
import { planChooserCatalog } from './messages/index.ts';
import { type ChoicesInput, choosePlans, type PlanChoice } from './plan-choices.ts';
import chooser from './plan-chooser.module.css';

/** Analytics names of the chooser: before any offer is presented, so AUTHENTICATE (spec 000 §2). */
export const PLAN_CHOOSER_PAGE = {
  flowName: 'checkoutplainwayin',
  componentName: 'planchooserstep',
  pageLabel: 'AUTHENTICATE',
} as const;

/**
 * The chooser's offers, asked once per visit of the page (`gcTime: 0`: again when reopened), under
 * the checkout's keys (ADR 014). A failure the page shows itself, still reported and tracked as
 * the flow kit's `reportHandledError` does; neither it nor `checkoutKeys` is imported, for the
 * reason given in `plan-choices.ts` (their modules would become chunks of their own).
 */
function planChoicesQuery(services: AppServices, input: ChoicesInput) {
  return queryOptions({
    queryKey: ['checkout', 'plain-way-in', input] as const,
    queryFn: async () => {
      try {
        return await choosePlans(services, input);
      } catch (error) {
        const failure = failureOf(error);
        reportFailure(services.errors, failure, {
          name: 'plain way in offers',
          trackedAs: failure.messageKey,
          serverFault: 'stay',
        });
        throw error;
      }
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
}

/**
 * The plain way in (`subscribe`, `subscribe/checkout;proactiveFlag=…`, `subscribe/checkout/streaming`,
 * ADR 038): "Choose how you listen" — the public streaming and satellite offers side by side (the
 * Canadian site: satellite only), each continuing into its checkout with the offer selected.
 */
export function PlanChooserPage() {
  return (
    <CheckoutProviders>
      <CatalogLayer catalog={planChooserCatalog}>
        <PlanChooser />
      </CatalogLayer>
    </CheckoutProviders>
  );
}

function PlanChooser() {
  const t = useT();
  const services = useAppServices();
  const { config, dataLayer, pageLoading } = services;
  const { search, state } = useLocation();
  // The student checkout sent a visitor here without their verification (flows §6).
  const studentProblem = studentCheckoutNoticeOf(state);
  const locale = useIntl().locale as Locale;
  const input = useMemo(
    () => ({ country: config.country, locale, search }),
    [config.country, locale, search],
  );
  const choices = useQuery(planChoicesQuery(services, input));
  usePageLoadingWhile(pageLoading, choices.isFetching);

  useEffect(() => {
    trackPageLoaded(dataLayer, PLAN_CHOOSER_PAGE);
  }, [dataLayer]);

  if (choices.isPending && choices.isFetching) return null;
  const failed = choices.isError ? failureOf(choices.error) : undefined;
  const streaming = choices.data?.streaming ?? [];
  const satellite = choices.data?.satellite ?? [];
  const none = choices.isSuccess && streaming.length === 0 && satellite.length === 0;
  return (
    <Card>
      <StepHeading>{t('checkout.chooser.title')}</StepHeading>
      <p className={styles.lead}>{t('checkout.chooser.lead')}</p>
      {studentProblem ? (
        <Alert tone="warning" title={t('checkout.chooser.student.title')}>
          <p>{t(`checkout.chooser.student.${studentProblem}`)}</p>
          <Link to={`/subscribe/checkout/studentverification${search}`}>
            {t('checkout.chooser.student.again')}
          </Link>
        </Alert>
      ) : null}
      {failed ? (
        <Alert tone="error">
          <p>{t(failureMessageId(failed, 'checkout.chooser.failed'))}</p>
          <div className={styles.actions}>
            <Button onClick={() => void choices.refetch()}>{t('checkout.chooser.retry')}</Button>
          </div>
        </Alert>
      ) : null}
      {none ? (
        <p>{t('checkout.chooser.none', { phone: config.care.phone })}</p>
      ) : (
        <div className={chooser.kinds}>
          {streaming.length > 0 ? (
            <ChoiceGroup
              title={t('checkout.chooser.streaming.title')}
              body={t('checkout.chooser.streaming.body')}
              choices={streaming}
            />
          ) : null}
          {satellite.length > 0 ? (
            <ChoiceGroup
              title={t('checkout.chooser.satellite.title')}
              body={t('checkout.chooser.satellite.body')}
              choices={satellite}
            />
          ) : null}
        </div>
      )}
    </Card>
  );
}

function ChoiceGroup({
  title,
  body,
  choices,
}: {
  title: string;
  body: string;
  choices: PlanChoice[];
}) {
  const t = useT();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={chooser.kind}>
      <h2 id={titleId} className={chooser.kindTitle}>
        {title}
      </h2>
      <p className={styles.lead}>{body}</p>
      {choices.map(({ offer, to }) => (
        <div key={offer.planCode} className={chooser.choice}>
          <PackageCard offer={offer} />
          <Link to={to} className={buttonClassName('primary')}>
            {t('checkout.chooser.pick', { packageName: offer.packageName })}
          </Link>
        </div>
      ))}
    </section>
  );
}
