import { and, eq, inArray } from 'drizzle-orm';
import type { AppConfig } from '../../../config.ts';
import { dunningCases, subscriptions } from '../../../db/schema/index.ts';
import type { JobContext, Scheduler } from '../../../platform/scheduler/index.ts';
import {
  PERIOD_CHARGE_DECLINED,
  PERIOD_CHARGE_PAID,
  type PeriodChargeDeclined,
  type PeriodChargePaid,
  periodEventKey,
} from '../clock/period-charge-events.ts';
import { BILLING_TEMPLATES } from '../notices/billing-messages.ts';
import { moneyOf, noticeFactsOf } from '../notices/notice-facts.ts';
import { sitePageOf } from '../notices/notice-links.ts';
import { sendBillingNotice } from '../notices/send-billing-notice.ts';
import { daysAfter, lockedCaseOf, openCase, stillOwed } from './dunning-case.ts';

/** A dunning retry of one period's charge (attempt 2, 3…), due on its day of the schedule. */
export const DUNNING_RETRY = 'dunning.retry-period-charge';
/** The radio's suspension for non-payment, due a grace after the account went past due. */
export const DUNNING_SUSPEND = 'dunning.suspend-for-non-payment';

type RetryPayload = { subscriptionId: string; periodStart: string; attempt: number };
type SuspendPayload = { subscriptionId: string; periodStart: string };

/** The subscription clock's charge of one period, attempt ≥ 2 (ADR 074): it emits paid or declined. */
export type RetryPeriodCharge = (attempt: {
  subscriptionId: string;
  periodStart: Date;
  attempt: number;
  at: Date;
}) => Promise<unknown>;

export type DunningDeps = {
  config: AppConfig;
  scheduler: Scheduler;
  retryPeriodCharge: RetryPeriodCharge;
};

const PAY_PATH = '/account/pay';
const BILLS_PATH = '/account/manage/billing';

/**
 * Dunning on the scheduler (ADR 075): a declined period charge is retried on the configured
 * days after the period's start (1, 3, 7), each attempt through the clock's period charge (its
 * own idempotency key) and each decline emailed; a paid attempt clears the case and sends the
 * receipt; after the last decline the account is past due, and a grace later the subscription is
 * suspended for non-payment. Paying the balance (account/pay) clears the case and brings the
 * subscription back at once (settleBalance). Every effect is dated by the job's `runAt`.
 */
export function defineDunningJobs(deps: DunningDeps): void {
  const { scheduler } = deps;
  scheduler.define<PeriodChargeDeclined>({
    name: PERIOD_CHARGE_DECLINED,
    run: (declined, context) => onDeclined(deps, declined, context),
  });
  scheduler.define<PeriodChargePaid>({
    name: PERIOD_CHARGE_PAID,
    run: (paid, context) => onPaid(deps, paid, context),
  });
  scheduler.define<RetryPayload>({
    name: DUNNING_RETRY,
    run: (retry, context) => retryCharge(deps, retry, context),
  });
  scheduler.define<SuspendPayload>({
    name: DUNNING_SUSPEND,
    run: (suspension, context) => suspend(deps, suspension, context),
  });
}

async function onDeclined(deps: DunningDeps, declined: PeriodChargeDeclined, context: JobContext) {
  const at = context.runAt;
  const periodStart = new Date(declined.periodStart);
  const { retryDays, suspendAfterDays } = deps.config.dunning;
  const lastRetryOn = daysAfter(periodStart, retryDays[retryDays.length - 1] ?? 0);
  const facts = await noticeFactsOf(context.db, declined.subscriptionId);
  if (!facts) return;
  await context.db.transaction(async (tx) => {
    if (declined.attempt === 1) await openCase(tx, declined, lastRetryOn, at);
    const open = await lockedCaseOf(tx, declined.subscriptionId, periodStart);
    // Cleared meanwhile (the customer paid), or this attempt already counted: nothing to do.
    if (open?.state !== 'retrying' || open.declinedAttempts >= declined.attempt) return;
    const nextDays = retryDays[declined.attempt - 1];
    const nextTryOn = nextDays === undefined ? null : daysAfter(periodStart, nextDays);
    await tx
      .update(dunningCases)
      .set(
        nextTryOn
          ? { declinedAttempts: declined.attempt }
          : { declinedAttempts: declined.attempt, state: 'pastDue', pastDueSince: at },
      )
      .where(eq(dunningCases.id, open.id));
    if (nextTryOn) {
      const attempt = declined.attempt + 1;
      await context.enqueue<RetryPayload>(
        DUNNING_RETRY,
        { subscriptionId: declined.subscriptionId, periodStart: declined.periodStart, attempt },
        {
          runAt: nextTryOn,
          key: periodEventKey(declined.subscriptionId, declined.periodStart, attempt),
        },
        tx,
      );
    } else {
      await context.enqueue<SuspendPayload>(
        DUNNING_SUSPEND,
        { subscriptionId: declined.subscriptionId, periodStart: declined.periodStart },
        {
          runAt: daysAfter(at, suspendAfterDays),
          key: `${declined.subscriptionId}:${declined.periodStart}`,
        },
        tx,
      );
    }
    await sendBillingNotice(
      tx,
      {
        dedupeKey: `payment-declined|${declined.subscriptionId}|${declined.periodStart}|${declined.attempt}`,
        kind: 'payment-declined',
        account: facts.account,
        template: BILLING_TEMPLATES.paymentDeclined,
        params: {
          firstName: facts.account.firstName,
          planName: facts.planName,
          amount: moneyOf(declined.amountMinor, declined.currency),
          nextTryOn,
          payHref: sitePageOf(deps.config, facts.account, PAY_PATH),
        },
      },
      at,
    );
  });
}

