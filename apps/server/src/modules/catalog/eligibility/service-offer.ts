import { type BillingPlatform, type Currency, type Offer, offerSchema } from '@orbit/domain';
import type { OfferWithPackage } from '../catalog-rows.ts';

/**
 * An offer in the service shape (spec 001 §3 Offer): the plan code is its id, the package its
 * main product and a bundled deal a partner product; the base price is the full price it renews
 * at.
 */
export function serviceOfferOf(offer: OfferWithPackage): Offer {
  const last = offer.phases.at(-1);
  return offerSchema.parse({
    id: offer.planCode,
    name: offer.name,
    baseTerm: offer.baseTerm,
    billingPlatform: offer.billingPlatform as BillingPlatform,
    products: [
      { id: offer.packageId, productType: 'main' },
      ...(offer.dealCode ? [{ id: offer.dealCode, productType: 'partner' }] : []),
    ],
    basePrice: last?.price.total ?? { amountMinor: 0, currency: offer.currency as Currency },
    phases: offer.phases,
    ...(offer.campaignId ? { campaignId: offer.campaignId } : {}),
  });
}
