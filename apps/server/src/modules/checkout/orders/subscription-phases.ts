import {
  addMonths,
  billingPeriodMonths,
  type Currency,
  isPrepaidPlanType,
  isRtpTrialPlan,
  type OfferPhase,
  type PlanPhase,
  phaseOfPlanType,
} from '@orbit/domain';

/** A subscription phase to write: what the customer gets when, at what price. */
export type PlannedPhase = {
  phase: PlanPhase;
  planType: string;
  startsAt: Date;
  endsAt: Date | null;
  termMonths: number;
  priceMinor: number;
  currency: Currency;
  isPrepaid: boolean;
  offerId: string;
};

/** The phases of the offers a subscription follows, in order, with the offer each came from. */
export type OfferPart = { offerId: string; phases: readonly OfferPhase[] };

/**
 * The legacy plan type of an offer phase (spec 001 §4): a Free phase is a TRIAL (a TRIAL_RTP for
 * the RTP used-car trial's plan, bought with a card, ADR 034); an
 * Introductory phase paid once for its whole length is a PROMO (prepaid), one billed monthly a
 * PROMO_MCP; the auto-renewing phase is SELF_PAY.
 */
export function planTypeOf(phase: OfferPhase, planCode = ''): string {
  if (phase.type === 'Free') return isRtpTrialPlan(planCode) ? 'TRIAL_RTP' : 'TRIAL';
  if (phase.type === 'AutoRenewing') return 'SELF_PAY';
  const months = phase.duration.kind === 'finite' ? phase.duration.months : undefined;
  return months !== undefined && billingPeriodMonths(phase.billingPeriod) >= months
    ? 'PROMO'
    : 'PROMO_MCP';
}

/**
 * Dated phases from `start`: each finite phase ends its length in months later and the next
 * begins then; the last (full price) runs until cancelled.
 */
export function plannedPhases(parts: readonly OfferPart[], start: Date): PlannedPhase[] {
  const planned: PlannedPhase[] = [];
  let startsAt = start;
  for (const part of parts) {
    for (const phase of part.phases) {
      const months = phase.duration.kind === 'finite' ? phase.duration.months : undefined;
      const endsAt = months === undefined ? null : addMonths(startsAt, months);
      const planType = planTypeOf(phase, part.offerId);
      planned.push({
        phase: phaseOfPlanType(planType),
        planType,
        startsAt,
        endsAt,
        termMonths:
          phase.type === 'Free' ? (months ?? 1) : billingPeriodMonths(phase.billingPeriod),
        priceMinor: phase.type === 'Free' ? 0 : phase.price.total.amountMinor,
        currency: phase.price.total.currency,
        isPrepaid: isPrepaidPlanType(planType),
        offerId: part.offerId,
      });
      if (!endsAt) return planned;
      startsAt = endsAt;
    }
  }
  return planned;
}

/** The finite phases of an offer: what another offer can follow (a trial, a promotion). */
export function limitedPhasesOf(phases: readonly OfferPhase[]): OfferPhase[] {
  return phases.filter((phase) => phase.duration.kind === 'finite');
}
