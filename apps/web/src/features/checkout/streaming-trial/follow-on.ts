import { type CareOffersResult, isRollToDropTrial, type PresentedOffer } from '@orbit/domain';

/**
 * The paid plan the trial link offers to follow the trial (flows §3.6 "renewal offers"): the
 * first offer of the answer that is not itself a roll-to-drop trial; none when the link opens
 * the trial alone.
 */
export function followOnOfferOf(offers: CareOffersResult | undefined): PresentedOffer | undefined {
  return offers?.offers.find(
    (offer) => offer.serviceType === 'streaming' && !isRollToDropTrial(offer.phases),
  );
}
