import { type Currency, type Locale, money, type OfferPhase, type QuotePlan } from '@orbit/domain';
import type { OfferWithPackage } from '../../catalog/index.ts';

/** The package name a quote shows, in the reader's language. */
export function packageNameOf(offer: OfferWithPackage, locale: Locale): string {
  return offer.package.names[locale] ?? offer.package.names['en-US'] ?? offer.package.id;
}

/**
 * An offer as the domain calculator prices it: its phases, the music royalty fee when its
 * package carries music, and its activation fee (the catalog sets one on US satellite offers).
 */
export function quotePlanOf(offer: OfferWithPackage, locale: Locale): QuotePlan {
  return {
    planCode: offer.planCode,
    packageName: packageNameOf(offer, locale),
    royaltyFeeApplies: offer.package.royaltyFeeApplies,
    activationFee:
      offer.activationFeeMinor > 0
        ? money(offer.activationFeeMinor, offer.currency as Currency)
        : null,
    phases: offer.phases,
    ...(offer.mrdEligible ? { mrdEligible: true } : {}),
  };
}

const isLimited = (phase: OfferPhase) => phase.duration.kind === 'finite';

/**
 * A plan followed by another (a trial or promo, then the paid plan the customer chose): the first
 * plan's limited phases, then the follow-on's phases in place of its own full price. Undefined
 * when the first plan has no limited phase, so nothing could follow it. The MRF follows the plan
 * that charges: the first one's while it charges anything, else the follow-on's.
 */
export function withFollowOn(plan: QuotePlan, followOn: QuotePlan): QuotePlan | undefined {
  const limited = plan.phases.filter(isLimited);
  if (limited.length === 0) return undefined;
  const limitedCharges = limited.some((phase) => phase.price.total.amountMinor > 0);
  return {
    ...plan,
    royaltyFeeApplies: limitedCharges ? plan.royaltyFeeApplies : followOn.royaltyFeeApplies,
    phases: [...limited, ...followOn.phases],
  };
}
