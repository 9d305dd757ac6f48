import { type Money, money, zeroMoney } from '../catalog/money.ts';
import type { PlanPhase } from '../catalog/plan-phase.ts';
import { prorateByDays } from '../checkout/rounding.ts';
import { utcDayNumber } from '../checkout/utc-days.ts';
import type { CancellationType } from './cancellation-type.ts';

/**
 * Whole days after a term's charge during which a cancellation is immediate and refunds the
 * unused days: Quebec's cooling-off period for distance contracts (Consumer Protection Act
 * s. 54.8, seven days), applied in every market so one rule holds for every customer. Past it,
 * a cancellation keeps the service the customer paid for until the term ends and charges
 * nothing more.
 */
export const IMMEDIATE_CANCELLATION_DAYS = 7;

/** The term running now: what was charged for it and when. */
export interface CurrentTerm {
  phase: PlanPhase;
  start: Date;
  /** The next billing date, or a trial's conversion date (exclusive end). */
  end: Date;
  /** Everything charged for this term (service, fees and taxes); zero for a trial. */
  charged: Money;
  /** When that charge was made; a trial's start. */
  chargedAt: Date;
}

export interface CancellationTerms {
  cancellationType: CancellationType;
  /** When service stops. */
  effectiveAt: Date;
  /** Paid back to the card; zero when cancelling at the end of the term. */
  refund: Money;
  /** The unused whole days refunded, of the term's days (0 of them at the end of the term). */
  refundedDays: number;
  ofDays: number;
}

/**
 * When a cancellation asked for at `now` takes effect and what it refunds:
 * - a trial ends at its conversion date and nothing more is charged (nothing to refund);
 * - a paid term charged fewer than IMMEDIATE_CANCELLATION_DAYS whole days ago ends now, refunding
 *   charged × d / D (half-up to the cent; d = whole UTC days from today to the term's end,
 *   today included as in a plan change's credit; D = the term's days);
 * - any other paid term ends at its end date, with no refund.
 */
export function cancellationTermsOf(term: CurrentTerm, now: Date): CancellationTerms {
  const ofDays = utcDayNumber(term.end) - utcDayNumber(term.start);
  const daysLeft = utcDayNumber(term.end) - utcDayNumber(now);
  if (ofDays <= 0) throw new RangeError('the term must end after it starts');
  if (now.getTime() < term.start.getTime() || now.getTime() >= term.end.getTime()) {
    throw new RangeError('now is outside the current term');
  }
  const atEndOfTerm: CancellationTerms = {
    cancellationType: 'END_OF_TERM',
    effectiveAt: term.end,
    refund: zeroMoney(term.charged.currency),
    refundedDays: 0,
    ofDays,
  };
  if (term.phase === 'trial' || term.charged.amountMinor <= 0) return atEndOfTerm;
  const daysSinceCharge = utcDayNumber(now) - utcDayNumber(term.chargedAt);
  if (daysSinceCharge >= IMMEDIATE_CANCELLATION_DAYS) return atEndOfTerm;
  return {
    cancellationType: 'IMMEDIATE',
    effectiveAt: now,
    refund: money(prorateByDays(term.charged.amountMinor, daysLeft, ofDays), term.charged.currency),
    refundedDays: daysLeft,
    ofDays,
  };
}
