import { type Money, money } from '../../catalog/money.ts';
import { prorateByDays } from '../../checkout/rounding.ts';
import { utcDayNumber } from '../../checkout/utc-days.ts';
import {
  type CurrentPaidPeriod,
  currentPaidPeriodOf,
  runningPhaseOf,
  type SubscribedPhase,
} from '../paid-period.ts';

/** A subscription as a move sees it: where it runs, its state and its phases. */
export interface MovableSubscription<P extends SubscribedPhase = SubscribedPhase> {
  id: string;
  radioId: string | null;
  /** satellite or streaming. */
  serviceType: string;
  /** Active, Closed, Inactive or Suspended. */
  status: string;
  /** active or pending_cancellation. */
  commerceState: string;
  phases: readonly P[];
}

/**
 * Why a subscription's plan cannot move to another radio: not a radio's plan, not running, a
 * cancellation pending (it ends: nothing to move), no paid term running (a trial belongs to its
 * car; a plan not started yet), or the destination is the radio it is on.
 */
export const TERM_MOVE_REFUSALS = [
  'NOT_SATELLITE',
  'NOT_ACTIVE',
  'PENDING_CANCELLATION',
  'NO_PAID_TERM',
  'SAME_RADIO',
] as const;
export type TermMoveRefusal = (typeof TERM_MOVE_REFUSALS)[number];

/**
 * The paid period running at the move and how it splits at today: `usedDays` on the old radio
 * (before today), `remainingDays` on the new one (today included, as a plan change's credit and a
 * cancellation's refund count them), their sum the period's `ofDays`; `remainingValue` is the
 * price × remainingDays ÷ ofDays half-up to the cent and `usedValue` the rest, so the two add up
 * to the price exactly.
 */
export interface RemainingTerm {
  period: CurrentPaidPeriod;
  usedDays: number;
  remainingDays: number;
  ofDays: number;
  usedValue: Money;
  remainingValue: Money;
}

export type TermMove<P extends SubscribedPhase> =
  | { ok: false; refusal: TermMoveRefusal }
  | {
      ok: true;
      subscriptionId: string;
      fromRadioId: string;
      toRadioId: string;
      /** The phases the subscription keeps on the new radio: the same, so nothing is billed twice. */
      phases: readonly P[];
      remaining: RemainingTerm;
    };

/** The running paid period split at `now`; undefined in a trial or with no phase running. */
export function remainingTermOf(
  phases: readonly SubscribedPhase[],
  now: Date,
): RemainingTerm | undefined {
  const period = currentPaidPeriodOf(phases, now);
  if (!period) return undefined;
  const today = utcDayNumber(now);
  const ofDays = utcDayNumber(period.end) - utcDayNumber(period.start);
  if (ofDays <= 0) return undefined;
  const remainingDays = utcDayNumber(period.end) - today;
  const usedDays = ofDays - remainingDays;
  const remainingMinor = prorateByDays(period.price.amountMinor, remainingDays, ofDays);
  return {
    period,
    usedDays,
    remainingDays,
    ofDays,
    usedValue: money(period.price.amountMinor - remainingMinor, period.price.currency),
    remainingValue: money(remainingMinor, period.price.currency),
  };
}

/** Why the subscription's plan cannot move today (undefined: it can), whatever the destination. */
export function termMoveRefusalOf(
  subscription: MovableSubscription,
  now: Date,
): Exclude<TermMoveRefusal, 'SAME_RADIO'> | undefined {
  if (subscription.serviceType !== 'satellite' || subscription.radioId === null) {
    return 'NOT_SATELLITE';
  }
  if (subscription.status !== 'Active') return 'NOT_ACTIVE';
  if (subscription.commerceState !== 'active') return 'PENDING_CANCELLATION';
  const running = runningPhaseOf(subscription.phases, now);
  if (!running || running.phase === 'trial' || !remainingTermOf(subscription.phases, now)) {
    return 'NO_PAID_TERM';
  }
  return undefined;
}

/**
 * Moving a subscription's plan and its remaining paid term to another radio — the one rule of
 * service continuity, service portability and the swap (ADR 068). The subscription itself moves
 * (the same id, the same phases): the paid period, its end, the next bill and its amount are
 * those the customer had, so nothing is charged and nothing billed twice; `remaining` states what
 * moves in days and cents, for the quote, the order and the customer's record.
 */
export function termMoveOf<P extends SubscribedPhase>(
  subscription: MovableSubscription<P>,
  toRadioId: string,
  now: Date,
): TermMove<P> {
  const refusal = termMoveRefusalOf(subscription, now);
  if (refusal) return { ok: false, refusal };
  const fromRadioId = subscription.radioId as string;
  if (fromRadioId === toRadioId) return { ok: false, refusal: 'SAME_RADIO' };
  const remaining = remainingTermOf(subscription.phases, now) as RemainingTerm;
  return {
    ok: true,
    subscriptionId: subscription.id,
    fromRadioId,
    toRadioId,
    phases: subscription.phases,
    remaining,
  };
}
