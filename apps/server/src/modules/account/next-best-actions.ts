import { type NextBestActions, subscriptionStatusLabel } from '@orbit/domain';
import type { AccountFacts } from './account-facts.ts';
import { isTrialWithoutFollowOn } from './subscription-terms.ts';

type Action = NextBestActions['actions'][number];

/**
 * What the dashboard suggests, most pressing first: pay a past-due balance; replace a card that
 * expired or expires this month, or add one when there is none; switch to e-bills; reactivate
 * each radio suspended for non-payment; pick the plan that follows each trial ending with nothing
 * after it. (`addStreaming` is not suggested yet: no rule of ours says when.) An account whose
 * every subscription a partner bills (ADR 077) is sent no bill of ours: no card, no e-bill asked.
 */
export function nextBestActionsOf(facts: AccountFacts): NextBestActions {
  const actions: Action[] = [];
  const { billingStatus, card } = facts;
  if (billingStatus.isPastDue) actions.push({ action: 'payBalance', subjectId: null });
  if (card && card.status !== 'active') {
    actions.push({ action: 'updateExpiringCard', subjectId: card.paymentMethodId });
  }
  const onlyPartnerBilled =
    facts.subscriptions.length > 0 &&
    facts.subscriptions.every((subscription) => facts.billingPartners.has(subscription.id));
  if (!card && !onlyPartnerBilled) actions.push({ action: 'addCard', subjectId: null });
  if (!billingStatus.isEBill && !onlyPartnerBilled) {
    actions.push({ action: 'enrollEbill', subjectId: null });
  }
  for (const subscription of facts.subscriptions) {
    if (subscriptionStatusLabel(subscription.status) === 'Suspended' && subscription.radioId) {
      actions.push({ action: 'reactivateRadio', subjectId: subscription.id });
    }
  }
  for (const subscription of facts.subscriptions) {
    if (isTrialWithoutFollowOn(subscription, facts.now)) {
      actions.push({ action: 'chooseFollowOnPlan', subjectId: subscription.id });
    }
  }
  return { actions };
}
