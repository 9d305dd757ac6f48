import type { Locale } from '@orbit/domain';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link, Navigate, useLocation } from 'react-router';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../../shared/services/app-services.tsx';
import { buttonClassName, Card } from '../../../../shared/ui/index.ts';
import { useConfirmationContent } from '../../../catalog/index.ts';
import styles from '../../components/checkout.module.css';
import { ConfirmationHero } from '../../components/confirmation-hero.tsx';
import { QuoteSummary } from '../../components/quote-summary.tsx';
import { StepHeading } from '../../components/step-heading.tsx';
import { useSatelliteCheckout, useSatelliteFlow } from '../flow/flow-context.tsx';
import { satelliteStepUrl } from '../flow/satellite-flows.ts';
import { missingStepFor } from '../flow/step-requirements.ts';
import { useSatelliteStepAnalytics } from '../flow/use-satellite-step.tsx';
import { isRadioInTrial } from '../payment/purchase-request.ts';
import { FollowsTrialNotice } from './follows-trial-notice.tsx';

/**
 * `thanks`: the confirmation. The campaign's confirmation hero (the market's default campaign
 * when the offer has none), the radio and plan, the account number when the answer gives it (not
 * to a visitor who bought a trial radio's paid plan without signing in), when a paid plan
 * following a trial starts, the order summary, and — when the account has no sign-in yet — a
 * link to create one.
 */
export function ThanksStep() {
  const t = useT();
  const locale = useIntl().locale as Locale;
  const { search } = useLocation();
  const { config, dataLayer } = useAppServices();
  const flow = useSatelliteFlow();
  const { state, offer } = useSatelliteCheckout();
  useSatelliteStepAnalytics('thanks');
  const purchase = state.purchase;
  const confirmation = useConfirmationContent(
    purchase?.campaignId ?? offer?.campaignId,
    locale,
    config.country,
  );

  useEffect(() => {
    if (!purchase) return;
    dataLayer.update('customerInfo', { accountNumber: purchase.accountNumber });
    dataLayer.update('planInfo', { subscriptionId: purchase.subscriptionId });
  }, [dataLayer, purchase]);

  const missing = missingStepFor(flow, 'thanks', state);
  if (missing) return <Navigate to={satelliteStepUrl(flow, missing, search)} replace />;
  if (!purchase) return null;
  const last4 = purchase.radioIdLastFour ?? state.radio?.radioIdLastFour;
  const content = confirmation.data;
  return (
    <Card>
      <ConfirmationHero
        content={content}
        heading={
          <StepHeading>
            {content?.confirmationHero?.title ?? t('satellite.thanks.title')}
          </StepHeading>
        }
      />
      <dl className={styles.summary}>
        {last4 ? (
          <div className={styles.summaryRow}>
            <dt>{t('satellite.radio.radioId')}</dt>
            <dd>{t('satellite.radio.ending', { last4 })}</dd>
          </div>
        ) : null}
        {offer ? (
          <div className={styles.summaryRow}>
            <dt>{t('checkout.review.plan')}</dt>
            <dd>{offer.packageName}</dd>
          </div>
        ) : null}
        {purchase.accountNumber ? (
          <div className={styles.summaryRow}>
            <dt>{t('satellite.thanks.accountNumber')}</dt>
            <dd>{purchase.accountNumber}</dd>
          </div>
        ) : null}
      </dl>
      {content?.confirmationHero?.body ? null : (
        <p className={styles.section}>{t('satellite.thanks.radioReady')}</p>
      )}
      {state.quote ? (
        <div className={styles.section}>
          {isRadioInTrial(state.radio) ? <FollowsTrialNotice quote={state.quote} /> : null}
          <QuoteSummary quote={state.quote} />
        </div>
      ) : null}
      {purchase.isEligibleForRegistration ? (
        <section className={styles.section} aria-labelledby="satellite-thanks-sign-in">
          <h2 id="satellite-thanks-sign-in" className={styles.subhead}>
            {t('satellite.thanks.signInTitle')}
          </h2>
          <p>{t('satellite.thanks.signInBody')}</p>
          <Link to="/sign-up" className={buttonClassName('secondary')}>
            {t('satellite.thanks.signInLink')}
          </Link>
        </section>
      ) : null}
    </Card>
  );
}
