import { type Country, isPlatinumVipPackage, isRtpTrialPlan } from '@orbit/domain';
import type { Db } from '../../../db/client.ts';
import {
  isOfferAvailable,
  listOffersOfMarket,
  type OfferWithPackage,
} from '../../catalog/index.ts';

/**
 * The plans one multi-radio order sells in a market (ADR 047): the satellite plans on sale now
 * that any customer may take — not those for new subscribers only, the Platinum VIP bundle (its
 * own two-radio order), the used-car trial or a partner deal — in catalog order.
 */
export async function multiRadioOffersOf(
  db: Db,
  country: Country,
  now: Date,
): Promise<OfferWithPackage[]> {
  const offers = await listOffersOfMarket(db, { country, serviceType: 'satellite' });
  return offers.filter(
    (offer) =>
      isOfferAvailable(offer, now) &&
      !offer.newSubscribersOnly &&
      !isPlatinumVipPackage(offer.packageId) &&
      !isRtpTrialPlan(offer.planCode) &&
      offer.dealCode === null,
  );
}
