import { billingPeriodsBetween, selfEndOf } from '@orbit/domain';
import type { Scheduler } from '../../../platform/scheduler/index.ts';
import { findAccount } from '../../identification/index.ts';
import { chargePeriod, type DuePeriod, type PeriodChargeOutcome } from './charge-period.ts';
import type { SubscriptionClockDeps } from './clock-deps.ts';
import {
  billedByAnOrder,
  billedByAPartner,
  type ClockedSubscription,
  clockedSubscription,
  runningSubscriptions,
} from './clock-store.ts';
import { endService } from './end-service.ts';

/** The daily planner: finds what falls due and enqueues it at its own time. */
export const CLOCK_PLANNER = 'subscription-clock.plan';
/** Charges the first attempt at one period on its start. */
export const CHARGE_PERIOD = 'subscription-clock.charge-period';
/** Ends a subscription's service on its date. */
export const END_SERVICE = 'subscription-clock.end-service';

type ChargePeriodJob = { subscriptionId: string; periodStart: string };
type EndServiceJob = {
  subscriptionId: string;
  endsAt: string;
  reason: 'termEnded' | 'cancellation';
};

const oneMsBefore = (at: Date) => new Date(at.getTime() - 1);

/** The date a subscription stops by itself: its cancellation's date, or its last phase's end. */
function endOf(subscription: ClockedSubscription): EndServiceJob | null {
  if (subscription.commerceState === 'pending_cancellation' && subscription.endsAt) {
    return {
      subscriptionId: subscription.id,
      endsAt: subscription.endsAt.toISOString(),
      reason: 'cancellation',
    };
  }
  const end = selfEndOf(subscription.phases);
  return end
    ? { subscriptionId: subscription.id, endsAt: end.toISOString(), reason: 'termEnded' }
    : null;
}

/** The period starting at `periodStart`, if the subscription's phases still have one there. */
export function duePeriodOf(subscription: ClockedSubscription, periodStart: Date) {
  const [period] = billingPeriodsBetween(
    subscription.phases,
    oneMsBefore(periodStart),
    periodStart,
  );
  if (!period || period.start.getTime() !== periodStart.getTime()) return undefined;
  const phase = subscription.phases.find((candidate) => candidate.position === period.position);
  return phase ? { period, phase } : undefined;
}

/**
 * Enqueues, at its own time, what falls due in (`from`, `to`]: each period to charge and each
 * end of service, keyed so that planning the same stretch twice enqueues nothing new. Periods
 * after a pending cancellation's date are not billed.
 */
export async function planDue(
  deps: Pick<SubscriptionClockDeps, 'db' | 'scheduler'>,
  from: Date,
  to: Date,
): Promise<void> {
  for (const subscription of await runningSubscriptions(deps.db)) {
    const end = endOf(subscription);
    const stop = end ? new Date(end.endsAt) : null;
    for (const period of billingPeriodsBetween(subscription.phases, from, to)) {
      if (stop && period.start.getTime() >= stop.getTime()) break;
      // Without a billing profile nobody is ours to charge (a partner bills it, or it is
      // complimentary): only a trial's conversion is planned, and it ends the trial.
      if (!subscription.billingProfileId && !period.convertsTrial) continue;
      const job: ChargePeriodJob = {
        subscriptionId: subscription.id,
        periodStart: period.start.toISOString(),
      };
      await deps.scheduler.enqueue(CHARGE_PERIOD, job, {
        runAt: period.start,
        key: `${job.subscriptionId}:${job.periodStart}`,
      });
    }
    if (end && stop && stop.getTime() > from.getTime() && stop.getTime() <= to.getTime()) {
      await deps.scheduler.enqueue(END_SERVICE, end, {
        runAt: stop,
        key: `${end.subscriptionId}:${end.endsAt}:${end.reason}`,
      });
    }
  }
}

/**
 * Charges a period on its start, if it is still due: the subscription still running (not
 * Closed or Suspended), not ending before it, the period still in its phases (a plan change
 * rewrites them), not billed by an order. A trial converting asks for consent first (ADR 075):
 * without it the trial ends and nothing is charged.
 */
