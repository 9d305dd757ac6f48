import { isRollToDropTrial, type Money, type OfferPhase, type PresentedOffer } from '@orbit/domain';

export type PricePeriod = 'month' | 'year';

/** What an offer costs, said the way the offer card says it; the component formats the money. */
export type OfferHeadline =
  | { kind: 'free'; months: number }
  | { kind: 'intro'; price: Money; period: PricePeriod; months: number }
  | { kind: 'price'; price: Money; period: PricePeriod };

export interface OfferTerms {
  headline: OfferHeadline;
  /**
   * The full price after a free or introductory phase; absent for a plain self-pay plan and for
   * a trial that ends on its own (nothing runs on after it, so there is no price to follow).
   */
  renewal: { price: Money; period: PricePeriod } | undefined;
}

export function periodOfPhase(phase: Pick<OfferPhase, 'billingPeriod'>): PricePeriod {
  const { unit, count } = phase.billingPeriod;
  return unit === 'years' || (unit === 'months' && count % 12 === 0) ? 'year' : 'month';
}

function periodOfMonths(months: number): PricePeriod {
  return months % 12 === 0 ? 'year' : 'month';
}

/** The first phase decides the headline: free months, an introductory price, or the price. */
export function offerTerms(offer: PresentedOffer): OfferTerms {
  const [first] = offer.phases;
  const months = first?.duration.kind === 'finite' ? first.duration.months : undefined;
  const renewal = isRollToDropTrial(offer.phases)
    ? undefined
    : { price: offer.renewalPrice, period: periodOfMonths(offer.renewalTermMonths) };
  if (first?.type === 'Free' && months !== undefined) {
    return { headline: { kind: 'free', months }, renewal };
  }
  if (first?.type === 'Introductory' && months !== undefined) {
    return {
      headline: { kind: 'intro', price: offer.price, period: periodOfPhase(first), months },
      renewal,
    };
  }
  const period = first ? periodOfPhase(first) : periodOfMonths(offer.renewalTermMonths);
  return { headline: { kind: 'price', price: offer.price, period }, renewal: undefined };
}
