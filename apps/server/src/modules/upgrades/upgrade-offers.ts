import {
  type CareUpgradeOffersRequest,
  type CareUpgradeOffersResult,
  isPlatinumVipPackage,
  type Locale,
} from '@orbit/domain';
import { AppError } from '../../platform/errors/app-error.ts';
import { withCatalogueTimeout } from '../catalog/index.ts';
import { type ChangeableSubscription, changeOffersOf } from '../subscription/index.ts';
import type { UpgradeDeps } from './upgrade-deps.ts';

const alreadyUpgraded = (subscriptionId: string) =>
  new AppError('ALREADY_UPGRADED', `no package above ${subscriptionId}'s`);

/**
 * `offers/customer/upgrade` (flows §4.4): the plans of every package that ADDs to the
 * subscription's (ADR 030: a higher tier keeping music and streaming), not Platinum VIP, whose
 * second radio has its own upgrade (`subscribe/upgrade-vip`). None: 409 ALREADY_UPGRADED, the
 * full-price page's "already upgraded".
 */
export async function upgradeOffersOf(
  deps: UpgradeDeps,
  changeable: ChangeableSubscription,
  request: CareUpgradeOffersRequest,
): Promise<CareUpgradeOffersResult> {
  const locale = request.locale ?? (changeable.account.language as Locale);
  const change = await withCatalogueTimeout(
    changeOffersOf(deps.db, changeable, { subscriptionId: request.subscriptionId }, locale),
  );
  const offers = change.offers.filter(
    (offer) => offer.packageChange === 'ADD' && !isPlatinumVipPackage(offer.packageId),
  );
  const [first, ...rest] = offers;
  if (!first) throw alreadyUpgraded(request.subscriptionId);
  return { currentPlan: change.currentPlan, offers: [first, ...rest] };
}
