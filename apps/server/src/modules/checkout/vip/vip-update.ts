import {
  CURRENCY_BY_COUNTRY,
  FIELD_ERROR_CODES,
  isoDate,
  isPlatinumVipPackage,
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
import { vipBundlesOf } from './vip-bundles.ts';
import { type VipAccountDevice, vipDevicesOfAccount } from './vip-devices-of-account.ts';
import { upgradePrimary } from './vip-primary.ts';
import { writeCompanionPlan } from './vip-secondary.ts';

const notAVipBundle = () =>
  new AppError('INELIGIBLE_FOR_OFFER', 'no VIP bundle with this device', {
    fieldErrors: [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName: 'subscriptionId' }],
  });

/** The bundle a request names by either device, and both devices as they are now. */
async function bundleNamed(
  deps: Pick<CheckoutRequestDeps, 'db'>,
  context: Pick<PurchaseContext, 'accountAccess'>,
  body: PurchaseUpdateVipRequest,
  now: Date,
) {
  // The card on file pays: the account's signed-in owner only.
  const { account } = await context.accountAccess({ allowIdentified: false });
  const devices = await vipDevicesOfAccount(deps.db, account, { now, student: false });
  const named = devices.find(
    (device) =>
      (body.radioId && device.radio?.radioId === body.radioId.toUpperCase()) ||
      (body.subscriptionId && device.subscription?.id === body.subscriptionId),
  );
  // Another account's device answers as one that does not exist (nothing to probe with).
  if (!named?.subscription) {
    throw new AppError('SUBSCRIPTION_NOT_FOUND', 'no such device on the caller’s account', {
      notFoundResourceType: 'subscription',
    });
  }
  const bundle = (await vipBundlesOf(deps.db, account.accountNumber)).find(
    (candidate) =>
      candidate.primarySubscriptionId === named.subscription?.id ||
      candidate.secondarySubscriptionId === named.subscription?.id,
  );
  const deviceOf = (subscriptionId: string | undefined) =>
    devices.find((device) => device.subscription?.id === subscriptionId);
  const primary = deviceOf(bundle?.primarySubscriptionId);
  const secondary = deviceOf(bundle?.secondarySubscriptionId);
  if (!primary?.subscription || !secondary?.subscription) throw notAVipBundle();
  return { account, primary, secondary };
}

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
  const found = await bundleNamed(deps, context, body, now);
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
      const { account, primary, secondary } = await bundleNamed(deps, context, body, now);
      const country = account.country === 'ca' ? 'ca' : 'us';
      const fieldName = 'plans.0.planCode';
      const planCode = body.plans[0]?.planCode ?? '';
      const offer = requireSellableOffer(await findOfferByPlanCode(deps.db, planCode), {
        planCode,
        country,
        now,
        fieldName,
      });
      if (
        !isPlatinumVipPackage(offer.packageId) ||
        offer.planCode === primary.subscription?.planCode
      ) {
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
