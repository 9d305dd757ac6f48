import {
  careMultiRadioAccountResultSchema,
  careMultiRadioQuoteResultSchema,
  careSuccessSchema,
  type MultiRadioChoice,
  type PurchaseMultiSubscriptionRequest,
  purchaseMultiSubscriptionResultSchema,
} from '@orbit/domain';
import { eq, inArray } from 'drizzle-orm';
import { orders, sandboxGatewayCharges, subscriptions } from '../../../db/schema/index.ts';
import {
  type MULTI_RADIO_DEMO_ACCOUNTS,
  MULTI_RADIO_DEMO_PASSWORD,
  multiRadioDemoHandle,
} from '../../../db/seed/multi-radio-accounts.ts';
import { createFakeClock } from '../../../testing/fake-clock.ts';
import { cookieHeaderFrom } from '../../../testing/session-cookie.ts';
import { createTestApp, type TestAppOptions } from '../../../testing/test-app.ts';
import { careCheckout, newTransactionId } from '../orders/checkout.testing.ts';

/** Test kit: the multi-radio demo accounts (db/seed/multi-radio-accounts.ts) and their calls. */
export type MultiRadioHolder =
  (typeof MULTI_RADIO_DEMO_ACCOUNTS)[keyof typeof MULTI_RADIO_DEMO_ACCOUNTS];

export const MULTI_RADIO_PATHS = {
  radios: '/services/account/multi-subscription-radios',
  quote: '/services/quotes/multi-subscription',
  purchase: '/services/purchase/multi-subscription',
} as const;

export const radiosAnswerOf = (response: { json(): unknown }) =>
  careSuccessSchema(careMultiRadioAccountResultSchema).parse(response.json()).data;
export const multiQuoteOf = (response: { json(): unknown }) =>
  careSuccessSchema(careMultiRadioQuoteResultSchema).parse(response.json()).data;
export const multiResultOf = (response: { json(): unknown }) =>
  careSuccessSchema(purchaseMultiSubscriptionResultSchema).parse(response.json()).data;

const HOSTS = { us: 'care.orbitradio.com', ca: 'care.orbitradio.ca' } as const;

/** An app on its own database (the seed is dated from the real clock, so is the fake clock). */
export async function multiRadioSetUp(gateway?: TestAppOptions['gateway']) {
  const clock = createFakeClock(new Date());
  const testApp = await createTestApp({
    clock,
    ownDatabase: true,
    ...(gateway ? { gateway } : {}),
  });
  const { app, db } = testApp;

  /** A care session signed in as the holder, with the radios call's answer. */
  const signedIn = async (holder: MultiRadioHolder) => {
    const checkout = await careCheckout(app, HOSTS[holder.country]);
    const login = await checkout.post('/services/authenticate/login', {
      token: { username: multiRadioDemoHandle(holder), password: MULTI_RADIO_DEMO_PASSWORD },
      keepMeSignedIn: false,
    });
    if (login.statusCode !== 200) throw new Error(login.body);
    const cookie = cookieHeaderFrom(login);
    const post = (url: string, payload: object, key?: string) =>
      checkout.post(url, payload, key, cookie);
    const listed = await post(MULTI_RADIO_PATHS.radios, {});
    if (listed.statusCode !== 200) throw new Error(listed.body);
    const answer = radiosAnswerOf(listed);
    /** The deviceRef this session was given for a radio, by its id. */
    const refOf = (radioId: string) => {
      const found = answer.radios.find((radio) => radio.radioIdLastFour === radioId.slice(-4));
      if (!found) throw new Error(`no radio ending ${radioId.slice(-4)}`);
      return found.deviceRef;
    };
    return { post, answer, refOf };
  };

  /** The order body on the card on file unless `cardToken` is given. */
  const orderBody = (
    radios: MultiRadioChoice[],
    cardToken?: string,
  ): PurchaseMultiSubscriptionRequest => ({
    radios,
    paymentInfo: {
      useCardOnFile: cardToken === undefined,
      paymentType: 'creditCard',
      ...(cardToken ? { cardInfo: { cardToken, nameOnCard: 'Alex Halvorsen' } } : {}),
      transactionId: newTransactionId(),
    },
    languagePreference: 'en-US',
    agreementAccepted: true,
  });

  /** What an order may touch on the holder's account. */
  const snapshot = async (holder: MultiRadioHolder) => ({
    subscriptions: await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.accountNumber, holder.accountNumber)),
    orders: await db
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(eq(orders.accountNumber, holder.accountNumber)),
    charges: await db
      .select()
      .from(sandboxGatewayCharges)
      .where(inArray(sandboxGatewayCharges.token, [`ctok_seed_multi_${holder.key}_visa`])),
  });
  return { ...testApp, clock, signedIn, orderBody, snapshot };
}
