import { type Currency, type Money, money } from '../catalog/money.ts';
import { addMonths } from '../catalog/phase-duration.ts';
import { PLAN_PHASES, type PlanPhase } from '../catalog/plan-phase.ts';

/** A subscription phase as stored: what it costs per term, from when to when. */
export interface SubscribedPhase {
  /** trial, promo or fullPrice. */
  phase: string;
  startsAt: Date;
  /** Null for the full-price phase, which renews until cancelled. */
  endsAt: Date | null;
  termMonths: number;
  /** The price of one term (a prepaid promotion: of the whole promotion). */
  priceMinor: number;
  currency: string;
  offerId: string;
}

/** The term the customer is in and has paid for: a change credits its unused days. */
export interface CurrentPaidPeriod {
  phase: PlanPhase;
  offerId: string;
  termMonths: number;
  /** What the period was paid at: the phase's price (a promotion's promo price). */
  price: Money;
  start: Date;
  /** The next bill (exclusive end). */
  end: Date;
}

/** The phase running at `now`. */
export function runningPhaseOf<T extends SubscribedPhase>(
  phases: readonly T[],
  now: Date,
): T | undefined {
  const at = now.getTime();
  return phases.find(
    (phase) =>
      phase.startsAt.getTime() <= at && (phase.endsAt === null || at < phase.endsAt.getTime()),
  );
}

/**
 * The paid period containing `now`: the running phase's terms are counted from the phase's start
 * (each boundary `k × term` months after it, so a term begun on the 31st renews on the last day
 * of shorter months and on the 31st again after), the period ending at the next boundary or at the
 * phase's end, whichever comes first. Undefined in a trial (nothing was paid) or with no phase
 * running.
 */
export function currentPaidPeriodOf(
  phases: readonly SubscribedPhase[],
  now: Date,
): CurrentPaidPeriod | undefined {
  const running = runningPhaseOf(phases, now);
  if (!running || running.phase === 'trial') return undefined;
  const term = Math.max(running.termMonths, 1);
  let terms = 0;
  let start = running.startsAt;
  let next = addMonths(running.startsAt, term);
  while (next.getTime() <= now.getTime()) {
    terms += 1;
    start = next;
    next = addMonths(running.startsAt, (terms + 1) * term);
  }
  const end = running.endsAt && running.endsAt.getTime() < next.getTime() ? running.endsAt : next;
  return {
    phase: (PLAN_PHASES as readonly string[]).includes(running.phase)
      ? (running.phase as PlanPhase)
      : 'fullPrice',
    offerId: running.offerId,
    termMonths: term,
    price: money(running.priceMinor, running.currency as Currency),
    start,
    end,
  };
}
