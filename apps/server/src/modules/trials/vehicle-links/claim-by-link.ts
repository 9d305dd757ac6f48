import { type B2bTrialClaimed, isLocale, onboardingDecisionOf } from '@orbit/domain';
import type { Db } from '../../../db/client.ts';
import type { IdentityRow, VehicleMagicLinkRow } from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import type { StoredAnswer } from '../../../platform/idempotency/idempotency-store.ts';
import type { IdempotencyClaim } from '../../../platform/idempotency/idempotent-request.ts';
import { newAccountNumber } from '../../billing/index.ts';
import { accountsOwnedBy, subscriptionsOfAccounts } from '../../identification/index.ts';
import { findIdentityById } from '../../identity/index.ts';
import {
  claimTrial,
  type ExistingTrialHolder,
  type NewTrialHolder,
} from '../activation/claim-trial.ts';
import { runningSubscriptionOf } from '../vehicle-state.ts';
import {
  identityOfLinkEmail,
  type LinkVehicle,
  linkVehicleOf,
  mayTakeVehicle,
} from './link-vehicle.ts';
import { linkOfGrant, markLinkClaimed } from './vehicle-link-store.ts';
import type { VehicleLinkDeps } from './vehicle-links-deps.ts';

const alreadyHeld = (radioId: string) =>
  new AppError('SUB_ALREADY_EXISTS_FOR_IDENTITY', `trial of ${radioId} held already`);
const unauthorized = (reason: string) => new AppError('CLAIMING_WITH_UNAUTHORIZED_USER', reason);

/**
 * `identity/v1/b2btrial/claim` (spec 001 §7, ADR 055): the signed-in identity claims the trial
 * of the link's vehicle.
 * 1. Whose link: one claimed through already answers SUB_ALREADY_EXISTS_FOR_IDENTITY to its
 *    claimer and CLAIMING_WITH_UNAUTHORIZED_USER to anyone else; a link whose email belongs to
 *    an identity that may take the vehicle is that identity's alone (CLAIMING_WITH_UNAUTHORIZED_USER).
 * 2. Onboarding eligibility (`onboardingDecisionOf`) over the identity's subscriptions and the
 *    vehicle's lifecycle refuses with its codes; an owned claimed trial is
 *    SUB_ALREADY_EXISTS_FOR_IDENTITY, an inactive vehicle ELIGIBILITY_SUBSCRIPTION_REQUIRED.
 * 3. A claim goes through the claim core (ADR 035): the open offer marked claimed by one
 *    conditional update (two claims at once: one wins, the other SUB_ALREADY_EXISTS_FOR_IDENTITY),
 *    onto the identity's account (a new one it owns, at the sale's address, when it has none),
 *    and the link marked claimed by the identity in the same transaction.
 */
export async function claimTrialByLink(
  deps: VehicleLinkDeps,
  request: { magicLinkGrant: string; identityId: string; claim: IdempotencyClaim },
): Promise<StoredAnswer> {
  const { db } = deps;
  const now = deps.clock();
  const link = await linkOfGrant(db, request.magicLinkGrant, now);
  const identity = await findIdentityById(db, request.identityId);
  if (!identity) throw new AppError('UNAUTHENTICATED', 'signed-in identity gone');
  if (link.claimedIdentityId) {
    if (link.claimedIdentityId === identity.id) throw alreadyHeld(link.radioId);
    throw unauthorized(`link of ${link.radioId} claimed by another identity`);
  }
  const vehicle = await linkVehicleOf(db, link, now);
  await requireLinkFor(db, link, identity, vehicle);

  const owned = await accountsOwnedBy(db, identity.id);
  const ownedNumbers = owned.map((account) => account.accountNumber);
  const running = runningSubscriptionOf(vehicle.record, now);
  const ownedByIdentity = running !== undefined && ownedNumbers.includes(running.accountNumber);
  const decision = onboardingDecisionOf({
    subscriptions: (await subscriptionsOfAccounts(db, ownedNumbers)).map((subscription) => ({
      state: subscription.status === 'Active' ? subscription.commerceState : 'closed',
      deviceId: subscription.radioId,
    })),
    vehicle: { lifecycleState: vehicle.lifecycle, ownedByIdentity },
  });
  if (!decision.eligible) throw new AppError(decision.code, `onboarding ${link.radioId}`);
  if (decision.action === 'CONTINUE') {
    if (ownedByIdentity) throw alreadyHeld(link.radioId);
    throw new AppError(
      'ELIGIBILITY_SUBSCRIPTION_REQUIRED',
      `${link.radioId} has no trial to claim`,
    );
  }
  if (!identity.emailAddress) {
    throw new AppError('INVALID_EMAIL_ADDRESS', 'a trial claimer needs an email address');
  }
  const { radio } = vehicle.record;
  return claimTrial(
    deps,
    {
      radio,
      holder: await holderFor(db, identity, ownedNumbers, vehicle),
      locale: isLocale(identity.language) ? identity.language : 'en-US',
      now,
    },
    ({ subscriptionId, activation }): StoredAnswer => {
      const body: B2bTrialClaimed = {
        radioId: radio.radioId,
        accountNumber: activation.accountNumber,
        subscriptionId,
        endsOn: activation.trialEndDate,
      };
      return { status: 200, body };
    },
    async (tx, answer) => {
      if (!(await markLinkClaimed(tx, link.id, identity.id, now))) throw alreadyHeld(radio.radioId);
      await request.claim.completeWithin(tx, answer);
    },
  );
}

/** Step 1's second rule: the email's identity, when it may take the vehicle, owns the link. */
async function requireLinkFor(
  db: Db,
  link: VehicleMagicLinkRow,
  identity: IdentityRow,
  vehicle: LinkVehicle,
): Promise<void> {
  const holder = await identityOfLinkEmail(db, link);
  if (holder && holder.id !== identity.id && mayTakeVehicle(holder, vehicle)) {
    throw unauthorized(`link of ${link.radioId} is for another identity`);
  }
}

/** The identity's first account, or a new one it owns at the address of the vehicle's sale. */
async function holderFor(
  db: Db,
  identity: IdentityRow,
  ownedNumbers: readonly string[],
  vehicle: LinkVehicle,
): Promise<NewTrialHolder | ExistingTrialHolder> {
  const [accountNumber] = ownedNumbers;
  if (accountNumber) return { kind: 'existing', accountNumber };
  const { sale } = vehicle.record;
  if (!sale) throw new AppError('INVALID_ACTIVATION_CODE', 'no sale address for a new account');
  return {
    kind: 'new',
    accountNumber: await newAccountNumber(db),
    firstName: identity.firstName ?? sale.buyerFirstName,
    lastName: identity.lastName ?? sale.buyerLastName,
    email: identity.emailAddress,
    phone: identity.phoneNumber ?? sale.buyerPhone,
    serviceAddress: sale.buyerAddress,
    identity: null,
    emailHasSignIn: false,
    ownerIdentityId: identity.id,
  };
}
