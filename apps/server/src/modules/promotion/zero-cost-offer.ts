import { addMonths, type OfferPhase } from '@orbit/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { findOfferByPlanCode, type OfferWithPackage } from '../catalog/index.ts';

/** What a zero-cost promo gives: its offer and the free phase, the only phase written (ADR 042). */
export type ZeroCostTerms = {
  offer: OfferWithPackage;
  freePhase: OfferPhase;
  endsAt: (startsAt: Date) => Date;
};

function notZeroCost(planCode: string): AppError {
  return new AppError('INVALID_OFFER_DATA', `promo plan ${planCode} is not zero-cost`, {
    fieldErrors: [{ errorCode: 'INVALID', fieldName: 'marketingPromoCode' }],
  });
}

/**
 * The offer a promo code opens, when it costs nothing today: no activation fee and a free phase
 * of a set length first. Anything else needs a card and is sold by the checkout, not here.
 */
export async function zeroCostTermsOf(db: Db, planCode: string): Promise<ZeroCostTerms> {
  const offer = await findOfferByPlanCode(db, planCode);
  if (!offer) throw new Error(`promo code names plan ${planCode}, not in the catalog`);
  const [freePhase] = offer.phases;
  if (
    offer.serviceType !== 'satellite' ||
    offer.activationFeeMinor !== 0 ||
    freePhase?.type !== 'Free' ||
    freePhase.duration.kind !== 'finite'
  ) {
    throw notZeroCost(planCode);
  }
  const months = freePhase.duration.months;
  return { offer, freePhase, endsAt: (startsAt) => addMonths(startsAt, months) };
}
