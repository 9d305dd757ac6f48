import {
  type BillingStatus,
  type Country,
  CURRENCY_BY_COUNTRY,
  money,
  PARTNER_BILLED_SOURCES,
  PAST_DUE_BLOCKED_ACTIONS,
} from '@orbit/domain';
import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  type BillingProfileRow,
  type DunningCaseRow,
  dunningCases,
  type InvoiceRow,
  invoices,
  type PaymentRow,
  payments,
  type SubscriberAccountRow,
} from '../../db/schema/index.ts';
import {
  currentPhaseOf,
  type SubscriptionWithPhases,
  subscriptionsOfAccounts,
} from '../identification/index.ts';
import { profileOfAccount } from './billing-store.ts';
import { renewalChargesWith, royaltyFeesOf } from './renewal-charge.ts';

const DAY_MS = 86_400_000;

/** YYYY-MM-DD of an instant, in UTC (bills are dated by UTC day). */
export const calendarDay = (at: Date) => at.toISOString().slice(0, 10);

const dayOffset = (day: Date, now: Date) =>
  Math.round(
    (Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()) -
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())) /
      DAY_MS,
  );

/** The invoices of an account still owed, oldest due first. */
export async function unpaidInvoicesOf(db: Db, accountNumber: string) {
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.accountNumber, accountNumber), gt(invoices.amountDueMinor, 0)))
    .orderBy(invoices.dueDate, invoices.issuedAt);
}

/**
 * The subscriptions of an account suspended for non-payment: Suspended, with a bill still owed.
 * Paying the whole amount due brings them back (settleBalance).
 */
export async function suspendedForNonPayment(db: Db, accountNumber: string) {
  const billed = new Set(
    (await unpaidInvoicesOf(db, accountNumber)).flatMap((invoice) =>
      invoice.subscriptionId ? [invoice.subscriptionId] : [],
    ),
  );
  return (await subscriptionsOfAccounts(db, [accountNumber])).filter(
    (subscription) => subscription.status === 'Suspended' && billed.has(subscription.id),
  );
}

/**
 * The next renewal of the account's running subscriptions: the earliest end of a priced
 * current phase, or the next term boundary of a full-price phase, with what renews then. Each
 * amount is what will be charged (renewalChargesOf): the phase's price with the music royalty
 * fee and the taxes of the account's service address, not the bare plan price. A subscription
 * its partner bills (ADR 077) never renews here: the partner charges it.
 */
export async function nextRenewalOf(db: Db, account: SubscriberAccountRow, now: Date) {
  const subscriptions = await subscriptionsOfAccounts(db, [account.accountNumber]);
  const due = dueRenewalsOf(subscriptions, now);
  const royaltyFees = await royaltyFeesOf(
    db,
    due.map((renewal) => renewal.packageId),
  );
  return nextRenewalFrom(account, due, royaltyFees);
}

type DueRenewal = ReturnType<typeof dueRenewalsOf>[number];

/** The renewals of the running subscriptions that fall first, all on the same day. */
function dueRenewalsOf(subscriptions: readonly SubscriptionWithPhases[], now: Date) {
  const running = subscriptions.filter(
    (subscription) =>
      subscription.status === 'Active' &&
      subscription.cancelledAt === null &&
      !PARTNER_BILLED_SOURCES.has(subscription.source),
  );
  const renewals = running.flatMap((subscription) => {
    const phase = currentPhaseOf(subscription, now);
    if (!phase) return [];
    const next = subscription.phases.find((later) => later.position === phase.position + 1);
    let date = phase.endsAt;
    if (!date) {
      date = new Date(phase.startsAt);
      while (date.getTime() <= now.getTime()) {
        date = new Date(
          Date.UTC(
            date.getUTCFullYear(),
            date.getUTCMonth() + Math.max(phase.termMonths, 1),
            date.getUTCDate(),
          ),
        );
      }
    }
    const billed = next ?? phase;
    return billed.priceMinor > 0
      ? [
          {
            subscriptionId: subscription.id,
            packageId: subscription.packageId,
            planCode: subscription.planCode,
            phase: billed,
            date,
          },
        ]
      : [];
  });
  if (renewals.length === 0) return [];
  const first = Math.min(...renewals.map((renewal) => renewal.date.getTime()));
  return renewals.filter((renewal) => renewal.date.getTime() === first);
}

/** `nextRenewalOf` from the due renewals and the royalty fee of their packages. */
function nextRenewalFrom(
  account: SubscriberAccountRow,
  due: readonly DueRenewal[],
  royaltyFees: ReadonlyMap<string, boolean>,
) {
  const currency = CURRENCY_BY_COUNTRY[account.country as Country];
  const [first] = due;
  if (!first) return { date: null, amount: money(0, currency), subscriptions: [] };
  const charged = renewalChargesWith(account, due, royaltyFees);
  return {
    date: first.date,
    amount: money(
      charged.reduce((sum, renewal) => sum + renewal.amount.amountMinor, 0),
      currency,
    ),
    subscriptions: charged.map((renewal) => ({
      subscriptionId: renewal.subscriptionId,
      amount: renewal.amount,
    })),
  };
}

