import { addMonths } from '../catalog/phase-duration.ts';
import type { SubscribedPhase } from './paid-period.ts';

/** A stored phase with its place in the subscription (0 first). */
export type PositionedPhase = Pick<
  SubscribedPhase,
  'phase' | 'startsAt' | 'endsAt' | 'termMonths' | 'priceMinor'
> & { position: number };

/** One period the subscription clock charges (ADR 074): a term of a priced phase. */
export interface BillingPeriod {
  position: number;
  phase: string;
  start: Date;
  /** The next period's start, or the phase's end if sooner; null never (each term has an end). */
  end: Date;
  /** The first paid period right after a free trial: the trial converting to paid. */
  convertsTrial: boolean;
}

/**
 * The periods of a subscription's priced phases that start after `from` and no later than `to`,
 * in order. A phase bills every `termMonths` from its start (a prepaid promotion's one term is
 * the whole promotion), counted from the phase's start as `termOfPhaseAt` counts them; a free
 * phase (a trial) bills nothing.
 */
export function billingPeriodsBetween(
  phases: readonly PositionedPhase[],
  from: Date,
  to: Date,
): BillingPeriod[] {
  const ordered = [...phases].sort((a, b) => a.position - b.position);
  const periods: BillingPeriod[] = [];
  ordered.forEach((phase, index) => {
    if (phase.priceMinor <= 0) return;
    const term = Math.max(phase.termMonths, 1);
    const previous = ordered[index - 1];
    for (let k = 0; ; k += 1) {
      const start = addMonths(phase.startsAt, k * term);
      if (start.getTime() > to.getTime()) break;
      if (phase.endsAt && start.getTime() >= phase.endsAt.getTime()) break;
      const next = addMonths(phase.startsAt, (k + 1) * term);
      const end = phase.endsAt && phase.endsAt.getTime() < next.getTime() ? phase.endsAt : next;
      if (start.getTime() > from.getTime()) {
        periods.push({
          position: phase.position,
          phase: phase.phase,
          start,
          end,
          convertsTrial: k === 0 && previous?.phase === 'trial',
        });
      }
    }
  });
  return periods.sort((a, b) => a.start.getTime() - b.start.getTime());
}

/**
 * When a subscription ends by itself: the end of its last phase when that phase has one (a trial
 * with no follow-on, a prepaid term with nothing after it); null for one that renews.
 */
export function selfEndOf(phases: readonly PositionedPhase[]): Date | null {
  const last = [...phases].sort((a, b) => b.position - a.position)[0];
  return last?.endsAt ?? null;
}
