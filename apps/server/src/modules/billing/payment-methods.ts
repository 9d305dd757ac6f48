import type { CreatePaymentMethodRequest, PaymentMethod } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import {
  type BillingProfileRow,
  billingProfiles,
  type PaymentMethodRow,
} from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { withMoneyLocks } from '../../platform/money-locks/index.ts';
import type { PaymentGateway } from '../../platform/payments/payment-gateway.ts';
import { cardStillValid } from '../../platform/payments/sandbox-card-check.ts';
import { attachCard, usableCardToken } from './attach-card.ts';
import { type BillingCaller, defaultProfileOf, profileNotFound } from './billing-profiles.ts';
import {
  accountsOwnedBy,
  activePaymentMethodsOf,
  findOwnedProfile,
  findPaymentMethod,
  profileOfAccount,
} from './billing-store.ts';
import { paymentMethodView } from './billing-views.ts';
import { cardSubjects } from './money-subjects.ts';

export type PaymentCaller = BillingCaller & { gateway: PaymentGateway };

export const methodNotFound = () =>
  new AppError('PAYMENT_METHOD_NOT_FOUND', 'No payment method of the caller with this id', {
    notFoundResourceType: 'paymentMethod',
  });

async function viewOf(
  caller: PaymentCaller,
  row: PaymentMethodRow,
  defaultPaymentMethodId: string | null,
): Promise<PaymentMethod> {
  const card = await caller.gateway.describeCard(row.gatewayToken);
  return paymentMethodView(row, {
    defaultPaymentMethodId,
    prepaid: card?.prepaid ?? false,
    now: caller.now,
  });
}

async function ownedProfiles(caller: PaymentCaller): Promise<BillingProfileRow[]> {
  const profiles: BillingProfileRow[] = [];
  for (const account of await accountsOwnedBy(caller.db, caller.identityId)) {
    const profile = await profileOfAccount(caller.db, account.accountNumber);
    if (profile) profiles.push(profile);
  }
  return profiles;
}

/** The method with its profile, when the caller owns the account the profile bills. */
export async function ownedMethod(caller: PaymentCaller, id: string) {
  const row = await findPaymentMethod(caller.db, id);
  if (row?.status !== 'active') throw methodNotFound();
  const profile = await findOwnedProfile(caller.db, row.billingProfileId, caller.identityId);
  if (!profile) throw methodNotFound();
  return { row, profile };
}

/** `GET billing/v1/payment-methods`: the caller's cards, across its billing profiles. */
export async function listPaymentMethods(caller: PaymentCaller): Promise<PaymentMethod[]> {
  const profiles = await ownedProfiles(caller);
  const defaults = new Map(profiles.map((p) => [p.id, p.defaultPaymentMethodId]));
  const rows = await activePaymentMethodsOf(
    caller.db,
    profiles.map((profile) => profile.id),
  );
  return Promise.all(
    rows.map((row) => viewOf(caller, row, defaults.get(row.billingProfileId) ?? null)),
  );
}

export async function getPaymentMethod(caller: PaymentCaller, id: string) {
  const { row, profile } = await ownedMethod(caller, id);
  return viewOf(caller, row, profile.defaultPaymentMethodId);
}

/**
 * `POST billing/v1/payment-methods`: a card token becomes a payment method of the caller's
 * profile (the one named, else its default). The profile's first card becomes its default.
 * Decided holding the card (ADR 021): the same card kept by another request meanwhile → 409
 * PAYMENT_IN_PROGRESS; after it, its token is taken (CARD_TOKEN_INVALID).
 */
export async function createPaymentMethod(
  caller: PaymentCaller,
  request: CreatePaymentMethodRequest,
): Promise<PaymentMethod> {
  const subjects = await cardSubjects(caller.gateway, request.cardToken);
  return withMoneyLocks(caller.db, { subjects, now: caller.now }, () =>
    keepPaymentMethod(caller, request),
  );
}

async function keepPaymentMethod(
  caller: PaymentCaller,
  request: CreatePaymentMethodRequest,
): Promise<PaymentMethod> {
  const profile = request.billingProfileId
    ? await findOwnedProfile(caller.db, request.billingProfileId, caller.identityId)
    : await defaultProfileOf(caller.db, caller.identityId);
  if (!profile) throw profileNotFound();
  const card = await usableCardToken(caller.db, caller.gateway, request.cardToken, caller.now);
  const makeDefault = request.setAsDefault === true || profile.defaultPaymentMethodId === null;
  const row = await caller.db.transaction((tx) =>
    attachCard(tx, {
      gateway: caller.gateway.name,
      card,
      billingProfileId: profile.id,
      nameOnCard: request.nameOnCard ?? null,
      billingAddress: request.billingAddress ?? null,
      makeDefault,
      now: caller.now,
    }),
  );
  return viewOf(caller, row, makeDefault ? row.id : profile.defaultPaymentMethodId);
}

/** `PUT billing/v1/payment-methods/{id}/default`: an unexpired card of the caller's becomes default. */
export async function setDefaultPaymentMethod(caller: PaymentCaller, id: string) {
  const { row, profile } = await ownedMethod(caller, id);
  if (!cardStillValid(row.expiryMonth, row.expiryYear, caller.now)) {
    throw new AppError('NO_CARD_ON_ACCOUNT', 'An expired card cannot become the default');
  }
  await caller.db
    .update(billingProfiles)
    .set({ defaultPaymentMethodId: row.id, updatedAt: caller.now })
    .where(eq(billingProfiles.id, profile.id));
  return viewOf(caller, row, row.id);
}
