import { type ReactivationQuote, radioIdLastFour } from '@orbit/domain';
import type { Db } from '../../db/client.ts';
import type { SubscriberAccountRow } from '../../db/schema/index.ts';
import { packageNamesOf } from '../identification/index.ts';
import { billingStatusOf, suspendedForNonPayment } from './account-balance.ts';
import { accountLocale } from './account-locale.ts';

/**
 * `POST /services/quotes/reactivation-quote` (flows §7.2 load): what the account owes now and
 * the subscriptions suspended for non-payment that paying all of it brings back. Only the last
 * 4 of a radio id are told (an identified caller may ask too).
 */
export async function reactivationQuote(
  db: Db,
  account: SubscriberAccountRow,
  now: Date,
): Promise<ReactivationQuote> {
  const status = await billingStatusOf(db, account, now);
  const suspended = await suspendedForNonPayment(db, account.accountNumber);
  const nameOf = await packageNamesOf(
    db,
    suspended.map((subscription) => subscription.packageId),
    accountLocale(account),
  );
  return {
    amountDue: status.amountDue,
    suspendedSubscriptions: suspended
      .sort((a, b) => a.id.localeCompare(b.id))
      .map((subscription) => ({
        subscriptionId: subscription.id,
        planName: nameOf(subscription.packageId),
        last4DigitsOfRadioId: subscription.radioId ? radioIdLastFour(subscription.radioId) : null,
      })),
  };
}
