import {
  type CareStreamingTrialNewAccountRequest,
  type CareTrialActivation,
  FIELD_ERROR_CODES,
  handleKey,
  isRollToDropTrial,
  type Locale,
} from '@orbit/domain';
import type { Db } from '../../../db/client.ts';
import { identities, promoCodeRedemptions } from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import { careOk } from '../../../platform/http/care-envelope.ts';
import type { StoredAnswer } from '../../../platform/idempotency/idempotency-store.ts';
import type { IdempotencyClaim } from '../../../platform/idempotency/idempotent-request.ts';
import { idempotentRequestName, withMoneyLocks } from '../../../platform/money-locks/index.ts';
import { newAccountNumber, newCommerceId, openAccount } from '../../billing/index.ts';
import {
  customerStandingOf,
  findOffersByPlanCodes,
  type OfferWithPackage,
  promoCodeSubjects,
  promoCustomerKey,
  requireUsablePromoCode,
  resolvePromoCode,
} from '../../catalog/index.ts';
import {
  type CheckedAddress,
  checkedPurchaseAddress,
  limitedPhasesOf,
  packageNameOf,
  plannedPhases,
  planStreamingIdentity,
  requirePurchaseHumanCheck,
  requireSellableOffer,
  writeSubscription,
} from '../../checkout/index.ts';
import { notifyByEmail, savePassword } from '../../identity/index.ts';
import { openBillingProfile } from '../activation/claim-trial.ts';
import type { TrialActivationDeps } from '../activation/trial-activation-deps.ts';
import { STREAMING_TRIAL_STARTED } from './streaming-trial-email.ts';

export const PLAN_FIELD = 'plans.0.planCode';

export type StreamingTrialContext = { careSessionId: string; claim: IdempotencyClaim };

/**
 * `POST /trial-activation/new-account` with a streaming plan (flows §3.6 "trial only", ADR 057):
 * a new account with its streaming sign-in and a roll-to-drop trial — one free phase that ends,
 * nothing after it, no card, nothing charged. Checked before anything is written as a purchase
 * checks a new account (the human check the session's failed orders demand, the address, the
 * sign-in and its password policy, the offer for this market, the new-subscriber rule by email,
 * the promo code); decided holding the email's sign-up and the code's use (ADR 021), so a double
 * submit under another key finds the sign-in taken.
 */
export async function startStreamingTrial(
  deps: TrialActivationDeps,
  body: CareStreamingTrialNewAccountRequest,
  context: StreamingTrialContext,
): Promise<StoredAnswer> {
  const { db } = deps;
  const now = deps.clock();
  await requirePurchaseHumanCheck(deps, context.careSessionId, body);
  const email = body.streamingInfo.emailAddress.trim();
  const subjects = [
    { kind: 'customer' as const, key: `handle\n${handleKey(email)}` },
    ...(body.marketingPromoCode
      ? await promoCodeSubjects(db, body.marketingPromoCode, promoCustomerKey(email))
      : []),
  ];
  return withMoneyLocks(
    db,
    { subjects, requestName: idempotentRequestName(context.claim), now },
    () => startTrial(deps, body, context, now),
  );
}

/** The trial once its subjects are held: every check reads what is true now. */
async function startTrial(
  deps: TrialActivationDeps,
  body: CareStreamingTrialNewAccountRequest,
  context: StreamingTrialContext,
  now: Date,
): Promise<StoredAnswer> {
  const { db } = deps;
  const service = checkedPurchaseAddress(body.serviceAddress, 'serviceAddress');
  const { country } = service;
  const locale = body.languagePreference;
  const offer = await rollToDropOffer(db, body.plans[0]?.planCode ?? '', country, now);
  const identity = await planStreamingIdentity(deps, body.streamingInfo, {
    country,
    locale,
    phoneNumber: service.phone,
    state: 'STREAMING',
    now,
  });
  const email = identity.row.emailAddress ?? service.email;
  if (offer.newSubscribersOnly) {
    const standing = await customerStandingOf(db, { email, identityId: null, now });
    if (standing.servicesHad.has('streaming')) {
      throw new AppError('INELIGIBLE_FOR_OFFER', `${offer.planCode} is for new subscribers`, {
        fieldErrors: [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName: PLAN_FIELD }],
      });
    }
  }
  const promoCode = body.marketingPromoCode
    ? await promoCodeFor(db, body.marketingPromoCode, { offer, email, country, now })
    : null;
  const accountNumber = await newAccountNumber(db);

  return db.transaction(async (tx) => {
    await tx.insert(identities).values({ ...identity.row, accountNumber });
    await savePassword(tx, identity.row.id, identity.passwordHash, now);
    await openAccount(tx, {
      accountNumber,
      country,
      firstName: service.firstName,
      lastName: service.lastName,
      email,
      phone: service.phone,
      serviceAddress: service.address,
      billingAddress: null,
      language: locale,
      ownerIdentityId: identity.row.id,
      now,
    });
    const billingProfileId = await openBillingProfile(
      tx,
      { accountNumber, ...service, serviceAddress: service.address },
      country,
      now,
    );
    const activation = await writeTrial(tx, {
      offer,
      account: { accountNumber, billingProfileId, streamingIdentityId: identity.row.id },
      email,
      login: identity.row.handle,
      locale,
      now,
    });
    if (promoCode) {
      await tx.insert(promoCodeRedemptions).values({
        code: promoCode,
        customerKey: promoCustomerKey(email),
        orderId: activation.subscriptionId,
        redeemedAt: now,
      });
    }
    await notifyByEmail(
      tx,
      STREAMING_TRIAL_STARTED,
      { emailAddress: email, identityId: identity.row.id, locale },
      {
        firstName: service.firstName,
        packageName: activation.packageName,
        endsOn: new Date(`${activation.trialEndDate}T00:00:00Z`),
      },
      now,
    );
    const answer: StoredAnswer = { status: 200, body: careOk(activation) };
    await context.claim.completeWithin(tx, answer);
    return answer;
  });
}

