import { FIELD_ERROR_CODES } from '@orbit/domain';
import type { Db } from '../../../db/client.ts';
import type { SubscriberAccountRow } from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import {
  currentPhaseOf,
  findAccount,
  isActivePaid,
  isInTrial,
  resolveDeviceRef,
  type SubscriptionWithPhases,
  subscriptionsOfRadio,
} from '../../identification/index.ts';
import type { Buyer } from './fulfilment.ts';
import { namedSubscriptionOf, type SubscriptionCaller } from './named-subscription.ts';

/** A subscription in its trial, the account it stays on, and when the paid plan takes over. */
export type FollowedTrial = {
  subscription: SubscriptionWithPhases;
  account: SubscriberAccountRow;
  trialEnd: Date;
  /**
   * The signed-in owner of the account, or someone who identified the radio (typed its id, VIN
   * or plate, or followed a link): what the legacy flow trusted to add a paid plan; or who
   * identified the account by email and proved its last name, phone and zip.
   */
  buyer: Buyer;
};

export type TrialCaller = SubscriptionCaller;

function trialEndOf(subscription: SubscriptionWithPhases, now: Date, fieldName: string): Date {
  const end = currentPhaseOf(subscription, now)?.endsAt;
  if (!end) {
    // A trial phase always ends; one that does not is bad data, refused like a wrong id.
    throw new AppError('INVALID_PAYLOAD', 'trial phase with no end', {
      fieldErrors: [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName }],
    });
  }
  return end;
}

/** `subscriptionId`: a subscription of the caller's (see namedSubscriptionOf), still in its trial. */
async function subscriptionsTrial(
  db: Db,
  subscriptionId: string,
  caller: TrialCaller,
): Promise<FollowedTrial> {
  const { subscription, account, buyer } = await namedSubscriptionOf(db, subscriptionId, caller);
  if (!isInTrial(subscription, caller.now)) {
    if (subscription.serviceType === 'satellite' && isActivePaid(subscription, caller.now)) {
      throw new AppError('ACTIVE_SATELLITE_SUBSCRIPTION', 'subscription already paid');
    }
    throw new AppError('INVALID_PAYLOAD', 'subscription not in a trial', {
      publicDescription: 'Only a subscription in its trial can get a paid plan to follow it.',
      fieldErrors: [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName: 'subscriptionId' }],
    });
  }
  return {
    subscription,
    account,
    trialEnd: trialEndOf(subscription, caller.now, 'subscriptionId'),
    buyer,
  };
}

/**
 * `deviceRef`: the trial running on a radio this care session identified (another session's
 * or an expired handle: DEVICE_NOT_FOUND). A paid plan already running →
 * ACTIVE_SATELLITE_SUBSCRIPTION; no trial → NO_SUBSCRIPTION_TO_FOLLOW (buy with
 * add-subscription). The buyer is the account holder only if they are signed in as its owner.
 */
async function radiosTrial(db: Db, deviceRef: string, caller: TrialCaller): Promise<FollowedTrial> {
  const { radioId } = await resolveDeviceRef(db, {
    deviceRef,
    careSessionId: caller.careSessionId,
    now: caller.now,
  });
  const history = await subscriptionsOfRadio(db, radioId);
  if (history.some((subscription) => isActivePaid(subscription, caller.now))) {
    throw new AppError('ACTIVE_SATELLITE_SUBSCRIPTION', 'radio has a paid subscription running');
  }
  const subscription = history.find((candidate) => isInTrial(candidate, caller.now));
  const account = subscription ? await findAccount(db, subscription.accountNumber) : undefined;
  if (!subscription || !account) {
    throw new AppError('NO_SUBSCRIPTION_TO_FOLLOW', 'radio has no trial to follow', {
      fieldErrors: [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName: 'deviceRef' }],
    });
  }
  const owns = caller.identityId !== null && account.ownerIdentityId === caller.identityId;
  return {
    subscription,
    account,
    trialEnd: trialEndOf(subscription, caller.now, 'deviceRef'),
    buyer: owns ? 'accountHolder' : 'radioHolder',
  };
}

/**
 * The trial a change-subscription (or its quote) follows, named by exactly one of
 * `subscriptionId` (the signed-in owner's, or the verified identified account's: see
 * namedSubscriptionOf) or `deviceRef` (the radio found on this care session).
 */
export async function followedTrialOf(
  db: Db,
  named: { subscriptionId?: string | undefined; deviceRef?: string | undefined },
  caller: TrialCaller,
): Promise<FollowedTrial> {
  if (named.deviceRef !== undefined) return radiosTrial(db, named.deviceRef, caller);
  if (named.subscriptionId !== undefined) {
    return subscriptionsTrial(db, named.subscriptionId, caller);
  }
  throw new AppError('INVALID_PAYLOAD', 'neither subscriptionId nor deviceRef', {
    fieldErrors: [{ errorCode: FIELD_ERROR_CODES.REQUIRED, fieldName: 'deviceRef' }],
  });
}
