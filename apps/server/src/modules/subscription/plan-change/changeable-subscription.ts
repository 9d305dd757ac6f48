import {
  type CurrentPaidPeriod,
  currentPaidPeriodOf,
  runningPhaseOf,
  type TaxRegion,
} from '@orbit/domain';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import { taxRegionOf } from '../../billing/index.ts';
import { findOffersByPlanCodes, type OfferWithPackage } from '../../catalog/index.ts';
import {
  type NamedSubscription,
  namedSubscriptionOf,
  type SubscriptionCaller,
} from '../../checkout/index.ts';

type Phase = NamedSubscription['subscription']['phases'][number];

/** A subscription whose plan may change, and what it is on today. */
export type ChangeableSubscription = NamedSubscription & {
  /** The catalog offer it is on (its plan code), with its package. */
  offer: OfferWithPackage;
  running: Phase;
  /** The term paid for and running; undefined in a trial. */
  paidPeriod: CurrentPaidPeriod | undefined;
  region: TaxRegion;
  now: Date;
};

const notChangeable = (reason: string) =>
  new AppError('SUBSCRIPTION_NOT_CHANGEABLE', reason, {
    publicDescription: 'This subscription cannot be changed online.',
  });

/**
 * The subscription `subscriptionId` names for this caller (namedSubscriptionOf: the signed-in
 * owner, or the session that identified and verified its account; 401, 403, 404 otherwise),
 * when its plan can change online: it is running (Closed → SUBSCRIPTION_CLOSED; paused,
 * suspended or between phases → SUBSCRIPTION_NOT_CHANGEABLE) and we bill it (an app-store plan
 * changes in the store). Taxed where the account's service address is.
 */
export async function changeableSubscriptionOf(
  db: Db,
  subscriptionId: string,
  caller: SubscriptionCaller,
): Promise<ChangeableSubscription> {
  return changeableOf(db, await namedSubscriptionOf(db, subscriptionId, caller), caller.now);
}

/** The same checks of a subscription already named. */
export async function changeableOf(
  db: Db,
  named: NamedSubscription,
  now: Date,
): Promise<ChangeableSubscription> {
  const { subscription, account } = named;
  if (subscription.status === 'Closed') {
    throw new AppError('SUBSCRIPTION_CLOSED', 'subscription closed');
  }
  const running = runningPhaseOf(subscription.phases, now);
  if (subscription.status !== 'Active' || !running) {
    throw notChangeable(`subscription ${subscription.status} with no running phase`);
  }
  const offer = (await findOffersByPlanCodes(db, [subscription.planCode])).get(
    subscription.planCode,
  );
  if (offer?.billingPlatform !== 'Direct') {
    throw notChangeable(`plan ${subscription.planCode} not billed by us`);
  }
  return {
    ...named,
    offer,
    running,
    paidPeriod: currentPaidPeriodOf(subscription.phases, now),
    region: taxRegionOf(account),
    now,
  };
}
