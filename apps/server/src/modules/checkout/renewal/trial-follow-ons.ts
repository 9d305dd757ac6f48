import {
  type CareRenewalOffersResult,
  type Country,
  FIELD_ERROR_CODES,
  isRollToDropTrial,
  type Locale,
  money,
  rollToDropMonths,
} from '@orbit/domain';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import {
  findOfferByPlanCode,
  isOfferAvailable,
  isPlanToMoveTo,
  listOffersOfMarket,
  presentedOfferOf,
} from '../../catalog/index.ts';

/**
 * `offers/renewal {streaming: true}` (flows §3.6, ADR 060): what a streaming roll-to-drop trial
 * may roll into — the market's paid streaming plans anyone may buy, on sale now, in catalog
 * order, at their monthly prices. The trial's "enter your information" offers these as its
 * follow-on plans; the quote and the purchase check the one chosen again. A plan that is not a
 * roll-to-drop streaming trial of this market: 404 OFFER_NOT_FOUND.
 */
export async function trialFollowOnsOf(
  db: Db,
  input: { planCode: string; country: Country; locale: Locale; now: Date },
): Promise<CareRenewalOffersResult> {
  const { country, locale, now } = input;
  const trial = await findOfferByPlanCode(db, input.planCode.trim());
  if (
    !trial ||
    trial.country !== country ||
    trial.serviceType !== 'streaming' ||
    !isRollToDropTrial(trial.phases) ||
    !isOfferAvailable(trial, now)
  ) {
    throw new AppError('OFFER_NOT_FOUND', `${input.planCode} is no streaming trial of ${country}`, {
      notFoundResourceType: 'offer',
      fieldErrors: [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName: 'planCode' }],
    });
  }
  const paid = (await listOffersOfMarket(db, { country, serviceType: 'streaming' })).filter(
    (offer) => isPlanToMoveTo('streaming', offer) && isOfferAvailable(offer, now),
  );
  const renewalOffer = presentedOfferOf(trial, locale);
  return {
    renewalCode: '',
    renewalOffer,
    promoMonths: Math.max(1, rollToDropMonths(trial.phases)),
    promoPrice: money(0, renewalOffer.price.currency),
    choices: paid.map((offer) => {
      const presented = presentedOfferOf(offer, locale);
      return {
        planCode: offer.planCode,
        packageId: offer.packageId,
        packageName: presented.packageName,
        retailPrice: presented.renewalPrice,
        needsGenre: false,
        genres: [],
        availability: null,
      };
    }),
    defaultIndex: 0,
    radio: null,
  };
}
