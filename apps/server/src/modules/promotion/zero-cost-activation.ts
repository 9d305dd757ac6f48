import {
  type CareZeroCostActivation,
  type CareZeroCostActivationRequest,
  type Country,
  handleKey,
} from '@orbit/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { promoCodeRedemptions, radios } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { careOk } from '../../platform/http/care-envelope.ts';
import type { StoredAnswer } from '../../platform/idempotency/idempotency-store.ts';
import type { IdempotencyClaim } from '../../platform/idempotency/idempotent-request.ts';
import { idempotentRequestName, withMoneyLocks } from '../../platform/money-locks/index.ts';
import { newCommerceId } from '../billing/index.ts';
import {
  promoCodeSubjects,
  promoCustomerKey,
  requireUsablePromoCode,
  resolvePromoCode,
} from '../catalog/index.ts';
import { packageNameOf, plannedPhases, writeSubscription } from '../checkout/index.ts';
import {
  findRadioById,
  limitLookup,
  lookupBudgetOf,
  resolveDeviceRef,
  subscriptionsOfRadio,
} from '../identification/index.ts';
import { notifyByEmail } from '../identity/index.ts';
import { newTrialHolder, openNewHolderAccount } from '../trials/index.ts';
import { PROMOTION_ACTIVATED } from './promotion-activated-email.ts';
import type { PromotionDeps } from './promotion-deps.ts';
import { type ZeroCostTerms, zeroCostTermsOf } from './zero-cost-offer.ts';

export const ZERO_COST_BUCKET = 'zero-cost-activation';

export type ZeroCostContext = {
  careSessionId: string;
  clientAddress: string;
  country: Country;
  claim: IdempotencyClaim;
};

function notEligible(radioId: string): AppError {
  return new AppError('DEVICE_NOT_ELIGIBLE', `radio ${radioId} was activated before`);
}

/** The radio the visitor found on this session, refused unless it was never activated. */
async function newRadioOf(db: Db, deviceRef: string, careSessionId: string, now: Date) {
  const { radioId } = await resolveDeviceRef(db, { deviceRef, careSessionId, now });
  const radio = await findRadioById(db, radioId);
  if (!radio) {
    throw new AppError('DEVICE_NOT_FOUND', 'radio of deviceRef is gone', {
      notFoundResourceType: 'device',
    });
  }
  await requireNeverActivated(db, radio);
  return radio;
}

/** Never activated: on no account and with no subscription, ever (flows §4.3 "status NEW"). */
async function requireNeverActivated(
  db: Db,
  radio: { radioId: string; accountNumber: string | null },
): Promise<void> {
  if (radio.accountNumber !== null) throw notEligible(radio.radioId);
  if ((await subscriptionsOfRadio(db, radio.radioId)).length > 0) throw notEligible(radio.radioId);
}

/**
 * `POST /purchase/zero-cost` (flows §4.3, ADR 042): a never-activated radio gets the free plan of
 * a zero-cost promo code on a new account with no card, its sign-in made from the email and the
 * password (unless the email already signs in: ADR 025), and the code redeemed once.
 *
 * Decided holding the radio, the code's use and the email's sign-up (ADR 021); inside, the
 * radio is taken by one conditional write (on no account yet), so of two activations of one
 * radio exactly one writes anything, whatever the locks did.
 */
export async function activateZeroCost(
  deps: PromotionDeps,
  body: CareZeroCostActivationRequest,
  context: ZeroCostContext,
): Promise<StoredAnswer> {
  const { db } = deps;
  const now = deps.clock();
  const { radioId } = await resolveDeviceRef(db, {
    deviceRef: body.deviceRef,
    careSessionId: context.careSessionId,
    now,
  });
  // The code is a guessable word: its tries are budgeted per address and per code (ADR 026).
  const code = body.marketingPromoCode.trim().toUpperCase();
  await limitLookup(lookupBudgetOf(deps, now, body), ZERO_COST_BUCKET, context.clientAddress, code);
  const email = body.customer.email.trim();
  const subjects = [
    { kind: 'radio' as const, radioId },
    { kind: 'customer' as const, key: `handle\n${handleKey(email)}` },
    ...(await promoCodeSubjects(db, body.marketingPromoCode, promoCustomerKey(email))),
  ];
  return withMoneyLocks(
    db,
    { subjects, requestName: idempotentRequestName(context.claim), now },
    () => activate(deps, body, context, now),
  );
}

