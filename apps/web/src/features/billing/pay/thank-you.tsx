import type { CareAccount, PaymentReceipt, ReactivationQuote } from '@orbit/domain';
import { Link } from 'react-router';
import { useFormatDay } from '../../../shared/i18n/format-day.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Alert, buttonClassName } from '../../../shared/ui/index.ts';
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
export function ThankYou({
  account,
  quote,
  receipt,
  method,
}: {
  account: CareAccount;
  quote: ReactivationQuote | undefined;
  receipt: PaymentReceipt;
  method: PaidMethod;
}) {
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
      <dl className={styles.summary}>
        <div className={styles.summaryRow}>
          <dt>{t('billing.thanks.amountPaid')}</dt>
          <dd className={styles.amount}>{format.money(receipt.amountPaid)}</dd>
        </div>
        <div className={styles.summaryRow}>
          <dt>{t('billing.thanks.paidWith')}</dt>
          <dd>{paidWith}</dd>
        </div>
        <div className={styles.summaryRow}>
          <dt>{t('billing.thanks.date')}</dt>
          <dd>{day(receipt.paidAt)}</dd>
        </div>
        <div className={styles.summaryRow}>
          <dt>{t('billing.thanks.confirmation')}</dt>
          <dd>{receipt.paymentId}</dd>
        </div>
        <div className={[styles.summaryRow, styles.total].join(' ')}>
          <dt>{t('billing.thanks.newBalance')}</dt>
          <dd className={styles.amount}>{format.money(receipt.billingStatus.amountDue)}</dd>
        </div>
      </dl>
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
