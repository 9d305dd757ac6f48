import { type Locale, maskEmail } from '@orbit/domain';
import { useIntl } from '../../../../shared/i18n/intl.tsx';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { Card, Summary, SummaryRow } from '../../../../shared/ui/index.ts';
import {
  HotAndTrending,
  ListeningOptions,
  useCampaignContent,
  useHotAndTrending,
} from '../../../catalog/index.ts';
import styles from '../../components/checkout.module.css';
import { QuoteSummary } from '../../components/quote-summary.tsx';
import { ListenNow } from '../../flow-kit/listen-now.tsx';
import { ThanksHero, useOrderConfirmation } from '../../flow-kit/order-thanks.tsx';
import { STEPS } from '../flow-steps.ts';
import { useStreamingStepGuard } from '../step-requirements.ts';
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
  const { placed } = useStreamingCheckout();
  useStepAnalytics(STEPS.thanks);
  const offer = placed?.offer;
  const content = useOrderConfirmation(placed?.purchase, offer?.campaignId);
  const sales = useCampaignContent(offer?.deal ? offer.campaignId : undefined, locale);
  const trending = useHotAndTrending(locale);

  const redirect = useStreamingStepGuard('thanks');
  if (redirect) return redirect;
  if (!placed) return null;

  const { purchase, quote } = placed;
  const username = purchase.maskedUsername ?? maskEmail(purchase.email);
  const dealCode = offer?.deal?.code;
  const deal = dealCode
    ? (content?.deals.find((item) => item.code === dealCode) ??
      sales.data?.deals.find((item) => item.code === dealCode))
    : undefined;
  return (
    <Card>
      <ThanksHero content={content} fallbackTitle={t('checkout.thanks.title')} />
      <Summary>
        <SummaryRow label={t('checkout.thanks.username')}>{username}</SummaryRow>
      </Summary>
      <ListenNow subscriptionId={purchase.subscriptionId} />
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
      {quote ? (
        <div className={styles.section}>
          <QuoteSummary quote={quote} />
        </div>
      ) : null}
      <HotAndTrending items={trending.data?.items ?? []} />
    </Card>
  );
}
