import { Link } from 'react-router';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { buttonClassName, Card, Summary, SummaryRow } from '../../../../shared/ui/index.ts';
import styles from '../../components/checkout.module.css';
import { QuoteSummary } from '../../components/quote-summary.tsx';
import { ListenNow } from '../../flow-kit/listen-now.tsx';
import { ThanksHero, useOrderConfirmation } from '../../flow-kit/order-thanks.tsx';
import { RegisterOnSpot } from '../../flow-kit/register-on-spot.tsx';
import { useSatelliteCheckout, useSatelliteFlow } from '../flow/flow-context.tsx';
import { useSatelliteStepGuard } from '../flow/step-requirements.ts';
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
  const { state, placed } = useSatelliteCheckout();
  // Streaming bought from a streaming link (ADR 049): no radio was subscribed.
  const streaming = useSatelliteFlow().service === 'streaming';
  useSatelliteStepAnalytics('thanks');
  const offer = placed?.offer;
  const content = useOrderConfirmation(placed?.purchase, offer?.campaignId);

  const redirect = useSatelliteStepGuard('thanks');
  if (redirect) return redirect;
  if (!placed) return null;
  const { purchase, quote } = placed;
  const last4 = streaming ? undefined : (purchase.radioIdLastFour ?? state.radio?.radioIdLastFour);
  return (
    <Card>
      <ThanksHero
        content={content}
        fallbackTitle={t(streaming ? 'satellite.thanks.streamingTitle' : 'satellite.thanks.title')}
      />
      <Summary>
        {last4 ? (
          <SummaryRow label={t('satellite.radio.radioId')}>
            {t('satellite.radio.ending', { last4 })}
          </SummaryRow>
        ) : null}
        {offer ? (
          <SummaryRow label={t('checkout.review.plan')}>{offer.packageName}</SummaryRow>
        ) : null}
        {purchase.accountNumber ? (
          <SummaryRow label={t('satellite.thanks.accountNumber')}>
            {purchase.accountNumber}
          </SummaryRow>
        ) : null}
      </Summary>
      <ListenNow subscriptionId={purchase.subscriptionId} />
      {content?.confirmationHero?.body ? null : (
        <p className={styles.section}>
          {t(streaming ? 'satellite.thanks.streamingReady' : 'satellite.thanks.radioReady')}
        </p>
      )}
      {quote ? (
        <div className={styles.section}>
          {isRadioInTrial(state.radio) ? <FollowsTrialNotice quote={quote} /> : null}
          <QuoteSummary quote={quote} />
        </div>
      ) : null}
      {purchase.isEligibleForRegistration ? (
        <RegisterOnSpot
          accountNumber={purchase.accountNumber}
          email={purchase.email}
          fallback={
            <section className={styles.section} aria-labelledby="satellite-thanks-sign-in">
              <h2 id="satellite-thanks-sign-in" className={styles.subhead}>
                {t('satellite.thanks.signInTitle')}
              </h2>
              <p>{t('satellite.thanks.signInBody')}</p>
              <Link to="/sign-up" className={buttonClassName('secondary')}>
                {t('satellite.thanks.signInLink')}
              </Link>
            </section>
          }
        />
      ) : null}
    </Card>
  );
}
