import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  dunningCases,
  invoices,
  payments,
  type SubscriberAccountRow,
  subscriberAccounts,
  subscriptions,
} from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { unpaidInvoicesOf } from './account-balance.ts';
import { newCommerceId } from './commerce-ids.ts';

export type MoneyIn = {
  /** What came in, in the account's currency (minor units), above zero. */
  amountMinor: number;
  /** `payment` (a card or gift card paying a bill) or `balance` (a gift card's balance moved in). */
  entryType: 'payment' | 'balance';
  paymentMethodId: string | null;
  giftCardId: string | null;
  gatewayChargeId: string | null;
  /**
   * Whether what is left once every bill is paid becomes account credit (a redeemed gift card).
   * Otherwise money beyond what is due is refused: INVALID_PAYMENT_AMOUNT, or NO_BALANCE_DUE
   * when nothing is due any more (another payment got there first).
   */
  keepRestAsCredit: boolean;
};

export type Settlement = {
  /** The rows written, the first one naming the whole (a receipt's payment id). */
  paymentIds: string[];
  /** What went to bills now (the rest, if kept, became credit). */
  appliedMinor: number;
  /** Subscriptions suspended for non-payment that this settlement brought back. */
  reactivatedSubscriptionIds: string[];
  /** The account as it stands after the settlement. */
  account: SubscriberAccountRow;
};

/**
 * Settles money against an account's bills in the caller's transaction (spec 001 §3 Invoice,
 * Payment history item): the account row is locked first, so payments racing on one account
 * settle one after the other and the second sees what the first paid. Any credit the account
 * holds pays first, then the money in, each time oldest bill first; one payments row per bill
 * touched (and one for what became credit). Once nothing is owed, subscriptions suspended for
 * non-payment (Suspended with a bill that was unpaid) become Active again, and the account's
 * open dunning cases are cleared.
 */
export async function settleBalance(
  tx: Db,
  accountNumber: string,
  money: MoneyIn,
  now: Date,
): Promise<Settlement> {
  const [locked] = await tx
    .select()
    .from(subscriberAccounts)
    .where(eq(subscriberAccounts.accountNumber, accountNumber))
    .for('update');
  if (!locked) throw new Error(`settleBalance: no account ${accountNumber}`);
  const unpaid = await unpaidInvoicesOf(tx, accountNumber);
  const owed = unpaid.reduce((total, invoice) => total + invoice.amountDueMinor, 0);
  const dueAfterCredit = Math.max(0, owed - locked.creditMinor);
  if (!money.keepRestAsCredit && money.amountMinor > dueAfterCredit) {
    throw dueAfterCredit === 0
      ? new AppError('NO_BALANCE_DUE', 'nothing due any more on the account')
      : new AppError('INVALID_PAYMENT_AMOUNT', 'payment above what is due now', {
          fieldErrors: [{ errorCode: 'INVALID', fieldName: 'paymentInfo.paymentAmount' }],
        });
  }

  let credit = locked.creditMinor;
  let incoming = money.amountMinor;
  const rows: (typeof payments.$inferInsert)[] = [];
  const row = (invoiceId: string | null, amountMinor: number) => ({
    id: newCommerceId('payment', now),
    accountNumber,
    invoiceId,
    entryType: money.entryType,
    paymentMethodId: money.paymentMethodId,
    giftCardId: money.giftCardId,
    gatewayChargeId: money.gatewayChargeId,
    amountMinor,
    currency: locked.country === 'ca' ? 'CAD' : 'USD',
    paidAt: now,
  });
  for (const invoice of unpaid) {
    const fromCredit = Math.min(credit, invoice.amountDueMinor);
    const fromIncoming = Math.min(incoming, invoice.amountDueMinor - fromCredit);
    if (fromCredit + fromIncoming === 0) continue;
    credit -= fromCredit;
    incoming -= fromIncoming;
    await tx
      .update(invoices)
      .set({
        appliedBalanceMinor: invoice.appliedBalanceMinor + fromCredit,
        amountPaidMinor: invoice.amountPaidMinor + fromIncoming,
        amountDueMinor: invoice.amountDueMinor - fromCredit - fromIncoming,
      })
      .where(eq(invoices.id, invoice.id));
    if (fromIncoming > 0) rows.push(row(invoice.id, fromIncoming));
  }
  if (incoming > 0) rows.push(row(null, incoming));
  if (rows.length > 0) await tx.insert(payments).values(rows);
  const [account] = await tx
    .update(subscriberAccounts)
    .set({ creditMinor: credit + incoming, updatedAt: now })
    .where(eq(subscriberAccounts.accountNumber, accountNumber))
    .returning();
  if (!account) throw new Error(`settleBalance: account ${accountNumber} vanished`);

  const stillOwed = owed - (locked.creditMinor - credit) - (money.amountMinor - incoming);
  const reactivatedSubscriptionIds =
    stillOwed === 0 ? await reactivate(tx, accountNumber, unpaid, now) : [];
  if (stillOwed === 0) await clearDunning(tx, accountNumber, now);
  return {
    paymentIds: rows.map((written) => written.id as string),
    appliedMinor: money.amountMinor - incoming,
    reactivatedSubscriptionIds,
    account,
  };
}

/**
 * Nothing owed any more: the account's open dunning cases (ADR 075) are cleared, so no retry
 * charges a bill already paid and no suspension falls on a paid-up account.
 */
async function clearDunning(tx: Db, accountNumber: string, now: Date): Promise<void> {
  await tx
    .update(dunningCases)
    .set({ state: 'cleared', clearedAt: now })
    .where(
      and(
        eq(dunningCases.accountNumber, accountNumber),
        inArray(dunningCases.state, ['retrying', 'pastDue', 'suspended']),
      ),
    );
}

/** Suspended subscriptions whose bills were among the unpaid ones become Active. */
async function reactivate(
  tx: Db,
  accountNumber: string,
  unpaid: { subscriptionId: string | null }[],
  now: Date,
): Promise<string[]> {
  const billed = [
    ...new Set(
      unpaid.flatMap((invoice) => (invoice.subscriptionId ? [invoice.subscriptionId] : [])),
    ),
  ];
  if (billed.length === 0) return [];
  const rows = await tx
    .update(subscriptions)
    .set({ status: 'Active', updatedAt: now })
    .where(
      and(
        eq(subscriptions.accountNumber, accountNumber),
        eq(subscriptions.status, 'Suspended'),
        inArray(subscriptions.id, billed),
      ),
    )
    .returning({ id: subscriptions.id });
  return rows.map((reactivated) => reactivated.id).sort();
}
