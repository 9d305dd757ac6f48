import type { DeviceRemovalReason, RemoveDeviceResult } from '@orbit/domain';
import { radioIdLastFour } from '@orbit/domain';
import { and, eq } from 'drizzle-orm';
import { deviceRemovals, radios, subscriptions } from '../../db/schema/index.ts';
import type { AccountAccess } from '../../platform/auth/account-access.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { uuidV7Hex } from '../../platform/ids.ts';
import type { AccountDeps } from './account-deps.ts';
import { blocksRemoval } from './account-view.ts';
import { radioOfDeviceId } from './device-ids.ts';

/**
 * `remove-device` (flows §7.1, spec 001 §9): the owner takes a radio with no running subscription
 * off the account, giving one of the four reasons. The removal is recorded and the radio released
 * (no account) in one transaction; the subscription check is made inside it, so a subscription
 * started meanwhile still blocks the removal. A radio that is Active or Suspended (it plays again
 * once paid) answers 409 DEVICE_HAS_ACTIVE_SUBSCRIPTION.
 */
export async function removeDevice(
  deps: AccountDeps,
  access: AccountAccess,
  request: { deviceId: string; reason: DeviceRemovalReason },
): Promise<RemoveDeviceResult> {
  const now = deps.clock();
  const { accountNumber } = access.account;
  const radio = await radioOfDeviceId(deps.db, accountNumber, request.deviceId, now);
  await deps.db.transaction(async (tx) => {
    const history = await tx
      .select({ status: subscriptions.status })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.radioId, radio.radioId),
          eq(subscriptions.accountNumber, accountNumber),
        ),
      );
    if (history.some((subscription) => blocksRemoval(subscription))) {
      throw new AppError('DEVICE_HAS_ACTIVE_SUBSCRIPTION', 'Radio has a running subscription', {
        fieldErrors: [{ errorCode: 'INVALID', fieldName: 'deviceId' }],
      });
    }
    const released = await tx
      .update(radios)
      .set({ accountNumber: null })
      .where(and(eq(radios.radioId, radio.radioId), eq(radios.accountNumber, accountNumber)))
      .returning({ radioId: radios.radioId });
    if (released.length === 0) {
      throw new AppError('DEVICE_NOT_FOUND', 'The radio left the account meanwhile', {
        notFoundResourceType: 'device',
      });
    }
    await tx.insert(deviceRemovals).values({
      id: `drm_${uuidV7Hex(now.getTime())}`,
      radioId: radio.radioId,
      accountNumber,
      reason: request.reason,
      removedByIdentityId: access.identityId,
      removedAt: now,
    });
  });
  return {
    deviceId: request.deviceId,
    radioIdLastFour: radioIdLastFour(radio.radioId),
    removedAt: now.toISOString(),
  };
}
