import type { CareAccount } from '@orbit/domain';
import { Link } from 'react-router';
import { useFormatDay } from '../../../shared/i18n/format-day.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { buttonClassName, Panel, Price } from '../../../shared/ui/index.ts';
import { useFormatMoney } from '../formatting.ts';
import { PAY_PATH } from '../guard/account-links.ts';
import { CardOnFile } from './card-on-file.tsx';
import styles from './dashboard.module.css';
import { PastDueAlert } from './past-due-alert.tsx';

/**
 * Where the bills stand (flows §7.1 dashboard): the balance and its due date with the way to pay
 * it, what a past-due balance blocks, any credit, the last and next payments, paper or e-bill,
 * and the card on file.
 */
export function BillingSummary({
  account,
  canManage,
}: {
  account: CareAccount;
  canManage: boolean;
}) {
  const t = useT();
  const day = useFormatDay();
  const money = useFormatMoney();
  const status = account.billingStatus;
  const owes = status.amountDue.amountMinor > 0;
  return (
    <Panel title={t('account.billing.title')}>
      {status.isPastDue ? (
        <PastDueAlert status={status} subscriptions={account.subscriptions} />
      ) : null}
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{t('account.billing.balance')}</dt>
          <dd>
            <Price amount={status.amountDue} emphasis="strong" />
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('account.billing.dueDate')}</dt>
          <dd>{status.dueDate && owes ? day(status.dueDate) : t('account.billing.nothingDue')}</dd>
        </div>
        {status.credit.amountMinor > 0 ? (
          <div className={styles.fact}>
            <dt>{t('account.billing.credit')}</dt>
            <dd>
              <Price amount={status.credit} />
            </dd>
          </div>
        ) : null}
        {status.lastPayment ? (
          <div className={styles.fact}>
            <dt>{t('account.billing.lastPayment')}</dt>
            <dd>
              {t('account.billing.amountOn', {
                amount: money(status.lastPayment.amount),
                date: day(status.lastPayment.date),
              })}
            </dd>
          </div>
        ) : null}
        {status.nextPayment ? (
          <div className={styles.fact}>
            <dt>{t('account.billing.nextPayment')}</dt>
            <dd>
              {t('account.billing.amountOn', {
                amount: money(status.nextPayment.amount),
                date: day(status.nextPayment.date),
              })}
            </dd>
          </div>
        ) : null}
        <div className={styles.fact}>
          <dt>{t('account.billing.delivery')}</dt>
          <dd>{t(status.isEBill ? 'account.billing.ebillOn' : 'account.billing.ebillOff')}</dd>
        </div>
      </dl>
      {owes ? (
        <p className={styles.actions}>
          <Link to={PAY_PATH} className={buttonClassName('primary')}>
            {t('account.billing.payNow')}
          </Link>
        </p>
      ) : null}
      <CardOnFile
        card={account.paymentMethod}
        paysByInvoice={status.paymentType === 'invoice'}
        canManage={canManage}
      />
    </Panel>
  );
}
