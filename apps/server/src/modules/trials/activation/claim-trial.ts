import {
  type Address,
  type CareTrialActivation,
  type Country,
  CURRENCY_BY_COUNTRY,
  type Locale,
  type TrialProgram,
} from '@orbit/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppConfig } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import {
  billingProfiles,
  type IdentityRow,
  identities,
  type RadioRow,
  vehicleTrials,
} from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import type { StoredAnswer } from '../../../platform/idempotency/idempotency-store.ts';
import { newCommerceId, openAccount, profileOfAccount } from '../../billing/index.ts';
import { type NewAccount, plannedPhases, writeSubscription } from '../../checkout/index.ts';
import { findAccount } from '../../identification/index.ts';
import { notifyByEmail, savePassword } from '../../identity/index.ts';
import { offerPlanMoveToTrial } from '../../subscription/index.ts';
import { readVehicleRecord } from '../vehicle-record.ts';
import { claimedActivationOf, localeOf } from './claimed-activation.ts';
import { TRIAL_ACTIVATED } from './trial-activated-email.ts';
import { trialStandingOf } from './trial-standing.ts';
import { type TrialTerms, trialPackageName, trialTermsOf } from './trial-terms.ts';

/** The subscription's source, by the program that gave the trial. */
const SOURCE_OF_PROGRAM: Record<TrialProgram, string> = {
  OEM: 'oem-trial',
  RTP: 'used-car-trial',
  SLTC_SERVICE_LANE: 'dealer-service-lane',
  SLTC_USED_CAR: 'dealer-used-car',
  AST: 'ad-supported-tier',
};

/** A new account for the trial: its holder (as a purchase's new account) and maybe its sign-in. */
export type NewTrialHolder = Pick<
  NewAccount,
  'kind' | 'accountNumber' | 'firstName' | 'lastName' | 'email' | 'phone' | 'serviceAddress'
> & {
  /** The sign-in to create (password already hashed), or null. */
  identity: { row: IdentityRow; passwordHash: string } | null;
  /** The email already signs in elsewhere: the trial email says how to add the trial. */
  emailHasSignIn: boolean;
  /** A sign-in that exists already and owns the new account (a claim by magic link, ADR 055). */
  ownerIdentityId?: string | undefined;
};

export type ExistingTrialHolder = { kind: 'existing'; accountNumber: string };

export type TrialClaimRequest = {
  radio: RadioRow;
  /** The plan the form asked for; must be the radio's trial. Absent: the one-click links. */
  planCode?: string | undefined;
  holder: NewTrialHolder | ExistingTrialHolder;
  locale: Locale;
  now: Date;
};

export type ClaimedTrial = {
  activation: CareTrialActivation;
  subscriptionId: string;
};

function alreadyClaimed(radioId: string): AppError {
  return new AppError('SUB_ALREADY_EXISTS_FOR_IDENTITY', `trial of ${radioId} claimed already`);
}

/** The radio's open offer, checked claimable now and for the plan asked, with its terms. */
async function claimableOffer(db: Db, request: TrialClaimRequest) {
  const record = await readVehicleRecord(db, request.radio);
  const standing = trialStandingOf(record, request.now, false);
  if (standing.outcome === 'ALREADY_CLAIMED') throw alreadyClaimed(request.radio.radioId);
  if (standing.outcome !== 'CLAIMABLE') {
    throw new AppError(
      'INVALID_ACTIVATION_CODE',
      `trial of ${request.radio.radioId}: ${standing.outcome}`,
    );
  }
  if (request.planCode !== undefined && request.planCode !== standing.offer.planCode) {
    throw new AppError(
      'INVALID_ACTIVATION_CODE',
      `plan ${request.planCode} is not the radio's trial`,
    );
  }
  return { offer: standing.offer, terms: await trialTermsOf(db, standing.offer) };
}

/**
 * The claim core (ADR 033, ADR 035), used by every claim: in one transaction the radio's open
 * offer is marked claimed by a conditional update (of two claims one finds the row: the other
 * 409 SUB_ALREADY_EXISTS_FOR_IDENTITY, nothing written), the account is made (or the named one
 * used), the radio put on it and a subscription written with ONE trial phase — from the offer's
 * start for a trial running since the sale, else now, for the free phase's months — and the
 * trial-activated email put in the outbox — and, for a customer who already pays for another
 * radio, the ACSC link's email (`offerPlanMoveToTrial`, ADR 068). `answerOf` makes the stored answer from the
 * activation, written with it (`complete`: the idempotency record of the request, if keyed).
 */
