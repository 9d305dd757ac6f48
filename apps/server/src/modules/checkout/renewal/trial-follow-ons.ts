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
  isRetentionOffer,
  listOffersOfMarket,
  type OfferWithPackage,
  presentedOfferOf,
} from '../../catalog/index.ts';

/**
 * A plan the trial may roll into: one anyone may move to, sold on the web (not in an app store),
 * at full price from the first month (no promo, not a retention offer) and billed monthly — the
 * choice says "per month".
 */
function isMonthlyPlanForAnyone(offer: OfferWithPackage): boolean {
  const [only, ...more] = offer.phases;
  return (
    isPlanToMoveTo('streaming', offer) &&
    !isRetentionOffer(offer) &&
    offer.billingPlatform === 'Direct' &&
    more.length === 0 &&
    only?.type === 'AutoRenewing' &&
    only.billingPeriod.unit === 'months' &&
    only.billingPeriod.count === 1
  );
}

/**
 * `offers/renewal {streaming: true}` (flows §3.6, ADR 060): what a streaming roll-to-drop trial
 * may roll into — the market's monthly paid streaming plans anyone may buy, on sale now, in
 * catalog order, at their prices. The trial's "enter your information" offers these as its
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
    (offer) => isMonthlyPlanForAnyone(offer) && isOfferAvailable(offer, now),
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
