import { type Country, isPlatinumVipPackage } from '@orbit/domain';
import type { Db } from '../../../db/client.ts';
import {
  isOfferAvailable,
  isPlanToMoveTo,
  listOffersOfMarket,
  type OfferWithPackage,
} from '../../catalog/index.ts';

/**
 * Whether a Platinum VIP bundle may move to this offer (ADR 053): a VIP plan anyone may move to —
 * never one for new subscribers only (the Vega bundle's twelve months), a renewal campaign's or
 * a trial.
 */
export function isVipPlanToMoveTo(offer: OfferWithPackage): boolean {
  return isPlatinumVipPackage(offer.packageId) && isPlanToMoveTo('satellite', offer);
}

/** The VIP plans of a market a bundle may move to, on sale now and billed by us, catalog order. */
export async function vipPlansToMoveTo(
  db: Db,
  country: Country,
  now: Date,
): Promise<OfferWithPackage[]> {
  const offers = await listOffersOfMarket(db, { country, serviceType: 'satellite' });
  return offers.filter(
    (offer) =>
      isVipPlanToMoveTo(offer) &&
      offer.billingPlatform === 'Direct' &&
      isOfferAvailable(offer, now),
  );
}