/** The account's declined charges whose retries are over (ADR 075): past due or suspended. */
export async function pastDueDunningOf(db: Db, accountNumber: string) {
  return db
    .select()
    .from(dunningCases)
    .where(
      and(
        eq(dunningCases.accountNumber, accountNumber),
        inArray(dunningCases.state, ['pastDue', 'suspended']),
      ),
    );
}

/** What an account's billing status is worked out from (`billingStatusFrom`). */
export type BillingRecords = {
  /** The unpaid invoices, oldest due first (`unpaidInvoicesOf`). */
  unpaid: readonly InvoiceRow[];
  /** The declined charges whose retries are over (`pastDueDunningOf`). */
  dunning: readonly DunningCaseRow[];
  lastPayment: PaymentRow | undefined;
  subscriptions: readonly SubscriptionWithPhases[];
  /** Whether each package (by id) carries the music royalty fee; at least the renewing ones. */
  royaltyFees: ReadonlyMap<string, boolean>;
  profile: BillingProfileRow | undefined;
};

/**
 * Spec 001 §3 Billing status of an account at `now`: what is owed (unpaid invoices less any
 * credit), since when, whether it is past due (an unpaid invoice whose due date has passed, or a
 * declined charge whose retries are over (ADR 075), which
 * blocks PAST_DUE_BLOCKED_ACTIONS until paid), the last payment and the next renewal.
 */
export async function billingStatusOf(
  db: Db,
  account: SubscriberAccountRow,
  now: Date,
): Promise<BillingStatus> {
  const subscriptions = await subscriptionsOfAccounts(db, [account.accountNumber]);
  const [lastPayment] = await db
    .select()
    .from(payments)
    .where(
      and(eq(payments.accountNumber, account.accountNumber), eq(payments.entryType, 'payment')),
    )
    .orderBy(desc(payments.paidAt))
    .limit(1);
  return billingStatusFrom(
    account,
    {
      unpaid: await unpaidInvoicesOf(db, account.accountNumber),
      dunning: await pastDueDunningOf(db, account.accountNumber),
      lastPayment,
      subscriptions,
      royaltyFees: await royaltyFeesOf(
        db,
        dueRenewalsOf(subscriptions, now).map((renewal) => renewal.packageId),
      ),
      profile: await profileOfAccount(db, account.accountNumber),
    },
    now,
  );
}

/** `billingStatusOf` from records already read (the account view reads them in one statement). */
export function billingStatusFrom(
  account: SubscriberAccountRow,
  records: BillingRecords,
  now: Date,
): BillingStatus {
  const currency = CURRENCY_BY_COUNTRY[account.country as Country];
  const { unpaid, dunning, lastPayment, profile } = records;
  const owed = unpaid.reduce((sum, invoice) => sum + invoice.amountDueMinor, 0);
  const amountDue = Math.max(0, owed - account.creditMinor);
  const today = calendarDay(now);
  const overdue = unpaid.filter((invoice) => calendarDay(invoice.dueDate) < today);
  const isPastDue = amountDue > 0 && (overdue.length > 0 || dunning.length > 0);
  const since = [
    ...overdue.map((invoice) => calendarDay(invoice.dueDate)),
    ...dunning.flatMap((open) => (open.pastDueSince ? [calendarDay(open.pastDueSince)] : [])),
  ].sort();
  const renewal = nextRenewalFrom(
    account,
    dueRenewalsOf(records.subscriptions, now),
    records.royaltyFees,
  );
  const paymentType = profile?.defaultPaymentMethodId ? 'creditCard' : 'invoice';
  const [firstUnpaid] = unpaid;
  return {
    amountDue: money(amountDue, currency),
    credit: money(Math.max(0, account.creditMinor - owed), currency),
    dueDate: amountDue > 0 && firstUnpaid ? calendarDay(firstUnpaid.dueDate) : null,
    isEBill: account.ebillEnrolled,
    isInvoice: paymentType === 'invoice',
    isPastDue,
    lastPayment: lastPayment
      ? {
          date: calendarDay(lastPayment.paidAt),
          amount: money(lastPayment.amountMinor, currency),
          offsetDaysFromToday: dayOffset(lastPayment.paidAt, now),
        }
      : null,
    nextPayment: renewal.date
      ? {
          date: calendarDay(renewal.date),
          amount: renewal.amount,
          offsetDaysFromToday: dayOffset(renewal.date, now),
        }
      : null,
    paymentType,
    blockedWhilePastDue: isPastDue ? [...PAST_DUE_BLOCKED_ACTIONS] : [],
    pastDueSince: isPastDue ? (since[0] ?? null) : null,
  };
}