async function onPaid(deps: DunningDeps, paid: PeriodChargePaid, context: JobContext) {
  const at = context.runAt;
  const facts = await noticeFactsOf(context.db, paid.subscriptionId);
  if (!facts) return;
  await context.db.transaction(async (tx) => {
    if (paid.attempt > 1) {
      await tx
        .update(dunningCases)
        .set({ state: 'cleared', clearedAt: at })
        .where(
          and(
            eq(dunningCases.subscriptionId, paid.subscriptionId),
            eq(dunningCases.periodStart, new Date(paid.periodStart)),
            inArray(dunningCases.state, ['retrying', 'pastDue', 'suspended']),
          ),
        );
    }
    await sendBillingNotice(
      tx,
      {
        dedupeKey: `receipt|${paid.subscriptionId}|${paid.periodStart}|${paid.attempt}`,
        kind: 'receipt',
        account: facts.account,
        template: BILLING_TEMPLATES.receipt,
        params: {
          firstName: facts.account.firstName,
          planName: facts.planName,
          amount: moneyOf(paid.amountMinor, paid.currency),
          paidOn: at,
          invoiceNumber: paid.invoiceNumber,
          cardLastFour: facts.card?.last4 ?? null,
          accountHref: sitePageOf(deps.config, facts.account, BILLS_PATH),
        },
      },
      at,
    );
  });
}

async function retryCharge(deps: DunningDeps, retry: RetryPayload, context: JobContext) {
  const periodStart = new Date(retry.periodStart);
  const open = await lockedCaseOf(context.db, retry.subscriptionId, periodStart);
  // The customer paid (or the case moved on): no charge.
  if (open?.state !== 'retrying' || !(await stillOwed(context.db, open.invoiceId))) return;
  await deps.retryPeriodCharge({
    subscriptionId: retry.subscriptionId,
    periodStart,
    attempt: retry.attempt,
    at: context.runAt,
  });
}

async function suspend(deps: DunningDeps, suspension: SuspendPayload, context: JobContext) {
  const at = context.runAt;
  const periodStart = new Date(suspension.periodStart);
  const facts = await noticeFactsOf(context.db, suspension.subscriptionId);
  if (!facts) return;
  await context.db.transaction(async (tx) => {
    const open = await lockedCaseOf(tx, suspension.subscriptionId, periodStart);
    if (open?.state !== 'pastDue' || !(await stillOwed(tx, open.invoiceId))) return;
    await tx
      .update(dunningCases)
      .set({ state: 'suspended', suspendedAt: at })
      .where(eq(dunningCases.id, open.id));
    await tx
      .update(subscriptions)
      .set({ status: 'Suspended', updatedAt: at })
      .where(
        and(eq(subscriptions.id, suspension.subscriptionId), eq(subscriptions.status, 'Active')),
      );
    await sendBillingNotice(
      tx,
      {
        dedupeKey: `suspended|${suspension.subscriptionId}|${suspension.periodStart}`,
        kind: 'suspended',
        account: facts.account,
        template: BILLING_TEMPLATES.suspended,
        params: {
          firstName: facts.account.firstName,
          planName: facts.planName,
          amount: moneyOf(open.amountMinor, open.currency),
          payHref: sitePageOf(deps.config, facts.account, PAY_PATH),
        },
      },
      at,
    );
  });
}
