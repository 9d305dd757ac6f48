import {
  CURRENCY_BY_COUNTRY,
  FIELD_ERROR_CODES,
  isoDate,
  type PurchaseUpdateVipRequest,
  type PurchaseUpdateVipResult,
} from '@orbit/domain';
import { AppError } from '../../../platform/errors/app-error.ts';
import { careOk } from '../../../platform/http/care-envelope.ts';
import type { StoredAnswer } from '../../../platform/idempotency/idempotency-store.ts';
import type { MoneySubject } from '../../../platform/money-locks/index.ts';
import { purchaseCardOf } from '../../billing/index.ts';
import { findOfferByPlanCode } from '../../catalog/index.ts';
import type { CheckoutRequestDeps } from '../orders/checkout-deps.ts';
import type { PurchaseContext } from '../orders/purchase-context.ts';
import { withPurchaseLocks } from '../orders/purchase-subjects.ts';
import { requireSellableOffer } from '../pricing/index.ts';
import { vipBundleNamed } from './vip-bundle-named.ts';
import type { VipAccountDevice } from './vip-devices-of-account.ts';
import { isVipPlanToMoveTo } from './vip-plans-to-move-to.ts';
import { upgradePrimary } from './vip-primary.ts';
import { writeCompanionPlan } from './vip-secondary.ts';

const subjectsOf = (devices: readonly VipAccountDevice[], accountNumber: string) => [
  { kind: 'account' as const, accountNumber },
  ...devices.map(
    (device): MoneySubject => ({
      kind: 'subscription',
      subscriptionId: device.subscription?.id ?? '',
    }),
  ),
];

/**
 * `purchase/update-vip-subscription` (flows §4.5): another Platinum VIP plan (another term) for
 * an existing bundle, named by either device. The primary's own order follows its paid period
 * with the new plan on the card on file (charged once, under the Idempotency-Key); then, in its
 * own transaction, the secondary's companion plan follows its own paid period at no charge.
 * Holds both subscriptions and the account (ADR 021).
 */
export async function purchaseUpdateVip(
  deps: CheckoutRequestDeps,
  context: PurchaseContext,
  body: PurchaseUpdateVipRequest,
): Promise<StoredAnswer> {
  const now = deps.clock();
  const found = await vipBundleNamed(deps.db, context, body, now);
  const paymentInfo = {
    useCardOnFile: true,
    paymentType: 'creditCard' as const,
    transactionId: body.paymentInfo.transactionId,
  };
  return withPurchaseLocks(
    deps,
    context,
    { paymentInfo },
    {
      subjects: subjectsOf([found.primary, found.secondary], found.account.accountNumber),
      buyers: [],
      promoCustomerKey: '',
      now,
    },
    async () => {
      const { account, primary, secondary } = await vipBundleNamed(deps.db, context, body, now);
      const country = account.country === 'ca' ? 'ca' : 'us';
      const fieldName = 'plans.0.planCode';
      const planCode = body.plans[0]?.planCode ?? '';
      const offer = requireSellableOffer(await findOfferByPlanCode(deps.db, planCode), {
        planCode,
        country,
        now,
        fieldName,
      });
      if (!isVipPlanToMoveTo(offer) || offer.planCode === primary.subscription.planCode) {
        throw new AppError('INVALID_PAYLOAD', 'not another VIP plan', {
          fieldErrors: [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName }],
        });
      }
      const card = await purchaseCardOf(deps.db, deps.gateway, paymentInfo, {
        country,
        now,
        accountNumber: account.accountNumber,
        billingAddress: account.billingAddress ?? account.serviceAddress,
      });
      const step = { name: { subscriptionId: primary.subscription?.id ?? '' }, device: primary };
      const upgraded = await upgradePrimary(deps, context, {
        choice: { account, offer },
        step: { ...step, role: 'first', bundleRole: 'primary', action: 'followPaid' },
        card,
        buyer: 'accountHolder',
        now,
      });
      const billingProfileId = secondary.subscription?.billingProfileId;
      if (!billingProfileId) throw new Error('a VIP secondary without a billing profile');
      await deps.db.transaction((tx) =>
        writeCompanionPlan(tx, {
          device: secondary,
          subscriptionId: secondary.subscription?.id ?? '',
          offer,
          accountNumber: account.accountNumber,
          billingProfileId,
          now,
        }),
      );
      const result: PurchaseUpdateVipResult = {
        status: 'SUCCESS',
        orderId: upgraded.orderId ?? '',
        primarySubscriptionId: upgraded.subscriptionId,
        planCode: offer.planCode,
        startsOn: isoDate(primary.serviceEnd ?? now),
        charged: upgraded.charged ?? { amountMinor: 0, currency: CURRENCY_BY_COUNTRY[country] },
      };
      return { status: 200, body: careOk(result) };
    },
  );
}
