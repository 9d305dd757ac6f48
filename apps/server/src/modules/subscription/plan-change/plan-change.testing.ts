import {
  careErrorBodySchema,
  careQuoteResultSchema,
  careSuccessSchema,
  type PurchaseChangeSubscriptionRequest,
  purchaseResultSchema,
} from '@orbit/domain';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../../../app.ts';
import type { Db } from '../../../db/client.ts';
import {
  invoices,
  orders,
  outboxMessages,
  sandboxGatewayCharges,
  subscriberAccounts,
  subscriptionPhases,
  subscriptions,
} from '../../../db/schema/index.ts';
import type { PLAN_CHANGERS } from '../../../db/seed/plan-change-accounts.ts';
import { createFakeClock } from '../../../testing/fake-clock.ts';
import { cookieHeaderFrom } from '../../../testing/session-cookie.ts';
import { createTestApp, type TestAppOptions } from '../../../testing/test-app.ts';
import { careCheckout, newTransactionId } from '../../checkout/orders/checkout.testing.ts';

/** Test kit: a seeded plan-change customer, re-dated for the test's clock, who changes plan. */
export type Changer = (typeof PLAN_CHANGERS)[keyof typeof PLAN_CHANGERS];

export type PhaseSeed = {
  phase: 'trial' | 'promo' | 'fullPrice';
  planType: string;
  startsAt: string;
  endsAt?: string;
  termMonths?: number;
  priceMinor: number;
  offerId?: string;
};

/** One full-price phase from `startsAt`, billed monthly. */
export const monthly = (startsAt: string, priceMinor: number): PhaseSeed[] => [
  { phase: 'fullPrice', planType: 'SELF_PAY', startsAt, priceMinor },
];

/** All Access at $22.99 a month since May 15, 2026: mid-term on Nov 25 (renews Dec 15). */
export const ALL_ACCESS_MONTHLY = {
  planCode: 'US_SAT_AA_MO',
  packageId: 'SXM_ALL_ACCESS',
  phases: monthly('2026-05-15', 2299),
};

export const QUOTE = '/services/quotes/quote';
export const CHANGE = '/services/purchase/change-subscription';
export const CHANGE_OFFERS = '/services/offers/customer/change';

/** The care site of the customer's market. */
export const careHostOf = (changer: Changer) =>
  changer.country === 'ca' ? 'care.orbitradio.ca' : 'care.orbitradio.com';

const at = (iso: string) => new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);

export const quoteResultOf = (response: { json(): unknown }) =>
  careSuccessSchema(careQuoteResultSchema).parse(response.json()).data;
export const purchaseResultOf = (response: { json(): unknown }) =>
  careSuccessSchema(purchaseResultSchema).parse(response.json()).data;
export const refusalOf = (response: { statusCode: number; json(): unknown }) => {
  const { error } = careErrorBodySchema.parse(response.json());
  return { status: response.statusCode, code: error.errorCode, fields: error.fieldErrors };
};

/**
 * Two confirms of one quote at once (other keys), then the winner's key again: exactly one is
 * confirmed, the other refused with 409, and the replay answers the winner's answer.
 */
export async function raceThenReplay(
  purchase: (body: PurchaseChangeSubscriptionRequest) => Promise<{
    statusCode: number;
    json(): unknown;
  }>,
  body: PurchaseChangeSubscriptionRequest,
  other: PurchaseChangeSubscriptionRequest,
): Promise<void> {
  const [first, second] = await Promise.all([purchase(body), purchase(other)]);
  expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
  const winner = first.statusCode === 200 ? first : second;
  const replay = await purchase(first.statusCode === 200 ? body : other);
  expect(replay.statusCode).toBe(200);
  expect(purchaseResultOf(replay)).toEqual(purchaseResultOf(winner));
}

/** Puts `changer`'s seeded subscription on `planCode` with exactly `phases`. */
export async function redateSubscription(
  db: Db,
  changer: Changer,
  subscription: { planCode: string; packageId: string; phases: PhaseSeed[] },
  now: string,
): Promise<void> {
  const updatedAt = at(subscription.phases[0]?.startsAt ?? now);
  await db
    .update(subscriptions)
    .set({
      planCode: subscription.planCode,
      packageId: subscription.packageId,
      startedAt: updatedAt,
      updatedAt,
    })
    .where(eq(subscriptions.id, changer.subscriptionId));
  await db
    .delete(subscriptionPhases)
    .where(eq(subscriptionPhases.subscriptionId, changer.subscriptionId));
  await db.insert(subscriptionPhases).values(
    subscription.phases.map((phase, position) => ({
      id: `${changer.subscriptionId}_test_${position}`,
      subscriptionId: changer.subscriptionId,
      position,
      phase: phase.phase,
      planType: phase.planType,
      startsAt: at(phase.startsAt),
      endsAt: phase.endsAt ? at(phase.endsAt) : null,
      termMonths: phase.termMonths ?? 1,
      priceMinor: phase.priceMinor,
      currency: changer.currency,
      isPrepaid: phase.planType === 'PROMO',
      offerId: phase.offerId ?? subscription.planCode,
    })),
  );
}