export async function chargeDuePeriod(
  deps: SubscriptionClockDeps,
  subscriptionId: string,
  periodStart: Date,
  at: Date,
): Promise<PeriodChargeOutcome | { status: 'notDue' | 'trialEnded' }> {
  const subscription = await clockedSubscription(deps.db, subscriptionId);
  if (subscription?.status !== 'Active') return { status: 'notDue' };
  const end = endOf(subscription);
  if (end && new Date(end.endsAt).getTime() <= periodStart.getTime()) return { status: 'notDue' };
  const found = duePeriodOf(subscription, periodStart);
  if (!found) return { status: 'notDue' };
  if (await billedByAnOrder(deps.db, subscriptionId, periodStart)) return { status: 'notDue' };
  const account = await findAccount(deps.db, subscription.accountNumber);
  if (!account) return { status: 'notDue' };
  if (!subscription.billingProfileId) {
    // Billed by a partner (ADR 077) or complimentary: never charged nor dunned. A trial of ours
    // with no billing profile (a carmaker's trial nobody bought a plan after) ends on its date;
    // a partner's trial is the partner's to convert or end.
    if (!found.period.convertsTrial) return { status: 'notDue' };
    if (await billedByAPartner(deps.db, subscription.source)) return { status: 'notDue' };
    await endService(deps.db, subscriptionId, periodStart);
    return { status: 'trialEnded' };
  }
  if (found.period.convertsTrial) {
    const consent = await deps.conversionConsent(deps.db, subscriptionId, periodStart);
    if (consent.kind === 'missing') {
      await endService(deps.db, subscriptionId, periodStart);
      return { status: 'trialEnded' };
    }
  }
  const due: DuePeriod = {
    subscription,
    account,
    phase: found.phase,
    periodEnd: found.period.end,
    convertsTrial: found.period.convertsTrial,
  };
  return chargePeriod(deps, due, { subscriptionId, periodStart, attempt: 1, at });
}

/**
 * A later attempt at a period whose first attempt was declined (dunning's retries, ADR 075):
 * charges what its invoice still owes, with the attempt's own idempotency key.
 */
export async function retryPeriodCharge(
  deps: SubscriptionClockDeps,
  request: { subscriptionId: string; periodStart: Date; attempt: number; at: Date },
): Promise<PeriodChargeOutcome | { status: 'notDue' }> {
  if (request.attempt < 2) throw new RangeError('a retry is attempt 2 or later');
  const subscription = await clockedSubscription(deps.db, request.subscriptionId);
  const found = subscription ? duePeriodOf(subscription, request.periodStart) : undefined;
  const account = subscription ? await findAccount(deps.db, subscription.accountNumber) : undefined;
  if (!subscription || !found || !account) return { status: 'notDue' };
  return chargePeriod(
    deps,
    {
      subscription,
      account,
      phase: found.phase,
      periodEnd: found.period.end,
      convertsTrial: found.period.convertsTrial,
    },
    request,
  );
}

/**
 * The subscription clock's jobs on the app's scheduler (ADR 074): the planner every
 * `plannerSeconds`, looking one interval ahead so each charge is enqueued for its exact start;
 * the charge and the end of service.
 */
export function defineSubscriptionClock(
  scheduler: Scheduler,
  deps: SubscriptionClockDeps,
  plannerSeconds: number,
): void {
  scheduler.defineRecurring({
    name: CLOCK_PLANNER,
    intervalSeconds: plannerSeconds,
    // One run plans all the stretch a moved clock skipped: each charge and end is enqueued at its
    // own time and checked again when it runs, so nothing needs a planner run per day.
    catchUp: false,
    run: async ({ runAt, now, previousRunAt }) => {
      const to = new Date(Math.max(runAt.getTime(), now.getTime()) + plannerSeconds * 1000);
      await planDue(deps, previousRunAt ?? runAt, to);
    },
  });
  scheduler.define<ChargePeriodJob>({
    name: CHARGE_PERIOD,
    retry: { attempts: 5, backoffSeconds: 300 },
    run: async (job, { runAt }) => {
      await chargeDuePeriod(deps, job.subscriptionId, new Date(job.periodStart), runAt);
    },
  });
  scheduler.define<EndServiceJob>({
    name: END_SERVICE,
    run: async (job) => {
      const subscription = await clockedSubscription(deps.db, job.subscriptionId);
      const end = subscription ? endOf(subscription) : null;
      // Still ending then: a revoked cancellation or a follow-on bought since keeps it running.
      if (end && end.endsAt === job.endsAt && end.reason === job.reason) {
        await endService(deps.db, job.subscriptionId, new Date(job.endsAt));
      }
    },
  });
}
