import type { AccountSubscription, CareQuoteResult, ChangeOffer } from '@orbit/domain';
import type { DataLayer } from '../../../shared/analytics/data-layer.ts';
import type { Failure } from '../../../shared/errors/index.ts';

/** Where a plan change stands, as `planInfo.planChangeStatus` records it (spec 000 §3). */
export type PlanChangeStatus = 'started' | 'previewed' | 'completed' | 'failed';

/**
 * The change pages opened on a subscription: the transaction (CHANGE_PLAN, or CHANGE_TERM on
 * change-term), the subscription and its market (satellite or streaming) and term today.
 */
export function trackChangeStarted(
  dataLayer: DataLayer,
  subscription: AccountSubscription,
  changeTermOnly: boolean,
): void {
  dataLayer.update('customerInfo', {
    transactionType: changeTermOnly ? 'CHANGE_TERM' : 'CHANGE_PLAN',
  });
  dataLayer.update('planInfo', {
    planChangeStatus: 'started' satisfies PlanChangeStatus,
    subscriptionId: subscription.id,
    marketType: subscription.serviceType,
    planTerm: subscription.termMonths,
  });
}

/** The preview shown: the plan and term chosen and the revenue the change brings. */
export function trackChangePreviewed(
  dataLayer: DataLayer,
  offer: ChangeOffer,
  quote: CareQuoteResult,
): void {
  dataLayer.update('planInfo', {
    planChangeStatus: 'previewed' satisfies PlanChangeStatus,
    planCodes: [offer.planCode],
    planTerm: offer.renewalTermMonths,
    revenueStatus: quote.revenueStatus,
  });
}

/** The change confirmed: the subscription it is now, and the one it was. */
export function trackChangeCompleted(
  dataLayer: DataLayer,
  change: { subscriptionId: string; oldSubscriptionId: string },
): void {
  dataLayer.update('planInfo', {
    planChangeStatus: 'completed' satisfies PlanChangeStatus,
    subscriptionId: change.subscriptionId,
    oldSubscriptionId: change.oldSubscriptionId,
  });
}

/** The change refused (spec 000 §8, "change-subscription failure"), with the service's code. */
export function trackChangeFailed(dataLayer: DataLayer, failure: Failure): void {
  dataLayer.update('planInfo', { planChangeStatus: 'failed' satisfies PlanChangeStatus });
  dataLayer.push('change-subscription-failure', {
    errorInfo: [{ errorName: 'change-subscription failure', errorCode: failure.code }],
  });
}
