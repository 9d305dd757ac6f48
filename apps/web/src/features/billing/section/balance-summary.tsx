import type { CareAccount } from '@orbit/domain';
import { useId } from 'react';
import { Link } from 'react-router';
import { useFormatDay } from '../../../shared/i18n/format-day.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { buttonClassName, Card } from '../../../shared/ui/index.ts';
import styles from '../billing.module.css';
import { payPath } from '../shared/billing-links.ts';
import { useBillingFormat } from '../shared/use-billing-format.ts';

/**
 * The balance at a glance (spec 001 §3 Billing status): what is due and by when (or since when,
 * past due), any credit, the last and next payments, how the account pays; and the way to pay.
 */
export function BalanceSummary({ account }: { account: CareAccount }) {
  const t = useT();
  const format = useBillingFormat();
  const day = useFormatDay();
  const titleId = useId();
  const status = account.billingStatus;
  const due = status.amountDue.amountMinor > 0;
  return (
    <Card className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('billing.balance.title')}
      </h2>
      <dl className={styles.summary}>
        <div className={[styles.summaryRow, styles.total].join(' ')}>
          <dt>{t('billing.balance.due')}</dt>
          <dd className={styles.amount}>
            {format.money(status.amountDue)}{' '}
            {status.isPastDue ? (
              <span className={[styles.badge, styles.expired].join(' ')}>
                {t('billing.balance.pastDue')}
              </span>
            ) : null}
          </dd>
        </div>
        {due && status.dueDate ? (
          <div className={styles.summaryRow}>
            <dt>
              {t(status.isPastDue ? 'billing.balance.pastDueSince' : 'billing.balance.dueDate')}
            </dt>
            <dd>{day(status.dueDate)}</dd>
          </div>
        ) : null}
        {status.credit.amountMinor > 0 ? (
          <div className={styles.summaryRow}>
            <dt>{t('billing.balance.credit')}</dt>
            <dd className={[styles.amount, styles.credit].join(' ')}>
              {format.money(status.credit)}
            </dd>
          </div>
        ) : null}
        {status.lastPayment ? (
          <div className={styles.summaryRow}>
            <dt>{t('billing.balance.lastPayment')}</dt>
            <dd>
              {t('billing.balance.amountOn', {
                amount: format.money(status.lastPayment.amount),
                date: day(status.lastPayment.date),
              })}
            </dd>
          </div>
        ) : null}
        {status.nextPayment ? (
          <div className={styles.summaryRow}>
            <dt>{t('billing.balance.nextPayment')}</dt>
            <dd>
              {t('billing.balance.amountOn', {
                amount: format.money(status.nextPayment.amount),
                date: day(status.nextPayment.date),
              })}
            </dd>
          </div>
        ) : null}
        <div className={styles.summaryRow}>
          <dt>{t('billing.balance.paymentType')}</dt>
          <dd>{t(`billing.balance.paymentType.${status.paymentType}`)}</dd>
        </div>
      </dl>
      {due ? null : <p>{t('billing.pay.noBalance.title')}</p>}
      <div className={styles.actions}>
        {due ? (
          <Link to={payPath({})} className={buttonClassName()}>
            {t('billing.balance.payNow')}
          </Link>
        ) : null}
        {account.access === 'owner' ? (
          <Link to={payPath({ update: true })}>{t('billing.pay.switchToUpdate')}</Link>
        ) : null}
      </div>
    </Card>
  );
}
