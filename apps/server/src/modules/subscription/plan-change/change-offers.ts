import {
  type CareChangeOffersRequest,
  type CareChangeOffersResult,
  type ChangeOffer,
  type CurrentPlan,
  isPlatinumVipPackage,
  type Locale,
} from '@orbit/domain';
import type { Db } from '../../../db/client.ts';
import {
  isOfferAvailable,
  isPlanToMoveTo,
  isRetentionOffer,
  isVehicleDataOffer,
  listOffersOfMarket,
  type OfferWithPackage,
  presentedOfferOf,
} from '../../catalog/index.ts';
import { packageNameOf } from '../../checkout/index.ts';
import { currentPlanView } from '../current-plan.ts';
import type { ChangeableSubscription } from './changeable-subscription.ts';
import { changeTermsOf } from './price-plan-change.ts';

function currentPlanOf(changeable: ChangeableSubscription, locale: Locale): CurrentPlan {
  const { subscription, running, paidPeriod, offer, now } = changeable;
  return currentPlanView({
    subscription,
    phase: running,
    packageName: packageNameOf(offer, locale),
    termEnd: paidPeriod?.end ?? running.endsAt ?? undefined,
    now,
  });
}

/**
 * "Our best plan" (flows §5.1): the one package the page singles out is the highest tier that
 * ADDs to what the customer has — everything kept, more on top — but not Platinum VIP, whose
 * second radio only a customer with two radios can use; on its Monthly term when it has one.
 */
function bestPlanOf(offers: readonly ChangeOffer[]): string | undefined {
  const added = offers.filter(
    (offer) => offer.packageChange === 'ADD' && !isPlatinumVipPackage(offer.packageId),
  );
  const top = added.at(-1)?.packageId;
  const ofTop = added.filter((offer) => offer.packageId === top);
  return (ofTop.find((offer) => offer.baseTerm === 'Monthly') ?? ofTop[0])?.planCode;
}

const bySortOrder = (a: OfferWithPackage, b: OfferWithPackage) =>
  a.package.sortOrder - b.package.sortOrder || a.sortOrder - b.sortOrder;

/**
 * `offers/customer/change`: every plan the subscription may move to in its market and service
 * (the current package's other terms included; only those with `changeTermOnly`), each with what
 * it does to the package and when it would take effect, "our best plan" flagged once, a
 * confirmation asked before a SWITCH; and for a satellite radio the vehicle-data plans it can add.
 */
export async function changeOffersOf(
  db: Db,
  changeable: ChangeableSubscription,
  request: CareChangeOffersRequest,
  locale: Locale,
): Promise<CareChangeOffersResult> {
  const { subscription, now, region } = changeable;
  const market = (
    await listOffersOfMarket(db, {
      country: region.country,
      serviceType: subscription.serviceType === 'streaming' ? 'streaming' : 'satellite',
    })
  ).filter(
    (offer) =>
      isOfferAvailable(offer, now) &&
      offer.billingPlatform === 'Direct' &&
      offer.currency === changeable.offer.currency &&
      !isRetentionOffer(offer),
  );
  const changeOffers: ChangeOffer[] = market
    .filter(
      (offer) =>
        offer.planCode !== subscription.planCode &&
        isPlanToMoveTo(subscription.serviceType, offer) &&
        (!request.changeTermOnly || offer.packageId === subscription.packageId),
    )
    .sort(bySortOrder)
    .map((offer) => {
      const { packageChange, timing } = changeTermsOf(changeable, offer);
      return {
        ...presentedOfferOf(offer, locale),
        packageChange,
        timing,
        isBestPlan: false,
        needsConfirmation: packageChange === 'SWITCH',
      };
    });
  const best = request.changeTermOnly ? undefined : bestPlanOf(changeOffers);
  return {
    currentPlan: currentPlanOf(changeable, locale),
    offers: changeOffers.map((offer) => ({ ...offer, isBestPlan: offer.planCode === best })),
    infotainmentOffers:
      subscription.radioId && subscription.serviceType === 'satellite'
        ? market
            .filter((offer) => isVehicleDataOffer(offer) && !offer.newSubscribersOnly)
            .map((offer) => presentedOfferOf(offer, locale))
        : [],
  };
}
