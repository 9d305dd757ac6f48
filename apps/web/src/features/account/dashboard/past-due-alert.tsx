import type { AccountSubscription, BillingStatus } from '@orbit/domain';
import { Link } from 'react-router';
import { useFormatDay } from '../../../shared/i18n/format-day.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Alert, buttonClassName } from '../../../shared/ui/index.ts';
import { useFormatMoney } from '../formatting.ts';
import { PAY_PATH } from '../guard/account-links.ts';

/** Suspended for not paying: these come back once the balance is paid. */
export function suspendedForNonPayment(subscriptions: readonly AccountSubscription[]) {
  return subscriptions.filter(
    (subscription) =>
      subscription.status === 'Suspended' ||
      subscription.isSuspended ||
      subscription.inactiveReason === 'nonPay',
  );
}

/**
 * The past-due notice: how much is owed since when (the day the last retry of a declined charge
 * failed, or the overdue bill's due date), what cannot be done until it is paid (in words),
 * which subscriptions are suspended for it, and the way to pay.
 */
export function PastDueAlert({
  status,
  subscriptions,
}: {
  status: BillingStatus;
  subscriptions: readonly AccountSubscription[];
}) {
  const t = useT();
  const day = useFormatDay();
  const money = useFormatMoney();
  const suspended = suspendedForNonPayment(subscriptions);
  const since = status.pastDueSince ?? status.dueDate;
  return (
    <Alert tone="error" title={t('account.pastDue.title')}>
      <p>
        {since
          ? t('account.pastDue.owedSince', {
              amount: money(status.amountDue),
              date: day(since),
            })
          : t('account.pastDue.owed', { amount: money(status.amountDue) })}
      </p>
      {status.blockedWhilePastDue.length > 0 ? (
        <>
          <p>{t('account.pastDue.blockedLead')}</p>
          <ul>
            {status.blockedWhilePastDue.map((action) => (
              <li key={action}>{t(`account.pastDue.blocked.${action}`)}</li>
            ))}
          </ul>
        </>
      ) : null}
      {suspended.length > 0 ? (
        <>
          <p>{t('account.pastDue.suspendedLead', { count: suspended.length })}</p>
          <ul>
            {suspended.map((subscription) => (
              <li key={subscription.id}>
                {subscription.last4DigitsOfRadioId
                  ? t('account.pastDue.suspendedRadio', {
                      plan: subscription.planName,
                      last4: subscription.last4DigitsOfRadioId,
                    })
                  : subscription.planName}
              </li>
            ))}
          </ul>
          <p>{t('account.pastDue.reactivate', { count: suspended.length })}</p>
        </>
      ) : null}
      <p>
        <Link to={PAY_PATH} className={buttonClassName('primary')}>
          {t('account.pastDue.pay', { amount: money(status.amountDue) })}
        </Link>
      </p>
    </Alert>
  );
}
