import type { Money, ReactivationQuote } from '@orbit/domain';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Alert } from '../../../shared/ui/index.ts';
import { subscriptionNamesOf } from '../shared/subscription-label.ts';
import { SubscriptionList } from '../shared/subscription-list.tsx';
import { useBillingFormat } from '../shared/use-billing-format.ts';

/**
 * The suspended-account notice (flows §7.2): the past-due subscriptions that were suspended,
 * and that paying the whole balance brings them back. Nothing shows when none is suspended.
 */
export function SuspendedNotice({
  quote,
  amountDue,
}: {
  quote: ReactivationQuote | undefined;
  amountDue: Money;
}) {
  const t = useT();
  const format = useBillingFormat();
  if (!quote || quote.suspendedSubscriptions.length === 0) return null;
  const names = subscriptionNamesOf(
    quote.suspendedSubscriptions.map((subscription) => subscription.subscriptionId),
    { quote },
  );
  return (
    <Alert tone="warning" title={t('billing.pay.suspended.title', { count: names.length })}>
      <p>
        {t('billing.pay.suspended.body', {
          count: names.length,
          amount: format.money(quote.amountDue.amountMinor > 0 ? quote.amountDue : amountDue),
        })}
      </p>
      <SubscriptionList names={names} />
    </Alert>
  );
}
