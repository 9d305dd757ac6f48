import { useEffect } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { ButtonLink, buttonClassName, Card } from '../../../shared/ui/index.ts';
import styles from '../components/checkout.module.css';
import { StepHeading } from '../components/step-heading.tsx';
import { isStreamingOrganicSold, STREAMING_ORGANIC_PATH } from '../streaming-organic/flow-steps.ts';
import { useStreamingFlowRoute } from '../streaming-organic/streaming-flow-route.ts';
import { TRIAL_REFUSAL_PAGE } from './trial-route.ts';

/**
 * "This trial is for new subscribers" (ADR 060): the customer — by email, by account or by card —
 * already had streaming. Where to go next: the paid streaming plans (the streaming checkout where
 * the site sells it, else the plans page).
 */
export function TrialRefusalPage() {
  const t = useT();
  const { config, dataLayer, pageLoading } = useAppServices();
  const { flowName } = useStreamingFlowRoute();

  useEffect(() => {
    pageLoading.set(false);
    dataLayer.update('pageInfo', {
      flowName,
      componentName: TRIAL_REFUSAL_PAGE,
      pageLabel: 'CHECKOUT',
    });
    dataLayer.push('impression', { impression: { name: TRIAL_REFUSAL_PAGE } });
  }, [dataLayer, pageLoading, flowName]);

  return (
    <Card>
      <StepHeading>{t('trial.refusal.title')}</StepHeading>
      <p className={styles.lead}>{t('trial.refusal.body')}</p>
      <p>{t('trial.refusal.next', { phone: config.care.phone })}</p>
      <div className={styles.actions}>
        {isStreamingOrganicSold(config.country) ? (
          <Link to={STREAMING_ORGANIC_PATH} className={buttonClassName()}>
            {t('trial.refusal.plans')}
          </Link>
        ) : (
          <ButtonLink href={config.dotComUrl}>{t('trial.refusal.plans')}</ButtonLink>
        )}
      </div>
    </Card>
  );
}
