import { type Country, isPlatinumVipPackage, isRtpTrialPlan } from '@orbit/domain';
import type { Db } from '../../../db/client.ts';
import {
  isOfferAvailable,
  isRenewalOffer,
  isRetentionOffer,
  listOffersOfMarket,
  type OfferWithPackage,
} from '../../catalog/index.ts';

/**
 * The plans one multi-radio order sells in a market (ADR 047): the listening plans on sale now
 * that any customer may take, in catalog order. Not sold here: plans for new subscribers only,
 * the Platinum VIP bundle (its own two-radio order), trials (a free first phase: they are
 * claimed, not bought), campaign plans (a retention save offer or a renewal's promo reach only
 * the customers their campaign names), partner deals, and vehicle-data services such as Travel
 * Link (an add-on beside a listening plan, not one).
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
      offer.phases[0]?.type !== 'Free' &&
      !isRetentionOffer(offer) &&
      !isRenewalOffer(offer) &&
      offer.dealCode === null &&
      offer.package.category === 'entertainment',
  );
}
