import type { CareCancelOffersRequest, CareCancelOffersResult, Locale } from '@orbit/domain';
import type { Db } from '../../../db/client.ts';
import {
  presentedOfferOf,
  retainedSubscriptionOf,
  retentionOfferFor,
} from '../../catalog/index.ts';
import type { NamedSubscription } from '../../checkout/index.ts';
import { cancellationOutlookOf } from './cancellation-outlook.ts';

/**
 * `offers/customer/cancel`: at most one retention offer for the reason given (the catalog's
 * retention rule, ADR 029), so declining it is one click. None when the options say no offers
 * are shown (more than one premium-VIP plan on the account) or no cancellation is offered.
 * Taking it is a plan switch (`quotes/quote`, then `purchase/change-subscription`).
 */
export async function cancelOfferFor(
  db: Db,
  named: NamedSubscription,
  request: CareCancelOffersRequest,
  now: Date,
): Promise<CareCancelOffersResult> {
  const { subscription, account } = named;
  const outlook = await cancellationOutlookOf(db, named, now);
  if (!outlook.preview || !outlook.options.cancelSubscriptionOptionInfo.showViewOffer) {
    return { offer: null };
  }
  const country = account.country === 'ca' ? 'ca' : 'us';
  const retained = retainedSubscriptionOf(subscription, country, now);
  const offer = retained
    ? await retentionOfferFor(db, retained, {
        reason: request.cancelReason,
        programCode: request.programCode,
        now,
      })
    : null;
  const locale = request.locale ?? (account.language as Locale);
  return { offer: offer ? presentedOfferOf(offer, locale) : null };
}