/** The activation once its subjects are held: every check reads what is true now. */
async function activate(
  deps: PromotionDeps,
  body: CareZeroCostActivationRequest,
  context: ZeroCostContext,
  now: Date,
): Promise<StoredAnswer> {
  const { db } = deps;
  const { country } = context;
  const locale = body.languagePreference;
  const email = body.customer.email.trim();
  const promo = requireUsablePromoCode(
    await resolvePromoCode(db, {
      code: body.marketingPromoCode,
      serviceType: 'satellite',
      customerKey: email,
      country,
      now,
    }),
  );
  const terms = await zeroCostTermsOf(db, promo.planCode);
  const radio = await newRadioOf(db, body.deviceRef, context.careSessionId, now);
  const holder = await newTrialHolder(
    deps,
    { ...body.customer, password: body.password, fieldPrefix: 'customer.' },
    { country, locale, now },
  );
  return db.transaction(async (tx) => {
    const account = await openNewHolderAccount(tx, holder, { country, locale, now });
    const taken = await tx
      .update(radios)
      .set({ accountNumber: account.accountNumber })
      .where(and(eq(radios.radioId, radio.radioId), isNull(radios.accountNumber)))
      .returning({ radioId: radios.radioId });
    // Rolls the new account back with it: the radio went to another activation meanwhile.
    if (taken.length === 0) throw notEligible(radio.radioId);
    const activation = await writeActivation(tx, {
      terms,
      radioId: radio.radioId,
      account,
      promoCode: promo.code,
      email,
      locale,
      now,
    });
    await notifyByEmail(
      tx,
      PROMOTION_ACTIVATED,
      { emailAddress: email, identityId: account.ownerIdentityId, locale },
      {
        firstName: holder.firstName,
        packageName: activation.packageName,
        radioIdLastFour: activation.radioIdLastFour,
        freeUntil: terms.endsAt(now),
        emailHasSignIn: holder.emailHasSignIn,
      },
      now,
    );
    const answer: StoredAnswer = { status: 200, body: careOk(activation) };
    await context.claim.completeWithin(tx, answer);
    return answer;
  });
}

/** The subscription of ONE free phase from now, and the code's redemption by this customer. */
async function writeActivation(
  tx: Db,
  input: {
    terms: ZeroCostTerms;
    radioId: string;
    account: { accountNumber: string; billingProfileId: string };
    promoCode: string;
    email: string;
    locale: CareZeroCostActivationRequest['languagePreference'];
    now: Date;
  },
): Promise<CareZeroCostActivation> {
  const { terms, account, now } = input;
  const subscriptionId = newCommerceId('subscription', now);
  await writeSubscription(
    tx,
    {
      kind: 'new',
      subscriptionId,
      planCode: terms.offer.planCode,
      packageId: terms.offer.packageId,
      serviceType: 'satellite',
      radioId: input.radioId,
      phases: plannedPhases([{ offerId: terms.offer.planCode, phases: [terms.freePhase] }], now),
      source: 'zero-cost-promotion',
      startedAt: now,
    },
    {
      accountNumber: account.accountNumber,
      billingProfileId: account.billingProfileId,
      streamingIdentityId: null,
      now,
    },
  );
  await tx.insert(promoCodeRedemptions).values({
    code: input.promoCode,
    customerKey: promoCustomerKey(input.email),
    orderId: subscriptionId,
    redeemedAt: now,
  });
  const lastFreeDay = new Date(terms.endsAt(now).getTime() - 86_400_000);
  return {
    status: 'SUCCESS',
    accountNumber: account.accountNumber,
    subscriptionId,
    radioIdLastFour: input.radioId.slice(-4),
    email: input.email,
    planCode: terms.offer.planCode,
    packageName: packageNameOf(terms.offer, input.locale),
    freeUntil: lastFreeDay.toISOString().slice(0, 10),
    isOfferStreamingEligible: terms.offer.package.streamingAvailable,
  };
}
