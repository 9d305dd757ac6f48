import { type CareQuoteResult, formatMoney, type Locale } from '@orbit/domain';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useFormatDay } from '../../../shared/i18n/format-day.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { buttonClassName, Card, Summary, SummaryRow } from '../../../shared/ui/index.ts';
import type { PlacedOrder } from '../../checkout/flow-kit/index.ts';
import styles from './change.module.css';
import { trackChangeCompleted } from './change-analytics.ts';

export interface ChangeThanksProps {
  placed: PlacedOrder;
  /** The subscription as it was before the change. */
  oldSubscriptionId: string;
}

/**
 * The change confirmed (flows §5.1 thanks): "your subscription has been updated", the order
 * number, the new plan, what was charged today and the next bill, and the way back to the account.
 */
export function ChangeThanks({ placed, oldSubscriptionId }: ChangeThanksProps) {
  const t = useT();
  const locale = useIntl().locale as Locale;
  const formatDay = useFormatDay();
  const { dataLayer } = useAppServices();
  const { purchase, offer } = placed;
  // The quote the order was placed with is the change's preview.
  const change = (placed.quote as CareQuoteResult | undefined)?.planChange;
  useEffect(() => {
    trackChangeCompleted(dataLayer, { subscriptionId: purchase.subscriptionId, oldSubscriptionId });
  }, [dataLayer, purchase.subscriptionId, oldSubscriptionId]);
  const money = (amount: Parameters<typeof formatMoney>[0]) => formatMoney(amount, locale);
  return (
    <Card>
      <h1 className={styles.title}>{t('subscription.change.thanks.title')}</h1>
      <p className={styles.lead}>{t('subscription.change.thanks.lead')}</p>
      <Summary>
        <SummaryRow label={t('subscription.change.thanks.orderNumber')}>
          {purchase.orderId}
        </SummaryRow>
        <SummaryRow label={t('subscription.change.thanks.newPlan')}>
          {t('subscription.change.preview.plan', {
            packageName: offer.packageName,
            months: offer.renewalTermMonths,
            price: money(offer.renewalPrice),
          })}
        </SummaryRow>
        {change ? (
          <SummaryRow label={t('subscription.change.preview.starts')}>
            {formatDay(change.effectiveOn)}
          </SummaryRow>
        ) : null}
        <SummaryRow label={t('subscription.change.thanks.charged')} amount>
          {money(purchase.amountCharged)}
        </SummaryRow>
        {change ? (
          <SummaryRow
            label={t('subscription.change.preview.nextBill', {
              date: formatDay(change.nextBill.date),
            })}
            amount
          >
            {money(change.nextBill.amount)}
          </SummaryRow>
        ) : null}
      </Summary>
      <p>{t('subscription.change.thanks.email', { email: purchase.email })}</p>
      <div className={styles.actions}>
        <Link to="/account" className={buttonClassName()}>
          {t('subscription.change.thanks.backToAccount')}
        </Link>
      </div>
    </Card>
  );
}
