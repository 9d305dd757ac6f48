import {
  calendarDateOf,
  type Locale,
  type Quote,
  type RemainingTerm,
  runningPhaseOf,
  type TermTransfer,
} from '@orbit/domain';
import type { Db } from '../../../db/client.ts';
import type { SubscriberAccountRow } from '../../../db/schema/index.ts';
import { renewalQuotesOf } from '../../billing/index.ts';
import { packageNamesOf, type SubscriptionWithPhases } from '../../identification/index.ts';

/**
 * What a move states to the customer (termTransferSchema): the remaining term termMoveOf split
 * off, and the plan's next bill — the phase running when the paid period ends, priced as the
 * account's renewals are (renewalQuotesOf: fees and the service address's taxes) — with that
 * bill's whole quote. The same before and after the move: the subscription keeps its phases.
 */
export async function termTransferOf(
  db: Db,
  input: {
    account: SubscriberAccountRow;
    subscription: SubscriptionWithPhases;
    remaining: RemainingTerm;
    locale: Locale;
  },
): Promise<{ transfer: TermTransfer; nextBillQuote: Quote | null }> {
  const { account, subscription, remaining } = input;
  const { period } = remaining;
  const billed = runningPhaseOf(subscription.phases, period.end);
  const [renewal] =
    billed && billed.priceMinor > 0
      ? await renewalQuotesOf(db, account, [
          {
            packageId: subscription.packageId,
            planCode: subscription.planCode,
            phase: billed,
            date: period.end,
          },
        ])
      : [];
  const planName = await packageNamesOf(db, [subscription.packageId], input.locale);
  return {
    transfer: {
      subscriptionId: subscription.id,
      planCode: subscription.planCode,
      planName: planName(subscription.packageId),
      paidFrom: calendarDateOf(period.start),
      paidThrough: calendarDateOf(period.end),
      remainingDays: remaining.remainingDays,
      ofDays: remaining.ofDays,
      periodPrice: period.price,
      remainingValue: remaining.remainingValue,
      nextBill: renewal
        ? { date: calendarDateOf(period.end), amount: renewal.quote.totalAmount }
        : null,
    },
    // The renewal is priced by package id; the customer reads the package's name.
    nextBillQuote: renewal
      ? {
          ...renewal.quote,
          details: renewal.quote.details.map((detail) => ({
            ...detail,
            packageName: planName(subscription.packageId),
          })),
        }
      : null,
  };
}
