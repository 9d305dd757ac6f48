import type { CareAccount, PaymentReceipt, ReactivationQuote } from '@orbit/domain';
import { Link } from 'react-router';
import { useFormatDay } from '../../../shared/i18n/format-day.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Alert, buttonClassName, Summary, SummaryRow } from '../../../shared/ui/index.ts';
import styles from '../billing.module.css';
import { DASHBOARD_PATH } from '../shared/billing-links.ts';
import { cardNameOf } from '../shared/card-name.ts';
import { subscriptionNamesOf } from '../shared/subscription-label.ts';
import { SubscriptionList } from '../shared/subscription-list.tsx';
import { useBillingFormat } from '../shared/use-billing-format.ts';
import { PayHeader } from './pay-header.tsx';
import type { PaidMethod } from './submit-payment.ts';

/**
 * After a payment (flows §7.2 thankyou): what was paid and with what, the balance left, the
 * subscriptions the payment brought back, and the way back to the account.
 */
export interface ThankYouProps {
  account: CareAccount;
  quote: ReactivationQuote | undefined;
  receipt: PaymentReceipt;
  method: PaidMethod;
}

export function ThankYou({ account, quote, receipt, method }: ThankYouProps) {
  const t = useT();
  const format = useBillingFormat();
  const day = useFormatDay();
  const reactivated = subscriptionNamesOf(receipt.reactivatedSubscriptionIds, { quote, account });
  const paidWith =
    method.kind === 'giftCard'
      ? t('billing.thanks.giftCard', { last4: method.last4 })
      : method.brand
        ? t('billing.thanks.card', { brand: cardNameOf(method.brand), last4: method.last4 })
        : t('billing.thanks.cardNoBrand', { last4: method.last4 });
  return (
    <>
      <PayHeader account={account} title={t('billing.thanks.title')} focusOnShow />
      <Alert tone="success">
        {t('billing.thanks.lead', { amount: format.money(receipt.amountPaid) })}
      </Alert>
      <Summary>
        <SummaryRow label={t('billing.thanks.amountPaid')} amount>
          {format.money(receipt.amountPaid)}
        </SummaryRow>
        <SummaryRow label={t('billing.thanks.paidWith')}>{paidWith}</SummaryRow>
        <SummaryRow label={t('billing.thanks.date')}>{day(receipt.paidAt)}</SummaryRow>
        <SummaryRow label={t('billing.thanks.confirmation')}>{receipt.paymentId}</SummaryRow>
        <SummaryRow label={t('billing.thanks.newBalance')} total amount>
          {format.money(receipt.billingStatus.amountDue)}
        </SummaryRow>
      </Summary>
      {reactivated.length > 0 ? (
        <section aria-labelledby="billing-reactivated">
          <h2 id="billing-reactivated" className={styles.subhead}>
            {t('billing.thanks.reactivatedTitle', { count: reactivated.length })}
          </h2>
          <SubscriptionList names={reactivated} />
        </section>
      ) : null}
      <div className={styles.actions}>
        <Link to={DASHBOARD_PATH} className={buttonClassName()}>
          {t('billing.backToAccount')}
        </Link>
      </div>
    </>
  );
}
