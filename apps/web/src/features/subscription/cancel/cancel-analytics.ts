import type { CancelReasonChoice, CareCancellationResult, CurrentPlan } from '@orbit/domain';
import type { DataLayer } from '../../../shared/analytics/data-layer.ts';
import { trackPageLoaded } from '../../../shared/analytics/page-loaded.ts';

/** The cancel page's use case (flows §5.2) and flow name, as it reports them. */
export const CANCEL_FLOW = { useCase: 'ONLINE_CANCELLATION', flowName: 'cancel' } as const;

export type CancelScreen =
  | 'reasons'
  | 'offer'
  | 'review'
  | 'confirmation'
  | 'chatOrPhone'
  | 'alreadyCancelled'
  | 'notCancellable'
  | 'linkRefused';

/**
 * The plan being cancelled (spec 000 §3 planInfo: subscriptionId, planTerm, marketType) and the
 * rule that decided how its cancellation is offered (`triggeredRuleId`, flows §5.2).
 */
export function trackCancelStart(
  dataLayer: DataLayer,
  plan: CurrentPlan,
  triggeredRuleId: number,
): void {
  dataLayer.update('meta', { useCase: CANCEL_FLOW.useCase });
  dataLayer.update('planInfo', {
    subscriptionId: plan.subscriptionId,
    planCode: plan.planCode,
    planTerm: plan.termMonths,
    marketType: plan.serviceType,
    triggeredRuleId,
  });
}

/** One screen of the cancel flow came on screen (the account paths report themselves). */
export function trackCancelScreen(dataLayer: DataLayer, screen: CancelScreen): void {
  trackPageLoaded(dataLayer, { flowName: CANCEL_FLOW.flowName, componentName: screen });
}

/** The reason given ("cancel reason", and the customer's own words for OTHER). */
export function trackCancelReason(dataLayer: DataLayer, choice: CancelReasonChoice): void {
  dataLayer.update('planInfo', {
    cancelReason: choice.reasonCode,
    otherReasonText: choice.reasonCode === 'OTHER' ? choice.otherReasonText : '',
  });
}

/** What became of the retention offer: shown, declined or accepted (its plan code). */
export function trackCancelOffer(
  dataLayer: DataLayer,
  outcome: 'shown' | 'declined' | 'accepted',
  planCode: string,
): void {
  dataLayer.push(`cancel-offer-${outcome}`, { offer: { planCode } });
}

/** The cancellation is confirmed. */
export function trackCancelled(dataLayer: DataLayer, result: CareCancellationResult): void {
  dataLayer.update('planInfo', {
    planChangeStatus: 'cancelled',
    cancellationType: result.cancellationType,
  });
  dataLayer.push('subscription-cancelled', {
    planInfo: { subscriptionId: result.subscriptionId, cancellationType: result.cancellationType },
  });
}
