import type { PresentedOffer } from '@orbit/domain';
import type { FlowAttempt } from './flow-store.ts';

/** The offer being bought: the selected plan, else the lead offer, else the first. */
export function selectedOfferOf(
  state: Pick<FlowAttempt, 'offers' | 'selectedPlanCode'>,
): PresentedOffer | undefined {
  const offers = state.offers?.offers ?? [];
  return (
    offers.find((offer) => offer.planCode === state.selectedPlanCode) ??
    offers.find((offer) => offer.planCode === state.offers?.leadPlanCode) ??
    offers[0]
  );
}
