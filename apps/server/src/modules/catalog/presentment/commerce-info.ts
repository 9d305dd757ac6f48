import {
  type CommerceInfo,
  type Country,
  CURRENCY_BY_COUNTRY,
  money,
  royaltyFeeRatePpm,
  TAX_TABLE,
} from '@orbit/domain';
import type { Db } from '../../../db/client.ts';
import { isOfferAvailable } from '../offer-availability.ts';
import { listOffersOfMarket } from '../offer-store.ts';

/**
 * `offers/commerce/info`: what a page of the market says beside its prices, read from the offers
 * on sale (billing platforms, activation fee) and the checkout's tax table (the royalty fee), so
 * it can never disagree with what the quote charges.
 */
export async function commerceInfoOf(
  db: Db,
  input: { country: Country; now: Date },
): Promise<CommerceInfo> {
  const onSale = (await listOffersOfMarket(db, { country: input.country })).filter((offer) =>
    isOfferAvailable(offer, input.now),
  );
  const currency = CURRENCY_BY_COUNTRY[input.country];
  const highestActivationFee = Math.max(0, ...onSale.map((offer) => offer.activationFeeMinor));
  const royaltyFee = royaltyFeeRatePpm(input.country, true);
  return {
    country: input.country,
    currency,
    billingPlatforms: [...new Set(onSale.map((offer) => offer.billingPlatform))],
    taxDisplay: 'ADDED_AT_CHECKOUT',
    taxTableAsOf: TAX_TABLE.asOf,
    activationFee: highestActivationFee > 0 ? money(highestActivationFee, currency) : null,
    royaltyFeeRatePpm: royaltyFee > 0 ? royaltyFee : null,
  };
}
