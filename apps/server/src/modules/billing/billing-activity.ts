import {
  type BillItem,
  type BillingActivity,
  type BillingActivityRequest,
  type Currency,
  money,
  radioIdLastFour,
} from '@orbit/domain';
import type { Db } from '../../db/client.ts';
import type { SubscriberAccountRow } from '../../db/schema/index.ts';
import {
  packageNamesOf,
  type SubscriptionWithPhases,
  subscriptionsOfAccounts,
} from '../identification/index.ts';
import { calendarDay } from './account-balance.ts';
import { accountLocale } from './account-locale.ts';
import {
  type InvoiceRow,
  invoiceNumbersOf,
  invoicesOf,
  type PaymentRow,
  paymentsOf,
} from './billing-ledger.ts';
import { invoiceView, lineTotalMinor } from './invoice-view.ts';

/** How many items the activity lists when the caller does not say. */
export const DEFAULT_ACTIVITY_ITEMS = 100;

type Dated = { at: Date; id: string; item: BillItem };

const PAYMENT_EVENTS: Record<string, { eventType: BillItem['eventType']; description: string }> = {
  payment: { eventType: 'payment', description: 'Payment' },
  balance: { eventType: 'credit', description: 'Gift card credit' },
  refund: { eventType: 'refund', description: 'Refund' },
};

function termLabel(months: number): string {
  if (months === 1) return 'monthly';
  if (months === 12) return 'annual';
  return `${months}-month`;
}

/** The last day a term starting on `start` covers: a term later, less one day (UTC days). */
function termEnd(start: Date, months: number): string {
  const end = new Date(
    Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, start.getUTCDate() - 1),
  );
  return calendarDay(end);
}

function serviceFor(subscription: SubscriptionWithPhases | undefined): string {
  if (subscription?.radioId) return `****${radioIdLastFour(subscription.radioId)}`;
  return subscription?.serviceType === 'streaming' ? 'streaming' : 'account';
}

function chargesOf(
  invoice: InvoiceRow,
  subscriptionOf: (id: string | null) => SubscriptionWithPhases | undefined,
  packageName: (packageId: string) => string,
): Dated[] {
  const view = invoiceView(invoice);
  return view.lines.map((line, index) => {
    const subscription = subscriptionOf(line.subscriptionId ?? invoice.subscriptionId);
    const at = invoice.issuedAt.getTime();
    const phase = subscription?.phases.find(
      (candidate) =>
        candidate.startsAt.getTime() <= at &&
        (candidate.endsAt === null || at < candidate.endsAt.getTime()),
    );
    const months = Math.max(phase?.termMonths ?? 1, 1);
    return {
      at: invoice.issuedAt,
      id: `${invoice.id}#${String(index).padStart(3, '0')}`,
      item: {
        transactionDate: view.issuedDate,
        billNumber: invoice.number,
        invoiceId: invoice.id,
        eventType: 'charge',
        startDate: view.issuedDate,
        endDate: termEnd(invoice.issuedAt, months),
        serviceFor: serviceFor(subscription),
        description: line.description,
        amount: money(lineTotalMinor(line), invoice.currency as Currency),
        radioId: subscription?.radioId ?? null,
        planLabel: phase?.phase ?? null,
        packageName: subscription ? packageName(subscription.packageId) : null,
        planType: phase?.planType ?? null,
        term: phase ? termLabel(months) : null,
        feeLabel: line.fees.length > 0 ? line.fees.map((fee) => fee.name).join(', ') : null,
      },
    };
  });
}

function paymentItem(row: PaymentRow, billNumberOf: (id: string | null) => string | null): Dated {
  const event = PAYMENT_EVENTS[row.entryType] ?? PAYMENT_EVENTS.payment;
  const description =
    row.entryType === 'payment' && row.giftCardId ? 'Gift card payment' : event?.description;
  return {
    at: row.paidAt,
    id: row.id,
    item: {
      transactionDate: calendarDay(row.paidAt),
      billNumber: billNumberOf(row.invoiceId),
      invoiceId: row.invoiceId,
      eventType: event?.eventType ?? 'payment',
      startDate: null,
      endDate: null,
      serviceFor: 'account',
      description: description ?? 'Payment',
      amount: money(-row.amountMinor, row.currency as Currency),
      radioId: null,
      planLabel: null,
      packageName: null,
      planType: null,
      term: null,
      feeLabel: null,
    },
  };
}

/**
 * `POST /services/billing/activity` (flows §7.1 billing; spec 001 §3 Bill item): the account's
 * charges (one item per invoice line, its taxes and fees included) and its payments, gift card
 * credits and refunds (as negative amounts), newest first. `startDate`/`endDate` bound the
 * transaction date (inclusive, UTC days); `transactionType` keeps only charges (`subscription`)
 * or only money in (`payment`); `numItems` caps the list (DEFAULT_ACTIVITY_ITEMS).
 */
export async function billingActivity(
  db: Db,
  account: SubscriberAccountRow,
  request: BillingActivityRequest,
): Promise<BillingActivity> {
  const limit = request.numItems ?? DEFAULT_ACTIVITY_ITEMS;
  const range = {
    accountNumbers: [account.accountNumber],
    from: request.startDate ? new Date(`${request.startDate}T00:00:00.000Z`) : undefined,
    to: request.endDate ? new Date(`${request.endDate}T23:59:59.999Z`) : undefined,
    order: 'desc' as const,
    limit,
  };
  const bills = request.transactionType === 'payment' ? [] : await invoicesOf(db, range);
  const moneyIn = request.transactionType === 'subscription' ? [] : await paymentsOf(db, range);
  const subscriptions = await subscriptionsOfAccounts(db, [account.accountNumber]);
  const packageName = await packageNamesOf(
    db,
    subscriptions.map((subscription) => subscription.packageId),
    accountLocale(account),
  );
  const subscriptionOf = (id: string | null) =>
    subscriptions.find((subscription) => subscription.id === id);
  const numbers = await invoiceNumbersOf(
    db,
    moneyIn.map((row) => row.invoiceId),
  );
  const billNumberOf = (id: string | null) => (id ? (numbers.get(id) ?? null) : null);

  const dated = [
    ...bills.flatMap((bill) => chargesOf(bill, subscriptionOf, packageName)),
    ...moneyIn.map((row) => paymentItem(row, billNumberOf)),
  ].sort((a, b) => b.at.getTime() - a.at.getTime() || (a.id < b.id ? 1 : -1));
  return { items: dated.slice(0, limit).map((entry) => entry.item) };
}
