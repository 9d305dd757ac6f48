import { type Locale, maskEmail } from '@orbit/domain';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useLocation } from 'react-router';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../../shared/services/app-services.tsx';
import { ButtonLink, Card } from '../../../../shared/ui/index.ts';
import {
  HotAndTrending,
  ListeningOptions,
  useCampaignContent,
  useConfirmationContent,
  useHotAndTrending,
} from '../../../catalog/index.ts';
import styles from '../../components/checkout.module.css';
import { ConfirmationHero } from '../../components/confirmation-hero.tsx';
import { QuoteSummary } from '../../components/quote-summary.tsx';
import { StepHeading } from '../../components/step-heading.tsx';
import { STEPS, stepUrl } from '../flow-steps.ts';
import { missingStepFor } from '../step-requirements.ts';
import { useStepAnalytics } from '../use-step-analytics.ts';
import { useStreamingCheckout } from '../use-streaming-checkout.ts';

/**
 * `thanks`: the confirmation. The campaign's confirmation hero (the server falls back to the
 * market's default campaign), the masked username, Listen now, how to redeem the deal, where to
 * listen, the order summary and what is hot.
 */
export function ThanksStep() {
  const t = useT();
  const locale = useIntl().locale as Locale;
  const { search } = useLocation();
  const { config, dataLayer } = useAppServices();
  const { state, offer } = useStreamingCheckout();
  useStepAnalytics(STEPS.thanks);
  const purchase = state.purchase;
  const campaignId = purchase?.campaignId ?? offer?.campaignId;
  const confirmation = useConfirmationContent(campaignId, locale, config.country);
  const sales = useCampaignContent(offer?.deal ? offer.campaignId : undefined, locale);
  const trending = useHotAndTrending(locale);

  useEffect(() => {
    if (!purchase) return;
    dataLayer.update('customerInfo', { accountNumber: purchase.accountNumber });
    dataLayer.update('planInfo', { subscriptionId: purchase.subscriptionId });
  }, [dataLayer, purchase]);

  const missing = missingStepFor('thanks', state);
  if (missing) return <Navigate to={stepUrl(missing, search)} replace />;
  if (!purchase) return null;

  const username = purchase.maskedUsername ?? maskEmail(purchase.email);
  const dealCode = offer?.deal?.code;
  const deal = dealCode
    ? (confirmation.data?.deals.find((item) => item.code === dealCode) ??
      sales.data?.deals.find((item) => item.code === dealCode))
    : undefined;
  const content = confirmation.data;
  return (
    <Card>
      <ConfirmationHero
        content={content}
        heading={
          <StepHeading>
            {content?.confirmationHero?.title ?? t('checkout.thanks.title')}
          </StepHeading>
        }
      />
      <dl className={styles.summary}>
        <div className={styles.summaryRow}>
          <dt>{t('checkout.thanks.username')}</dt>
          <dd>{username}</dd>
        </div>
      </dl>
      <div className={[styles.actions, styles.section].join(' ')}>
        <ButtonLink href={config.smartLinks.playerApp}>{t('checkout.thanks.listenNow')}</ButtonLink>
      </div>
      {dealCode ? (
        <section className={styles.section} aria-labelledby="thanks-deal">
          <h2 id="thanks-deal" className={styles.subhead}>
            {deal?.title ?? t('checkout.thanks.dealTitle')}
          </h2>
          <p>{deal?.body ?? t('checkout.thanks.dealBody')}</p>
        </section>
      ) : null}
      <div className={styles.section}>
        <ListeningOptions options={content?.listeningOptions ?? []} />
      </div>
      {state.quote ? (
        <div className={styles.section}>
          <QuoteSummary quote={state.quote} />
        </div>
      ) : null}
      <HotAndTrending items={trending.data?.items ?? []} />
    </Card>
  );
}
