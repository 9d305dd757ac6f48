import { FIELD_ERROR_CODES } from '@orbit/domain';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import { findOffersByPlanCodes, type OfferWithPackage } from '../../catalog/index.ts';
import type { OrderRow } from './order-store.ts';
import { followOnPlanCodeOf } from './purchase-order.ts';
import { limitedPhasesOf, type PlannedPhase, plannedPhases } from './subscription-phases.ts';

export type OrderOffers = { offer: OfferWithPackage; followOn: OfferWithPackage | undefined };

/** The offers an order was priced from (its plan, and the paid plan following it). */
export async function offersOfOrder(db: Db, order: OrderRow): Promise<OrderOffers> {
  const followOnCode = followOnPlanCodeOf(order);
  const offers = await findOffersByPlanCodes(db, [
    order.planCode,
    ...(followOnCode ? [followOnCode] : []),
  ]);
  const offer = offers.get(order.planCode);
  const followOn = followOnCode ? offers.get(followOnCode) : undefined;
  if (!offer || (followOnCode && !followOn)) {
    throw new AppError('OFFER_NOT_FOUND', `offer of order ${order.id} left the catalog`, {
      notFoundResourceType: 'offer',
      fieldErrors: [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName: 'offerId' }],
    });
  }
  return { offer, followOn };
}

/** The dated phases of a subscription to these offers from `start`. */
export function phasesOfOffers({ offer, followOn }: OrderOffers, start: Date): PlannedPhase[] {
  return plannedPhases(
    followOn
      ? [
          { offerId: offer.planCode, phases: limitedPhasesOf(offer.phases) },
          { offerId: followOn.planCode, phases: followOn.phases },
        ]
      : [{ offerId: offer.planCode, phases: offer.phases }],
    start,
  );
}

/** A package name for messages, in the customer's language. */
export function planNameOf(offer: OfferWithPackage, locale: 'en-US' | 'en-CA' | 'fr-CA'): string {
  return offer.package.names[locale] ?? offer.name;
}
