import { type Money, zeroMoney } from '../catalog/money.ts';
import type { OfferPhase, OfferPhaseType } from '../catalog/offer.ts';
import { addMonths } from '../catalog/phase-duration.ts';
import type { PlanPhase } from '../catalog/plan-phase.ts';

const PLAN_PHASE_OF: Record<OfferPhaseType, PlanPhase> = {
  Free: 'trial',
  Introductory: 'promo',
  AutoRenewing: 'fullPrice',
};

/** One billing period of a plan: what is charged at `start` for the time until `end`. */
export interface ScheduledCharge {
  phaseIndex: number;
  phaseType: OfferPhaseType;
  phase: PlanPhase;
  start: Date;
  end: Date;
  termMonths: number;
  price: Money;
}

/**
 * A billing period in months. Direct subscriptions bill by the month or the year; a period in
 * days or weeks belongs to an app-store offer, which is not quoted here, so it throws.
 */
export function billingPeriodMonths(period: OfferPhase['billingPeriod']): number {
  if (period.unit === 'months') return period.count;
  if (period.unit === 'years') return period.count * 12;
  throw new RangeError(`cannot quote a billing period in ${period.unit}`);
}

/** How many periods of a running (infinite) phase a schedule lists: enough for every quote. */
const RUNNING_PHASE_PERIODS = 2;

/**
 * The charges of an offer's phases from `start`: a Free phase is one period at 0; a paid
 * phase is charged once per billing period, so an Introductory phase whose billing period is
 * its whole duration is prepaid in one charge; the last phase, if it runs until cancelled, is
 * listed for two periods. Every date is counted from `start` (not chained period to period),
 * so a plan started Jan 31 is charged Apr 30, then May 31, not May 30.
 */
export function billingSchedule(phases: readonly OfferPhase[], start: Date): ScheduledCharge[] {
  if (phases.length === 0) throw new RangeError('an offer has at least one phase');
  const charges: ScheduledCharge[] = [];
  let monthsFromStart = 0;
  phases.forEach((phase, phaseIndex) => {
    const isLast = phaseIndex === phases.length - 1;
    const finiteMonths = phase.duration.kind === 'finite' ? phase.duration.months : undefined;
    if (finiteMonths === undefined && !isLast) {
      throw new RangeError('only the last phase may run until cancelled');
    }
    const free = phase.type === 'Free';
    if (free && finiteMonths === undefined) throw new RangeError('a Free phase must end');
    const periodMonths = free ? (finiteMonths ?? 0) : billingPeriodMonths(phase.billingPeriod);
    if (finiteMonths !== undefined && finiteMonths % periodMonths !== 0) {
      throw new RangeError(
        `a ${finiteMonths}-month phase is not whole ${periodMonths}-month periods`,
      );
    }
    const periods =
      finiteMonths === undefined ? RUNNING_PHASE_PERIODS : finiteMonths / periodMonths;
    const price = free ? zeroMoney(phase.price.total.currency) : phase.price.total;
    for (let period = 0; period < periods; period += 1) {
      const from = monthsFromStart + period * periodMonths;
      charges.push({
        phaseIndex,
        phaseType: phase.type,
        phase: PLAN_PHASE_OF[phase.type],
        start: addMonths(start, from),
        end: addMonths(start, from + periodMonths),
        termMonths: periodMonths,
        price,
      });
    }
    monthsFromStart += periods * periodMonths;
  });
  return charges;
}

/** The charges each quote of an order describes; `charges[0]` is today's. */
export interface QuotedCharges {
  current: ScheduledCharge;
  future?: ScheduledCharge | undefined;
  promoRenewal?: ScheduledCharge | undefined;
  renewal?: ScheduledCharge | undefined;
}

/**
 * future: the first charge of the next phase; promoRenewal: the second promotional charge
 * (counting today's), so a prepaid promo has none; renewal: the first full-price charge after
 * today. A trial then full price has the same charge as future and renewal.
 */
export function pickQuotedCharges(charges: readonly ScheduledCharge[]): QuotedCharges {
  const [current, ...later] = charges;
  if (!current) throw new RangeError('no charge to quote');
  return {
    current,
    future: later.find((charge) => charge.phaseIndex > current.phaseIndex),
    promoRenewal: charges.filter((charge) => charge.phaseType === 'Introductory')[1],
    renewal: later.find((charge) => charge.phaseType === 'AutoRenewing'),
  };
}
