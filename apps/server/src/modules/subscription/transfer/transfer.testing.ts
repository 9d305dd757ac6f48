import {
  careAcscQuoteResultSchema,
  careAcscResultSchema,
  careSuccessSchema,
  careSwapRadioQuoteResultSchema,
  purchaseServiceContinuityResultSchema,
  purchaseSwapRadioResultSchema,
} from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { subscriptionPhases, subscriptions } from '../../../db/schema/index.ts';
import type { TRANSFER_CUSTOMERS } from '../../../db/seed/transfer-accounts.ts';
import { createFakeClock } from '../../../testing/fake-clock.ts';
import { cookieHeaderFrom } from '../../../testing/session-cookie.ts';
import { createTestApp } from '../../../testing/test-app.ts';
import { careCheckout, newTransactionId } from '../../checkout/orders/checkout.testing.ts';
import { signEntryToken } from '../../identification/index.ts';

/** Test kit: the transfer demo customers (db/seed/transfer-accounts.ts) and their calls. */
export type TransferCustomer = (typeof TRANSFER_CUSTOMERS)[keyof typeof TRANSFER_CUSTOMERS];

export const TRANSFER_PATHS = {
  token: '/services/account/token/acsc',
  acsc: '/services/account/acsc',
  offers: '/services/offers/customer/acsc',
  quote: '/services/quotes/acsc-quote',
  continuity: '/services/purchase/service-continuity',
  consolidate: '/services/trial-activation/acsc-consolidate',
  swapQuote: '/services/quotes/swap-radio-quote',
  swap: '/services/purchase/swap-radio',
} as const;

type Answer = { json(): unknown };
export const acscOf = (response: Answer) =>
  careSuccessSchema(careAcscResultSchema).parse(response.json()).data;
export const acscQuoteOf = (response: Answer) =>
  careSuccessSchema(careAcscQuoteResultSchema).parse(response.json()).data;
export const continuityOf = (response: Answer) =>
  careSuccessSchema(purchaseServiceContinuityResultSchema).parse(response.json()).data;
export const swapQuoteOf = (response: Answer) =>
  careSuccessSchema(careSwapRadioQuoteResultSchema).parse(response.json()).data;
export const swapOf = (response: Answer) =>
  careSuccessSchema(purchaseSwapRadioResultSchema).parse(response.json()).data;

/** A purchase's payment part and its Idempotency-Key. */
export function transferPayment() {
  const transactionId = newTransactionId();
  return { key: transactionId, paymentInfo: { transactionId } };
}

/** An app on its own database (the seed is dated from the real clock, so is the fake clock). */
export async function transferSetUp() {
  const clock = createFakeClock(new Date());
  const testApp = await createTestApp({ clock, ownDatabase: true });
  const { app, db } = testApp;

  /** A care session, anonymous until it signs in or opens a link. */
  const session = async () => {
    const checkout = await careCheckout(app);
    let cookie: Record<string, string> = {};
    const post = (url: string, payload: object, key?: string) =>
      checkout.post(url, payload, key, cookie);
    const signIn = async (customer: TransferCustomer) => {
      const login = await checkout.post('/services/authenticate/login', {
        token: { username: customer.handle, password: customer.password },
        keepMeSignedIn: false,
      });
      if (login.statusCode !== 200) throw new Error(login.body);
      cookie = cookieHeaderFrom(login);
    };
    return { post, signIn };
  };

  /** A care session signed in as the customer. */
  const signedIn = async (customer: TransferCustomer) => {
    const caller = await session();
    await caller.signIn(customer);
    return caller;
  };

  /** An ACSC link's token for the account and radio, valid 30 days. */
  const acscToken = (accountNumber: string, radioId: string) =>
    signEntryToken(
      db,
      {
        type: 'ACSC',
        accountNumber,
        radioId,
        expiresAt: new Date(clock.now().getTime() + 30 * 86_400_000),
      },
      clock.now(),
    );

  /** A care session that opened the ACSC link (answering its identification). */
  const byLink = async (accountNumber: string, radioId: string) => {
    const caller = await session();
    const opened = await caller.post(TRANSFER_PATHS.token, {
      token: await acscToken(accountNumber, radioId),
    });
    if (opened.statusCode !== 200) throw new Error(opened.body);
    return { ...caller, opened: acscOf(opened) };
  };

  /** A subscription as stored, with its phases in order. */
  const storedSubscription = async (id: string) => {
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
    const phases = await db
      .select()
      .from(subscriptionPhases)
      .where(eq(subscriptionPhases.subscriptionId, id));
    return row ? { ...row, phases: phases.sort((a, b) => a.position - b.position) } : undefined;
  };

  return { ...testApp, clock, session, signedIn, acscToken, byLink, storedSubscription };
}
