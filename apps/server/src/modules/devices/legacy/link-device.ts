import {
  type CareLinkDeviceRequest,
  type CareLinkDeviceResult,
  canListenOn,
  subscriptionStatusLabel,
} from '@orbit/domain';
import type { AppConfig } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import type { Clock } from '../../../platform/clock.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import { namedSubscriptionOf } from '../../checkout/index.ts';
import {
  asActivationCode,
  countActivationCodeAttempt,
  decideUserCode,
} from '../../device-authorization/index.ts';

export type LegacyDeviceDeps = { db: Db; clock: Clock; config: AppConfig };

/**
 * `purchase/link-device` (legacy, ADR 081): the signed-in customer links the TV or car showing
 * a code, for one of their subscriptions. The subscription is checked before the code is
 * touched, so naming anyone else's (404, as unknown) or one that does not play (409) spends no
 * guess and links nothing; then the code is approved exactly as at `user-codes/authorize`
 * (ADR 008): same budget per address, same wrong-guess counting.
 */
export async function linkDeviceByCode(
  deps: LegacyDeviceDeps,
  caller: { careSessionId: string; identityId: string; clientAddress: string },
  request: CareLinkDeviceRequest,
): Promise<CareLinkDeviceResult> {
  const { subscription } = await namedSubscriptionOf(deps.db, request.subscriptionId, {
    careSessionId: caller.careSessionId,
    identityId: caller.identityId,
    now: deps.clock(),
  });
  if (!canListenOn(subscriptionStatusLabel(subscription.status))) {
    throw new AppError('NO_SUBSCRIPTION', `${subscription.id} is ${subscription.status}`, {
      publicDescription:
        'This subscription is not active: a device linked to it would play nothing.',
    });
  }
  await countActivationCodeAttempt(deps, caller.clientAddress);
  const decision = await asActivationCode(() =>
    decideUserCode(deps, {
      typed: request.activationCode,
      identityId: caller.identityId,
      deny: false,
      kind: 'user-code',
    }),
  );
  if (decision.flow === 'speaker')
    throw new AppError('SYSTEM', 'a speaker code approved as a user code');
  return { status: 'SUCCESS', flow: decision.flow, subscriptionId: subscription.id };
}
