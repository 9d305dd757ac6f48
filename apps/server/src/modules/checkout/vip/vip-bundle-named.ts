import { FIELD_ERROR_CODES } from '@orbit/domain';
import type { Db } from '../../../db/client.ts';
import type { SubscriberAccountRow } from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import type { PurchaseContext } from '../orders/purchase-context.ts';
import { vipBundlesOf } from './vip-bundles.ts';
import { type VipAccountDevice, vipDevicesOfAccount } from './vip-devices-of-account.ts';

/** How a request names a bundle: by either device, or by nothing (the account's first bundle). */
export type VipBundleName = { radioId?: string | undefined; subscriptionId?: string | undefined };

/** A Platinum VIP bundle of the caller's account, both devices as they are now. */
export type NamedVipBundle = {
  account: SubscriberAccountRow;
  primary: VipAccountDevice & { subscription: NonNullable<VipAccountDevice['subscription']> };
  secondary: VipAccountDevice & { subscription: NonNullable<VipAccountDevice['subscription']> };
};

const notAVipBundle = () =>
  new AppError('INELIGIBLE_FOR_OFFER', 'no VIP bundle with this device', {
    fieldErrors: [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName: 'subscriptionId' }],
  });

/**
 * The bundle a request names, on the signed-in owner's account only: the update is paid with the
 * card on file (ADR 044, 053). Another account's device answers as one that does not exist
 * (nothing to probe with); a device in no bundle, or an account with none, INELIGIBLE_FOR_OFFER.
 */
export async function vipBundleNamed(
  db: Db,
  context: Pick<PurchaseContext, 'accountAccess'>,
  name: VipBundleName,
  now: Date,
): Promise<NamedVipBundle> {
  const { account } = await context.accountAccess({ allowIdentified: false });
  const devices = await vipDevicesOfAccount(db, account, { now, student: false });
  const bundles = await vipBundlesOf(db, account.accountNumber);
  const named = name.radioId || name.subscriptionId;
  let subscriptionId: string | undefined;
  if (named) {
    const device = devices.find(
      (candidate) =>
        (name.radioId && candidate.radio?.radioId === name.radioId.toUpperCase()) ||
        (name.subscriptionId && candidate.subscription?.id === name.subscriptionId),
    );
    if (!device?.subscription) {
      throw new AppError('SUBSCRIPTION_NOT_FOUND', 'no such device on the caller’s account', {
        notFoundResourceType: 'subscription',
      });
    }
    subscriptionId = device.subscription.id;
  }
  const bundle = bundles.find(
    (candidate) =>
      !subscriptionId ||
      candidate.primarySubscriptionId === subscriptionId ||
      candidate.secondarySubscriptionId === subscriptionId,
  );
  const deviceOf = (id: string | undefined) =>
    devices.find((device) => device.subscription && device.subscription.id === id);
  const primary = deviceOf(bundle?.primarySubscriptionId);
  const secondary = deviceOf(bundle?.secondarySubscriptionId);
  if (!primary?.subscription || !secondary?.subscription) throw notAVipBundle();
  return {
    account,
    primary: { ...primary, subscription: primary.subscription },
    secondary: { ...secondary, subscription: secondary.subscription },
  };
}
