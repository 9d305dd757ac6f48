import {
  careDeviceLookupResultSchema,
  careErrorBodySchema,
  careQuoteResultSchema,
  careRenewalOffersResultSchema,
  careSuccessSchema,
  type PurchaseRenewalRequest,
  purchaseResultSchema,
} from '@orbit/domain';
import { asc, eq } from 'drizzle-orm';
import type { App } from '../../../app.ts';
import {
  orders,
  outboxMessages,
  sandboxGatewayCharges,
  seedRuns,
  subscriptionPhases,
  subscriptionRenewals,
  subscriptions,
} from '../../../db/schema/index.ts';
import { RENEWERS } from '../../../db/seed/renewal-accounts.ts';
import { tokenizeCard } from '../../../platform/payments/card-tokens.testing.ts';
import { createFakeClock } from '../../../testing/fake-clock.ts';
import { cookieHeaderFrom } from '../../../testing/session-cookie.ts';
import { createTestApp, type TestAppOptions } from '../../../testing/test-app.ts';
import { careCheckout, newTransactionId } from '../orders/checkout.testing.ts';

/** Test kit: the seeded renewal radios, on the day they were seeded, renewed on the care API. */
export type Renewer = (typeof RENEWERS)[keyof typeof RENEWERS];

export const OFFERS = '/services/offers/renewal';
export const QUOTE = '/services/quotes/renewal';
export const PURCHASE = '/services/purchase/renewal';
export const US_PROMO = 'US_SAT_RTC_3MO5_MO';
export const CA_PROMO = 'CA_SAT_RTC_3MO5_MO';

export const offersOf = (response: { json(): unknown }) =>
  careSuccessSchema(careRenewalOffersResultSchema).parse(response.json()).data;
export const quoteOf = (response: { json(): unknown }) =>
  careSuccessSchema(careQuoteResultSchema).parse(response.json()).data;
export const resultOf = (response: { json(): unknown }) =>
  careSuccessSchema(purchaseResultSchema).parse(response.json()).data;
export const refusalOf = (response: { statusCode: number; json(): unknown }) => {
  const { error } = careErrorBodySchema.parse(response.json());
  return { status: response.statusCode, code: error.errorCode, fields: error.fieldErrors };
};

export const careHostOf = (renewer: Renewer) =>
  renewer.country === 'ca' ? 'care.orbitradio.ca' : 'care.orbitradio.com';

/** The renewer's service address as purchases take it. */
export function purchaseAddressOf(renewer: Renewer) {
  return {
    streetAddress: renewer.serviceAddress.addressLine1,
    city: renewer.serviceAddress.city,
    state: renewer.serviceAddress.state,
    postalCode: renewer.serviceAddress.zip,
    country: renewer.serviceAddress.country,
    firstName: renewer.firstName,
    lastName: renewer.lastName,
    phone: renewer.phone,
    email: renewer.handle,
  };
}

/**
 * An app at one hour after the renewal radios were seeded (their trials and promos end in days
 * from then), on its own database when `writes` (the default), with a care session per market.
 */
export async function renewalSetUp(
  options: { writes?: boolean; gateway?: TestAppOptions['gateway'] } = {},
) {
  const clock = createFakeClock();
  const testApp = await createTestApp({
    clock,
    ownDatabase: options.writes ?? true,
    ...(options.gateway ? { gateway: options.gateway } : {}),
  });
  const { app, db } = testApp;
  const [run] = await db.select().from(seedRuns).where(eq(seedRuns.part, 'renewal-accounts'));
  if (!run) throw new Error('renewal radios not seeded');
  clock.set(new Date(run.seededAt.getTime() + 3_600_000));

  /** A visitor's care session on `renewer`'s market site, and what they do on it. */
  const visitorOf = async (renewer: Renewer) => {
    const checkout = await careCheckout(app, careHostOf(renewer));
    return callerOn(app, checkout);
  };

  /** A care session signed in as `renewer`. */
  const ownerOf = async (renewer: Renewer) => {
    const checkout = await careCheckout(app, careHostOf(renewer));
    const login = await app.inject({
      method: 'POST',
      url: '/services/authenticate/login',
      headers: { host: checkout.host, ...checkout.cookie },
      payload: {
        token: { username: renewer.handle, password: renewer.password },
        keepMeSignedIn: false,
      },
    });
    if (login.statusCode !== 200) throw new Error(login.body);
    const cookie = cookieHeaderFrom(login);
    return callerOn(app, {
      host: checkout.host,
      cookie,
      post: (url, payload, key) => checkout.post(url, payload, key, cookie),
    });
  };

  /** What a renewal may touch of `renewer`'s, to compare before and after. */
  const snapshot = async (renewer: Renewer) => ({
    subscription: (
      await db.select().from(subscriptions).where(eq(subscriptions.id, renewer.subscriptionId))
    )[0],
    phases: (
      await db
        .select()
        .from(subscriptionPhases)
        .where(eq(subscriptionPhases.subscriptionId, renewer.subscriptionId))
        .orderBy(asc(subscriptionPhases.position))
    ).map((phase) => ({
      planType: phase.planType,
      offerId: phase.offerId,
      priceMinor: phase.priceMinor,
      startsAt: phase.startsAt.toISOString(),
      endsAt: phase.endsAt?.toISOString() ?? null,
    })),
    renewals: await db
      .select()
      .from(subscriptionRenewals)
      .where(eq(subscriptionRenewals.subscriptionId, renewer.subscriptionId)),
    orders: await db.select().from(orders).where(eq(orders.accountNumber, renewer.accountNumber)),
    charges: await db.select().from(sandboxGatewayCharges),
    emails: await db.select().from(outboxMessages),
  });

  return { ...testApp, visitorOf, ownerOf, snapshot };
}

type CheckoutPost = Awaited<ReturnType<typeof careCheckout>>['post'];
type Poster = (url: string, payload: object, key?: string) => ReturnType<CheckoutPost>;

/** The renewal calls on one care session. */
function callerOn(
  app: App,
  session: { host: string; cookie: Record<string, string>; post: Poster },
) {
  const { post } = session;
  /** Find the radio by its id on this session (radio-info): its deviceRef. */
  const findRadio = async (radioId: string) => {
    const response = await post('/services/device/validate', { radioId });
    if (response.statusCode !== 200) throw new Error(response.body);
    return careSuccessSchema(careDeviceLookupResultSchema).parse(response.json()).data.deviceRef;
  };
  /** A purchase of `choicePlanCode` for the radio, on a new card unless said otherwise. */
  const purchaseBody = async (
    renewer: Renewer,
    fields: Partial<PurchaseRenewalRequest> & Pick<PurchaseRenewalRequest, 'choicePlanCode'>,
    card = '4242424242424242',
  ): Promise<PurchaseRenewalRequest> => ({
    planCode: renewer.country === 'ca' ? CA_PROMO : US_PROMO,
    renewalCode: renewer.country === 'ca' ? 'CACHOICE' : 'CHOICE',
    paymentInfo: {
      useCardOnFile: false,
      paymentType: 'creditCard',
      cardInfo: { cardToken: await tokenizeCard(app, card), nameOnCard: 'Robin Renner' },
      transactionId: newTransactionId(),
    },
    serviceAddress: purchaseAddressOf(renewer),
    languagePreference: renewer.language,
    agreementAccepted: true,
    ...fields,
  });
  const purchase = (body: PurchaseRenewalRequest) =>
    post(PURCHASE, body, body.paymentInfo.transactionId);
  return { ...session, findRadio, purchaseBody, purchase };
}

export { RENEWERS };
