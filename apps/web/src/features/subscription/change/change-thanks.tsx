import { type CareQuoteResult, formatMoney, type Locale } from '@orbit/domain';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useIntl } from '../../../shared/i18n/intl.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { buttonClassName, Card, Summary, SummaryRow } from '../../../shared/ui/index.ts';
import { ListenNow, type PlacedOrder } from '../../checkout/flow-kit/index.ts';
import styles from './change.module.css';
import { trackChangeCompleted } from './change-analytics.ts';
import { NewPlanRows } from './new-plan-rows.tsx';

export interface ChangeThanksProps {
  placed: PlacedOrder;
  /** The subscription as it was before the change. */
  oldSubscriptionId: string;
}

/**
 * The change confirmed (flows §5.1 thanks): "your subscription has been updated", the order
 * number, the new plan, what the gift card paid and what was charged today, the next bill, and the way back to the account.
 */
export function ChangeThanks({ placed, oldSubscriptionId }: ChangeThanksProps) {
  const t = useT();
  const locale = useIntl().locale as Locale;
  const { dataLayer } = useAppServices();
  const { purchase, offer } = placed;
  // The quote the order was placed with is the change's preview.
  const change = (placed.quote as CareQuoteResult | undefined)?.planChange;
  useEffect(() => {
    trackChangeCompleted(dataLayer, { subscriptionId: purchase.subscriptionId, oldSubscriptionId });
  }, [dataLayer, purchase.subscriptionId, oldSubscriptionId]);
  return (
    <Card>
      <h1 className={styles.title}>{t('subscription.change.thanks.title')}</h1>
      <p className={styles.lead}>{t('subscription.change.thanks.lead')}</p>
      <Summary>
        <SummaryRow label={t('subscription.change.thanks.orderNumber')}>
          {purchase.orderId}
        </SummaryRow>
        <NewPlanRows offer={offer} change={change}>
          {purchase.giftCardAmountApplied.amountMinor > 0 ? (
            <SummaryRow label={t('subscription.change.thanks.giftCard')} amount>
              {formatMoney(purchase.giftCardAmountApplied, locale)}
            </SummaryRow>
          ) : null}
          <SummaryRow label={t('subscription.change.thanks.charged')} amount>
            {formatMoney(purchase.amountCharged, locale)}
          </SummaryRow>
        </NewPlanRows>
      </Summary>
      <p>{t('subscription.change.thanks.email', { email: purchase.email })}</p>
      <ListenNow subscriptionId={purchase.subscriptionId} />
      <div className={styles.actions}>
        <Link to="/account" className={buttonClassName()}>
          {t('subscription.change.thanks.backToAccount')}
        </Link>
      </div>
    </Card>
  );
}
