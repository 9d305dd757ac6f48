import { maskEmail } from '@orbit/domain';
import { useFormatDay } from '../../../../shared/i18n/format-day.ts';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { Card, Summary, SummaryRow } from '../../../../shared/ui/index.ts';
import styles from '../../components/checkout.module.css';
import { QuoteSummary } from '../../components/quote-summary.tsx';
import { ListenNow } from '../../flow-kit/listen-now.tsx';
import { ThanksHero, useOrderConfirmation } from '../../flow-kit/order-thanks.tsx';
import { STEPS } from '../../streaming-organic/flow-steps.ts';
import { useStreamingStepGuard } from '../../streaming-organic/step-requirements.ts';
import { useStepAnalytics } from '../../streaming-organic/use-step-analytics.ts';
import { useStreamingCheckout } from '../../streaming-organic/use-streaming-checkout.ts';
import { useTrialFollowOns } from '../follow-ons.ts';
import { trialEndOf } from '../trial-end.ts';

/**
 * `thanks` of the trial (flows §3.6 confirmation): the campaign's confirmation hero, the masked
 * username, the day the trial ends (and what follows it, when a plan was bought), Listen now and
 * the quote.
 */
export function TrialThanksStep() {
  const t = useT();
  const formatDay = useFormatDay();
  const { state, placed } = useStreamingCheckout();
  const followOns = useTrialFollowOns();
  useStepAnalytics(STEPS.thanks);
  const content = useOrderConfirmation(placed?.purchase, placed?.offer.campaignId);
  const redirect = useStreamingStepGuard('thanks');
  if (redirect) return redirect;
  if (!placed) return null;

  const { purchase, quote } = placed;
  const endsOn = placed.trialEndsOn ?? (quote ? trialEndOf(quote) : undefined);
  // The paid plan chosen to follow the trial (from the same renewal offers the choice showed).
  const followOn = placed.trialEndsOn
    ? undefined
    : followOns.find((plan) => plan.planCode === state.followOnPlanCode);
  return (
    <Card>
      <ThanksHero content={content} fallbackTitle={t('trial.thanks.title')} />
      {endsOn ? (
        <p className={styles.lead}>
          {followOn
            ? t('trial.thanks.followOn', {
                date: formatDay(endsOn),
                packageName: followOn.packageName,
              })
            : t('trial.thanks.endsOn', { date: formatDay(endsOn) })}
        </p>
      ) : null}
      <Summary>
        <SummaryRow label={t('checkout.thanks.username')}>
          {purchase.maskedUsername ?? maskEmail(purchase.email)}
        </SummaryRow>
      </Summary>
      <ListenNow subscriptionId={purchase.subscriptionId} />
      {quote ? (
        <div className={styles.section}>
          <QuoteSummary quote={quote} />
        </div>
      ) : null}
    </Card>
  );
}
