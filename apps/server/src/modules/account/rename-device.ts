import type { AccountDevice } from '@orbit/domain';
import { and, eq } from 'drizzle-orm';
import { type RadioRow, radios, subscriptions } from '../../db/schema/index.ts';
import type { AccountAccess } from '../../platform/auth/account-access.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { findRadioById } from '../identification/index.ts';
import type { AccountDeps } from './account-deps.ts';
import { loadAccountFacts } from './account-facts.ts';
import { careAccountView } from './account-view.ts';
import { radioOfDeviceId } from './device-ids.ts';

const deviceNotFound = (why: string) =>
  new AppError('DEVICE_NOT_FOUND', why, { notFoundResourceType: 'device' });

/** The radio a subscription of the account plays on (a streaming plan has none). */
async function radioOfSubscription(
  deps: AccountDeps,
  accountNumber: string,
  subscriptionId: string,
): Promise<RadioRow> {
  const [subscription] = await deps.db
    .select({ radioId: subscriptions.radioId })
    .from(subscriptions)
    .where(
      and(eq(subscriptions.id, subscriptionId), eq(subscriptions.accountNumber, accountNumber)),
    );
  if (!subscription) {
    throw new AppError('SUBSCRIPTION_NOT_FOUND', 'No such subscription on this account', {
      notFoundResourceType: 'subscription',
    });
  }
  const radio = subscription.radioId
    ? await findRadioById(deps.db, subscription.radioId)
    : undefined;
  if (!radio || radio.accountNumber !== accountNumber) {
    throw deviceNotFound('The subscription has no radio on this account');
  }
  return radio;
}

/**
 * `update-nickname`: names a radio of the owner's account, found by its device id or by a
 * subscription on it. Answers the radio as the account view shows it.
 */
export async function renameDevice(
  deps: AccountDeps,
  access: AccountAccess,
  request: { nickName: string; deviceId?: string | undefined; subscriptionId?: string | undefined },
): Promise<AccountDevice> {
  const now = deps.clock();
  const { accountNumber } = access.account;
  const radio = request.deviceId
    ? await radioOfDeviceId(deps.db, accountNumber, request.deviceId, now)
    : await radioOfSubscription(deps, accountNumber, request.subscriptionId ?? '');
  const renamed = await deps.db
    .update(radios)
    .set({ nickname: request.nickName })
    .where(and(eq(radios.radioId, radio.radioId), eq(radios.accountNumber, accountNumber)))
    .returning({ radioId: radios.radioId });
  if (renamed.length === 0) throw deviceNotFound('The radio left the account meanwhile');
  const facts = await loadAccountFacts(deps.db, access.account, now);
  const deviceId = facts.deviceIds.get(radio.radioId);
  const device = careAccountView(facts, 'owner').devices.find((shown) => shown.id === deviceId);
  if (!device) throw deviceNotFound('The radio left the account meanwhile');
  return device;
}
