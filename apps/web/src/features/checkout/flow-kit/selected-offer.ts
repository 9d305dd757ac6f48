import type { CareOffersResult, PresentedOffer } from '@orbit/domain';

/** The offer being bought: the selected plan, else the lead offer, else the first. */
export function selectedOfferOf(
  offers: CareOffersResult | undefined,
  selectedPlanCode: string | undefined,
): PresentedOffer | undefined {
  const shown = offers?.offers ?? [];
  return (
    shown.find((offer) => offer.planCode === selectedPlanCode) ??
    shown.find((offer) => offer.planCode === offers?.leadPlanCode) ??
    shown[0]
  );
}
