import {
  billingPeriodMonths,
  type Currency,
  type Locale,
  type Money,
  money,
  type OfferFallbackReason,
  type OfferPhase,
  offerTypeOf,
  type PresentedOffer,
} from '@orbit/domain';
import type { OfferWithPackage } from '../catalog-rows.ts';

function periodMonths(phase: OfferPhase): number {
  try {
    return billingPeriodMonths(phase.billingPeriod);
  } catch {
    // App-store periods in days or weeks: shown as one month, they are never quoted here.
    return 1;
  }
}

function chargeOf(phase: OfferPhase): Money {
  return phase.type === 'Free' ? money(0, phase.price.total.currency) : phase.price.total;
}

/** An offer ready to show (spec 001 §5): named in the locale, typed, with its prices and deal. */
export function presentedOfferOf(
  offer: OfferWithPackage,
  locale: Locale,
  fallbackReason: OfferFallbackReason | null = null,
): PresentedOffer {
  const currency = offer.currency as Currency;
  const [first] = offer.phases;
  const last = offer.phases.at(-1) ?? first;
  if (!first || !last) throw new Error(`offer ${offer.planCode} has no phase`);
  return {
    planCode: offer.planCode,
    packageId: offer.packageId,
    packageName: offer.package.names[locale] ?? offer.package.names['en-US'],
    serviceType: offer.serviceType === 'streaming' ? 'streaming' : 'satellite',
    type: offerTypeOf(offer),
    baseTerm: offer.baseTerm,
    phases: offer.phases,
    price: chargeOf(first),
    renewalPrice: last.price.total,
    renewalTermMonths: periodMonths(last),
    activationFee: offer.activationFeeMinor > 0 ? money(offer.activationFeeMinor, currency) : null,
    royaltyFeeApplies: offer.package.royaltyFeeApplies,
    newSubscribersOnly: offer.newSubscribersOnly,
    campaignId: offer.campaignId,
    deal: offer.dealCode
      ? {
          code: offer.dealCode,
          etfAmount: offer.etfAmountMinor === null ? null : money(offer.etfAmountMinor, currency),
          etfTermMonths: offer.etfTermMonths,
        }
      : null,
    fallbackReason,
    mrdEligible: offer.mrdEligible,
  };
}