/** A care session on the customer's market's site, signed in as them (the login rotates it). */
export async function signedInOnCare(app: App, changer: Changer) {
  const checkout = await careCheckout(app, careHostOf(changer));
  const login = await app.inject({
    method: 'POST',
    url: '/services/authenticate/login',
    headers: { host: checkout.host, ...checkout.cookie },
    payload: {
      token: { username: changer.handle, password: changer.password },
      keepMeSignedIn: false,
    },
  });
  if (login.statusCode !== 200) throw new Error(login.body);
  const cookie = cookieHeaderFrom(login);
  const post = (url: string, payload: object, key?: string) =>
    checkout.post(url, payload, key, cookie);
  return { post, cookie };
}

/** The customer's service address as the care calls take it. */
export function careAddressOf(changer: Changer) {
  return {
    streetAddress: changer.serviceAddress.addressLine1,
    city: changer.serviceAddress.city,
    state: changer.serviceAddress.state,
    postalCode: changer.serviceAddress.zip,
    country: changer.serviceAddress.country,
  };
}

/** `purchase/change-subscription` confirming `quoteId`, on the card on file. */
export function changeRequestOf(
  changer: Changer,
  quoteId: string,
  planCode: string,
  overrides: Partial<PurchaseChangeSubscriptionRequest> = {},
): PurchaseChangeSubscriptionRequest {
  return {
    subscriptionId: changer.subscriptionId,
    quoteId,
    plans: [{ planCode }],
    paymentInfo: {
      useCardOnFile: true,
      paymentType: 'creditCard',
      transactionId: newTransactionId(),
    },
    serviceAddress: {
      ...careAddressOf(changer),
      firstName: changer.firstName,
      lastName: changer.lastName,
      phone: changer.phone,
      email: changer.handle,
    },
    languagePreference: changer.language,
    agreementAccepted: true,
    ...overrides,
  };
}

/**
 * An app on its own database at `now`, with `changer`'s subscription on `planCode` and exactly
 * `phases`, its care session signed in as them.
 */
export async function planChangeSetUp(
  changer: Changer,
  now: string,
  subscription: { planCode: string; packageId: string; phases: PhaseSeed[] },
  env?: Record<string, string>,
  gateway?: TestAppOptions['gateway'],
) {
  const clock = createFakeClock(at(now));
  const testApp = await createTestApp({
    clock,
    ownDatabase: true,
    ...(env ? { env } : {}),
    ...(gateway ? { gateway } : {}),
  });
  const { app, db } = testApp;
  await redateSubscription(db, changer, subscription, now);

  const { post, cookie } = await signedInOnCare(app, changer);

  const serviceAddress = careAddressOf(changer);
  const quote = (planCode: string) =>
    post(QUOTE, {
      planCodes: [{ planCode }],
      serviceAddress,
      subscriptionId: changer.subscriptionId,
    });
  const purchaseBody = (
    quoteId: string,
    planCode: string,
    overrides: Partial<PurchaseChangeSubscriptionRequest> = {},
  ) => changeRequestOf(changer, quoteId, planCode, overrides);
  const purchase = (body: PurchaseChangeSubscriptionRequest) =>
    post(CHANGE, body, body.paymentInfo.transactionId);

  /** What a change may touch. */
  const snapshot = async () => ({
    subscription: (
      await db.select().from(subscriptions).where(eq(subscriptions.id, changer.subscriptionId))
    )[0],
    phases: await db
      .select()
      .from(subscriptionPhases)
      .where(eq(subscriptionPhases.subscriptionId, changer.subscriptionId))
      .orderBy(asc(subscriptionPhases.position)),
    account: (
      await db
        .select()
        .from(subscriberAccounts)
        .where(eq(subscriberAccounts.accountNumber, changer.accountNumber))
    )[0],
    invoices: await db
      .select()
      .from(invoices)
      .where(eq(invoices.subscriptionId, changer.subscriptionId)),
    orders: await db.select().from(orders).where(eq(orders.subscriptionId, changer.subscriptionId)),
    charges: await db
      .select()
      .from(sandboxGatewayCharges)
      .where(eq(sandboxGatewayCharges.token, changer.card.token)),
    emails: await db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, changer.handle)),
  });
  return { ...testApp, clock, post, quote, purchaseBody, purchase, snapshot, cookie };
}
