import type { AccountSubscription, BillingStatus } from '@orbit/domain';
import { useFormatDay } from '../../../shared/i18n/format-day.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Alert } from '../../../shared/ui/index.ts';
import { useFormatMoney } from '../formatting.ts';

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
 * The past-due notice: how much is owed since when, what cannot be done until it is paid (in
 * words), and which subscriptions are suspended for it.
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
  return (
    <Alert tone="error" title={t('account.pastDue.title')}>
      <p>
        {status.dueDate
          ? t('account.pastDue.owedSince', {
              amount: money(status.amountDue),
              date: day(status.dueDate),
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
    </Alert>
  );
}
