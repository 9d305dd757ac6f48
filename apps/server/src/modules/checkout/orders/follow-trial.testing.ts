import {
  careDeviceLookupResultSchema,
  careErrorBodySchema,
  careSuccessSchema,
  orderQuoteSchema,
  type PurchaseChangeSubscriptionRequest,
  purchaseResultSchema,
} from '@orbit/domain';
import { asc, eq } from 'drizzle-orm';
import {
  billingProfiles,
  invoices,
  orders,
  outboxMessages,
  paymentMethods,
  subscriberAccounts,
  subscriptionPhases,
  subscriptions,
} from '../../../db/schema/index.ts';
import { DEMO_IDENTITIES } from '../../../db/seed/identities.ts';
import { tokenizeCard } from '../../../platform/payments/card-tokens.testing.ts';
import { freshClock } from '../../../testing/identities.ts';
import { cookieHeaderFrom } from '../../../testing/session-cookie.ts';
import { createTestApp } from '../../../testing/test-app.ts';
import { careCheckout, newTransactionId } from './checkout.testing.ts';

/** Test kit: a visitor who finds a radio and buys the paid plan that follows its trial. */
export const CHANGE = '/services/purchase/change-subscription';
export const TRIAL_SUBSCRIPTION = 'sub_seed_trial_0004';

export const resultOf = (response: { json(): unknown }) =>
  careSuccessSchema(purchaseResultSchema).parse(response.json()).data;
export const quoteOf = (response: { json(): unknown }) =>
  careSuccessSchema(orderQuoteSchema).parse(response.json()).data;
export const refusalOf = (response: { statusCode: number; json(): unknown }) => {
  const { error } = careErrorBodySchema.parse(response.json());
  return { status: response.statusCode, code: error.errorCode, fields: error.fieldErrors };
};

/** A buyer who is not the account's owner (Jordan Rivera, account 10000001). */
export const VISITOR_ADDRESS = {
  streetAddress: '100 Congress Ave',
  city: 'Austin',
  state: 'TX',
  postalCode: '78701',
  country: 'US' as const,
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: '5125550101',
  email: 'ada.follows@orbitradio.test',
};

/**
 * `writes: true` (the default) gives the test a database of its own: purchases change the one
 * seeded trial. Tests of refusals, which write nothing but failed orders, share the file's.
 */
export async function followTrialSetUp(options: { writes?: boolean } = {}) {
  const testApp = await createTestApp({
    clock: freshClock(),
    ownDatabase: options.writes ?? true,
  });
  const checkout = await careCheckout(testApp.app);
  const { db } = testApp;

  /** Find your radio on this care session (or the one of `cookie`): its deviceRef. */
  const findRadio = async (radioId: string, cookie?: Record<string, string>) => {
    const response = await checkout.post(
      '/services/device/validate',
      { radioId },
      undefined,
      cookie,
    );
    if (response.statusCode !== 200) throw new Error(response.body);
    return careSuccessSchema(careDeviceLookupResultSchema).parse(response.json()).data;
  };

  const bodyFor = async (
    fields: Partial<PurchaseChangeSubscriptionRequest>,
    card = '4242424242424242',
  ): Promise<PurchaseChangeSubscriptionRequest> => ({
    plans: [{ planCode: 'US_SAT_AA_MO' }],
    paymentInfo: {
      useCardOnFile: false,
      paymentType: 'creditCard',
      cardInfo: { cardToken: await tokenizeCard(testApp.app, card), nameOnCard: 'Ada Lovelace' },
      transactionId: newTransactionId(),
    },
    serviceAddress: VISITOR_ADDRESS,
    languagePreference: 'en-US',
    agreementAccepted: true,
    ...fields,
  });

  /** Signs the care session in as the demo account holder (the login rotates the cookie). */
  const signInAsOwner = async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/services/authenticate/login',
      headers: { host: checkout.host, ...checkout.cookie },
      payload: {
        token: { username: 'orbitowner1', password: DEMO_IDENTITIES.accountHolder.password },
        keepMeSignedIn: false,
      },
    });
    if (response.statusCode !== 200) throw new Error(response.body);
    return cookieHeaderFrom(response);
  };

  const change = (body: PurchaseChangeSubscriptionRequest, cookie?: Record<string, string>) =>
    checkout.post(CHANGE, body, body.paymentInfo.transactionId, cookie);

  /** What the purchase may touch, to compare before and after. */
  const snapshot = async () => ({
    phases: (
      await db
        .select()
        .from(subscriptionPhases)
        .where(eq(subscriptionPhases.subscriptionId, TRIAL_SUBSCRIPTION))
        .orderBy(asc(subscriptionPhases.position))
    ).map((phase) => [phase.planType, phase.offerId, phase.startsAt.toISOString()]),
    subscription: (
      await db.select().from(subscriptions).where(eq(subscriptions.id, TRIAL_SUBSCRIPTION))
    )[0],
    account: (
      await db
        .select()
        .from(subscriberAccounts)
        .where(eq(subscriberAccounts.accountNumber, '10000001'))
    )[0],
    profile: (
      await db.select().from(billingProfiles).where(eq(billingProfiles.accountNumber, '10000001'))
    )[0],
    cards: await db.select().from(paymentMethods).orderBy(asc(paymentMethods.createdAt)),
    invoices: await db.select().from(invoices),
    orders: await db.select().from(orders),
    emails: await db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, VISITOR_ADDRESS.email)),
  });

  return { ...testApp, ...checkout, findRadio, signInAsOwner, bodyFor, change, snapshot };
}
