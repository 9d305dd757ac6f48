import { money, STUDENT_FOLLOW_ON_PLAN_CODES } from '@orbit/domain';
import { and, desc, eq } from 'drizzle-orm';
import { orders } from '../../../db/schema/index.ts';
import type { StoredAnswer } from '../../../platform/idempotency/idempotency-store.ts';
import type { OfferWithPackage } from '../../catalog/index.ts';
import { type PlanChanges, purchaseAnswer } from '../../checkout/index.ts';
import type { ChangeableSubscription } from './changeable-subscription.ts';
import { switchOnCardOnFile } from './offer-to-offer.ts';

/**
 * `purchase/student-rollover` (flows §6, ADR 067): a re-verified student's subscription at full
 * price moves to the student follow-on plan of its market at the end of the paid period (ADR
 * 030's NEXT_RENEWAL whatever the prices: nothing charged today), with the caller's current
 * verification. Asked again once scheduled, under any key, it answers the change already
 * scheduled instead of writing another.
 */
export const studentRollover: PlanChanges['studentRollover'] = (deps, context, body) =>
  switchOnCardOnFile(deps, context, {
    subscriptionId: body.subscriptionId,
    transactionId: body.transactionId,
    languagePreference: body.languagePreference,
    verificationId: body.verificationId,
    atNextRenewal: true,
    planCodeOf: (held) => STUDENT_FOLLOW_ON_PLAN_CODES[held.account.country === 'ca' ? 'ca' : 'us'],
    answerWithout: (changeable, target) => scheduledRolloverAnswer(deps, changeable, target),
  });

/** The answer of the rollover already scheduled for this subscription, if one is. */
async function scheduledRolloverAnswer(
  deps: { db: Parameters<PlanChanges['studentRollover']>[0]['db'] },
  changeable: ChangeableSubscription,
  target: OfferWithPackage,
): Promise<StoredAnswer | undefined> {
  const { subscription, account, now } = changeable;
  const scheduled = subscription.phases.some(
    (phase) => phase.offerId === target.planCode && phase.startsAt.getTime() > now.getTime(),
  );
  if (!scheduled) return undefined;
  const [order] = await deps.db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.subscriptionId, subscription.id),
        eq(orders.kind, 'planSwitch'),
        eq(orders.planCode, target.planCode),
        eq(orders.status, 'confirmed'),
      ),
    )
    .orderBy(desc(orders.confirmedAt))
    .limit(1);
  if (!order) return undefined;
  const none = money(0, order.currency === 'CAD' ? 'CAD' : 'USD');
  return purchaseAnswer(
    {
      orderId: order.id,
      accountNumber: account.accountNumber,
      subscriptionId: subscription.id,
      invoiceNumber: null,
      paymentMethodId: order.paymentMethodId ?? '',
      ownerIdentityId: account.ownerIdentityId,
      createdIdentity: null,
      radioId: subscription.radioId,
      amountCharged: none,
      giftCardApplied: none,
    },
    {
      buyer: 'accountHolder',
      email: account.email ?? '',
      serviceType: subscription.serviceType === 'streaming' ? 'streaming' : 'satellite',
      eligibleForRegistration: false,
      streamingAvailable: target.package.streamingAvailable,
      campaignId: target.campaignId,
    },
  );
}
