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
 * The term of `phase` containing `now`: its terms are counted from the phase's start (each
 * boundary `k × term` months after it, so a term begun on the 31st renews on the last day of
 * shorter months and on the 31st again after), the term ending at the next boundary or at the
 * phase's end, whichever comes first.
 */
export function termOfPhaseAt(
  phase: Pick<SubscribedPhase, 'startsAt' | 'endsAt' | 'termMonths'>,
  now: Date,
): { start: Date; end: Date } {
  const term = Math.max(phase.termMonths, 1);
  let terms = 0;
  while (addMonths(phase.startsAt, (terms + 1) * term).getTime() <= now.getTime()) terms += 1;
  const start = addMonths(phase.startsAt, terms * term);
  const next = addMonths(phase.startsAt, (terms + 1) * term);
  const end = phase.endsAt && phase.endsAt.getTime() < next.getTime() ? phase.endsAt : next;
  return { start, end };
}

/**
 * The paid period containing `now`: the running phase's term (termOfPhaseAt). Undefined in a
 * trial (nothing was paid) or with no phase running.
 */
export function currentPaidPeriodOf(
  phases: readonly SubscribedPhase[],
  now: Date,
): CurrentPaidPeriod | undefined {
  const running = runningPhaseOf(phases, now);
  if (!running || running.phase === 'trial') return undefined;
  const { start, end } = termOfPhaseAt(running, now);
  return {
    phase: (PLAN_PHASES as readonly string[]).includes(running.phase)
      ? (running.phase as PlanPhase)
      : 'fullPrice',
    offerId: running.offerId,
    termMonths: Math.max(running.termMonths, 1),
    price: money(running.priceMinor, running.currency as Currency),
    start,
    end,
  };
}