/** The plan asked for, if it is a roll-to-drop streaming trial on sale in this market now. */
export async function rollToDropOffer(
  db: Db,
  planCode: string,
  country: CheckedAddress['country'],
  now: Date,
): Promise<OfferWithPackage> {
  const offer = requireSellableOffer((await findOffersByPlanCodes(db, [planCode])).get(planCode), {
    planCode,
    country,
    now,
    fieldName: PLAN_FIELD,
  });
  if (offer.serviceType !== 'streaming' || !isRollToDropTrial(offer.phases)) {
    // A paid plan is bought (`purchase/new-account`), never started here without a card.
    throw new AppError('OFFER_NOT_FOUND', `${planCode} is not a streaming trial`, {
      notFoundResourceType: 'offer',
      fieldErrors: [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName: PLAN_FIELD }],
    });
  }
  return offer;
}

/** The promo code typed, usable by this customer and opening this very trial. */
async function promoCodeFor(
  db: Db,
  code: string,
  input: { offer: OfferWithPackage; email: string; country: CheckedAddress['country']; now: Date },
): Promise<string> {
  const promo = requireUsablePromoCode(
    await resolvePromoCode(db, {
      code,
      serviceType: 'streaming',
      customerKey: promoCustomerKey(input.email),
      country: input.country,
      now: input.now,
    }),
  );
  if (promo.planCode !== input.offer.planCode) {
    throw new AppError('INVALID_OFFER_DATA', 'promo code of another offer', {
      fieldErrors: [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName: 'marketingPromoCode' }],
    });
  }
  return promo.code;
}

/** The subscription: the trial's phases from now, nothing after them (it drops at their end). */
export async function writeTrial(
  tx: Db,
  input: {
    offer: OfferWithPackage;
    account: { accountNumber: string; billingProfileId: string; streamingIdentityId: string };
    email: string;
    login: string;
    locale: Locale;
    now: Date;
  },
): Promise<CareTrialActivation> {
  const { offer, account, now } = input;
  const subscriptionId = newCommerceId('subscription', now);
  const phases = plannedPhases(
    [{ offerId: offer.planCode, phases: limitedPhasesOf(offer.phases) }],
    now,
  );
  await writeSubscription(
    tx,
    {
      kind: 'new',
      subscriptionId,
      planCode: offer.planCode,
      packageId: offer.packageId,
      serviceType: 'streaming',
      radioId: null,
      phases,
      source: 'streaming-trial',
      startedAt: now,
    },
    { ...account, now },
  );
  // Roll-to-drop: the last phase ends, and the service with it (as a radio's trial says it).
  const endsAt = phases.at(-1)?.endsAt ?? now;
  return {
    status: 'SUCCESS',
    accountNumber: account.accountNumber,
    subscriptionId,
    radioIdLastFour: '',
    vehicle: null,
    email: input.email,
    planCode: offer.planCode,
    packageName: packageNameOf(offer, input.locale),
    trialEndDate: endsAt.toISOString().slice(0, 10),
    isEligibleForRegistration: false,
    isOfferStreamingEligible: true,
    isUserNameSameAsEmail: input.login === input.email.toLowerCase(),
  };
}