export async function claimTrial(
  deps: { db: Db; config: AppConfig },
  request: TrialClaimRequest,
  answerOf: (claimed: ClaimedTrial) => StoredAnswer,
  complete?: (tx: Db, answer: StoredAnswer) => Promise<void>,
): Promise<StoredAnswer> {
  const { db, config } = deps;
  const { radio, holder, now } = request;
  const { offer, terms } = await claimableOffer(db, request);
  return db.transaction(async (tx) => {
    const won = await tx
      .update(vehicleTrials)
      .set({ claimedAt: now })
      .where(and(eq(vehicleTrials.id, offer.id), isNull(vehicleTrials.claimedAt)))
      .returning({ id: vehicleTrials.id });
    if (won.length === 0) throw alreadyClaimed(radio.radioId);

    const account = await holderAccountOf(tx, holder, terms, request);
    const subscriptionId = newCommerceId('subscription', now);
    const startsAt = terms.startsAt(now);
    await writeSubscription(
      tx,
      {
        kind: 'new',
        subscriptionId,
        planCode: offer.planCode,
        packageId: terms.offer.packageId,
        serviceType: 'satellite',
        radioId: radio.radioId,
        phases: plannedPhases([{ offerId: offer.planCode, phases: [terms.freePhase] }], startsAt),
        source: SOURCE_OF_PROGRAM[terms.program],
        startedAt: startsAt,
      },
      {
        accountNumber: account.accountNumber,
        billingProfileId: account.billingProfileId,
        streamingIdentityId: null,
        now,
      },
    );
    await tx
      .update(vehicleTrials)
      .set({ claimedSubscriptionId: subscriptionId, claimedAccountNumber: account.accountNumber })
      .where(eq(vehicleTrials.id, offer.id));

    const endsAt = terms.endsAt(now);
    const packageName = trialPackageName(terms, account.language);
    if (account.email) {
      await notifyByEmail(
        tx,
        TRIAL_ACTIVATED,
        {
          emailAddress: account.email,
          identityId: account.ownerIdentityId,
          locale: account.language,
        },
        {
          firstName: account.firstName,
          packageName,
          radioIdLastFour: radio.radioId.slice(-4),
          vehicleName:
            radio.make && radio.model
              ? [radio.year, radio.make, radio.model].filter(Boolean).join(' ')
              : null,
          endsOn: endsAt,
          emailHasSignIn: holder.kind === 'new' && holder.emailHasSignIn,
        },
        now,
      );
    }
    // A customer who already pays for another radio is offered to move that plan here.
    await offerPlanMoveToTrial(tx, {
      radio,
      accountNumber: account.accountNumber,
      trialEndsAt: endsAt,
      siteUrlOf: (country) => config.markets[country].siteUrl,
      now,
    });
    const answer = answerOf({
      subscriptionId,
      activation: await claimedActivationOf(tx, radio, subscriptionId),
    });
    if (complete) await complete(tx, answer);
    return answer;
  });
}

export type HolderAccount = {
  accountNumber: string;
  billingProfileId: string;
  ownerIdentityId: string | null;
  email: string | null;
  firstName: string;
  language: Locale;
};

/** The account the trial goes on: made now (with its sign-in and billing profile), or the named one. */
async function holderAccountOf(
  tx: Db,
  holder: NewTrialHolder | ExistingTrialHolder,
  terms: TrialTerms,
  request: TrialClaimRequest,
): Promise<HolderAccount> {
  const { now } = request;
  if (holder.kind === 'existing') {
    const account = await findAccount(tx, holder.accountNumber);
    if (!account) throw new AppError('ACCOUNT_NOT_FOUND', `no account ${holder.accountNumber}`);
    const profile = await profileOfAccount(tx, holder.accountNumber);
    return {
      accountNumber: account.accountNumber,
      billingProfileId:
        profile?.id ??
        (await openBillingProfile(
          tx,
          { ...account, serviceAddress: account.serviceAddress },
          terms.country,
          now,
        )),
      ownerIdentityId: account.ownerIdentityId,
      email: account.email,
      firstName: account.firstName,
      language: localeOf(account.language, request.locale),
    };
  }
  return openNewHolderAccount(tx, holder, {
    country: terms.country,
    locale: request.locale,
    now,
  });
}

/**
 * A new holder's account, made in the caller's transaction: its sign-in (when the holder has
 * one), the account in the market's country and a billing profile with no card. Used by the
 * claims and by the zero-cost promotion (ADR 042), which make an account the same way.
 */
export async function openNewHolderAccount(
  tx: Db,
  holder: NewTrialHolder,
  market: { country: Country; locale: Locale; now: Date },
): Promise<HolderAccount> {
  const { identity } = holder;
  const { now } = market;
  const ownerIdentityId = identity?.row.id ?? holder.ownerIdentityId ?? null;
  if (identity) {
    await tx.insert(identities).values({ ...identity.row, accountNumber: holder.accountNumber });
    await savePassword(tx, identity.row.id, identity.passwordHash, now);
  }
  await openAccount(tx, {
    accountNumber: holder.accountNumber,
    country: market.country,
    firstName: holder.firstName,
    lastName: holder.lastName,
    email: holder.email,
    phone: holder.phone,
    serviceAddress: holder.serviceAddress,
    billingAddress: null,
    language: market.locale,
    ownerIdentityId,
    now,
  });
  const billingProfileId = await openBillingProfile(tx, holder, market.country, now);
  return {
    accountNumber: holder.accountNumber,
    billingProfileId,
    ownerIdentityId,
    email: holder.email,
    firstName: holder.firstName,
    language: market.locale,
  };
}

/**
 * The account's billing profile, with no card: the trial costs nothing until a plan follows.
 * The streaming trial (ADR 057) opens its account's the same way.
 */
export async function openBillingProfile(
  tx: Db,
  holder: { accountNumber: string; firstName: string; lastName: string; serviceAddress: Address },
  country: Country,
  now: Date,
): Promise<string> {
  const id = newCommerceId('billingProfile', now);
  await tx.insert(billingProfiles).values({
    id,
    accountNumber: holder.accountNumber,
    firstName: holder.firstName,
    lastName: holder.lastName,
    serviceAddress: holder.serviceAddress,
    currency: CURRENCY_BY_COUNTRY[country],
    defaultPaymentMethodId: null,
    status: 'open',
    createdAt: now,
    updatedAt: now,
  });
  return id;
}
