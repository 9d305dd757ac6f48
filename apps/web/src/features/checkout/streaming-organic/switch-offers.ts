import type { CareOffersResult, PresentedOffer } from '@orbit/domain';
import { leadPlanCodeOf } from './offers.ts';

/**
 * After reloading offers, which plan stays selected: the same plan when it is still offered,
 * else the new lead offer.
 */
export function reselect(
  offers: CareOffersResult,
  selectedPlanCode: string | undefined,
): { planCode: string | undefined; offer: PresentedOffer | undefined } {
  const same = offers.offers.find((offer) => offer.planCode === selectedPlanCode);
  const planCode = same?.planCode ?? leadPlanCodeOf(offers);
  return { planCode, offer: offers.offers.find((offer) => offer.planCode === planCode) };
}
