import type { CareAccount } from '@orbit/domain';
import { Link } from 'react-router';
import { useFormatDay } from '../../../shared/i18n/format-day.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { buttonClassName, Panel, Summary, SummaryRow } from '../../../shared/ui/index.ts';
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
  const status = account.billingStatus;
  const due = status.amountDue.amountMinor > 0;
  return (
    <Panel title={t('billing.balance.title')} spacing="flow">
      <Summary>
        <SummaryRow label={t('billing.balance.due')} total amount>
          {format.money(status.amountDue)}{' '}
          {status.isPastDue ? (
            <span className={[styles.badge, styles.expired].join(' ')}>
              {t('billing.balance.pastDue')}
            </span>
          ) : null}
        </SummaryRow>
        {due && status.dueDate ? (
          <SummaryRow
            label={t(status.isPastDue ? 'billing.balance.pastDueSince' : 'billing.balance.dueDate')}
          >
            {day(status.dueDate)}
          </SummaryRow>
        ) : null}
        {status.credit.amountMinor > 0 ? (
          <SummaryRow label={t('billing.balance.credit')} amount valueClassName={styles.credit}>
            {format.money(status.credit)}
          </SummaryRow>
        ) : null}
        {status.lastPayment ? (
          <SummaryRow label={t('billing.balance.lastPayment')}>
            {t('billing.balance.amountOn', {
              amount: format.money(status.lastPayment.amount),
              date: day(status.lastPayment.date),
            })}
          </SummaryRow>
        ) : null}
        {status.nextPayment ? (
          <SummaryRow label={t('billing.balance.nextPayment')}>
            {t('billing.balance.amountOn', {
              amount: format.money(status.nextPayment.amount),
              date: day(status.nextPayment.date),
            })}
          </SummaryRow>
        ) : null}
        <SummaryRow label={t('billing.balance.paymentType')}>
          {t(`billing.balance.paymentType.${status.paymentType}`)}
        </SummaryRow>
      </Summary>
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
    </Panel>
  );
}
