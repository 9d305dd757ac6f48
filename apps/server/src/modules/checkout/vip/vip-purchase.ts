import type { PurchaseUpgradeVipRequest, PurchaseVipResult } from '@orbit/domain';
import { careOk } from '../../../platform/http/care-envelope.ts';
import type { StoredAnswer } from '../../../platform/idempotency/idempotency-store.ts';
import { purchaseCardOf } from '../../billing/index.ts';
import type { CheckoutRequestDeps } from '../orders/checkout-deps.ts';
import type { PurchaseContext } from '../orders/purchase-context.ts';
import { fieldRefusal } from '../orders/purchase-fields.ts';
import { withPurchaseLocks } from '../orders/purchase-subjects.ts';
import { vipChoiceOf, vipSubjectsOf } from './vip-choice.ts';
import { upgradePrimary } from './vip-primary.ts';
import { joinSecondary } from './vip-secondary.ts';

/**
 * `purchase/upgrade-vip` (flows §4.5; ADR 044): both devices in one order, under one
 * Idempotency-Key, decided holding both devices, the account and the card (ADR 021). The choice
 * is read before (to name what to hold) and again once held; then the card is checked, the
 * primary upgraded (its own order, charged once) and the secondary joined (its own transaction,
 * nothing charged). Each device's result is in the answer; a primary refused answers the refusal
 * itself (nothing charged or written for either device).
 */
export async function purchaseUpgradeVip(
  deps: CheckoutRequestDeps,
  context: PurchaseContext,
  body: PurchaseUpgradeVipRequest,
): Promise<StoredAnswer> {
  const now = deps.clock();
  const named = await vipChoiceOf(deps.db, context, body, now);
  return withPurchaseLocks(
    deps,
    context,
    body,
    { subjects: vipSubjectsOf(named), buyers: [], promoCustomerKey: '', now },
    async () => {
      const choice = await vipChoiceOf(deps.db, context, body, now);
      const { account, access } = choice;
      if ((body.paymentInfo.giftCards?.length ?? 0) > 0) {
        throw fieldRefusal('paymentInfo.giftCards.0');
      }
      // Only the account's signed-in owner may use its card on file.
      if (access.via !== 'owner' && body.paymentInfo.useCardOnFile) {
        throw fieldRefusal('paymentInfo.useCardOnFile');
      }
      const card = await purchaseCardOf(deps.db, deps.gateway, body.paymentInfo, {
        country: account.country === 'ca' ? 'ca' : 'us',
        now,
        accountNumber: access.via === 'owner' ? account.accountNumber : null,
        billingAddress: account.billingAddress ?? account.serviceAddress,
      });
      const [primaryStep, secondaryStep] = choice.steps;
      const buyer = access.via === 'owner' ? 'accountHolder' : 'radioHolder';
      const primary = await upgradePrimary(deps, context, {
        choice,
        step: primaryStep,
        card,
        buyer,
        now,
      });
      const secondary = await joinSecondary(deps, {
        choice,
        step: secondaryStep,
        primary,
        now,
      });
      const result: PurchaseVipResult = {
        status: secondary.outcome === 'failed' ? 'PARTIAL' : 'SUCCESS',
        devices: [primary, secondary],
        bundle:
          secondary.subscriptionId && secondary.outcome !== 'failed'
            ? {
                primarySubscriptionId: primary.subscriptionId,
                secondarySubscriptionId: secondary.subscriptionId,
              }
            : null,
      };
      return { status: 200, body: careOk(result) };
    },
  );
}
