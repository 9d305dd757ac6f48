import {
  careErrorBodySchema,
  careRegistrationOfferSchema,
  careSuccessSchema,
  purchaseResultSchema,
  waitingOnOneTimePasswordExtrasSchema,
} from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  identities,
  orders,
  passwordCredentials,
  subscriberAccounts,
} from '../../db/schema/index.ts';
import { DEMO_IDENTITIES } from '../../db/seed/identities.ts';
import { tokenizeCard } from '../../platform/payments/card-tokens.testing.ts';
import { anonymousCaller, freshClock, latestCode, mailbox } from '../../testing/identities.ts';
import { storedCareSession } from '../../testing/stored-care-session.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { careCheckout, newAccountBody } from '../checkout/orders/checkout.testing.ts';
import { REGISTER_ON_SPOT_WINDOW_MS } from './registrable-account.ts';

const OFFER = '/services/account/registration-offer';
const REGISTER = '/services/account/register';
const PASSWORD = 'Comet-Harbor-93';

/** A visitor's care session that has just bought a plan for a closed radio, without a sign-in. */
async function visitorWhoBought(email?: string) {
  const testApp = await createTestApp({ clock: freshClock(), ownDatabase: true });
  const { app, db } = testApp;
  const checkout = await careCheckout(app);
  const base = newAccountBody(await tokenizeCard(app, '4242424242424242'), {
    plans: [{ planCode: 'US_SAT_MS_MO' }],
    ...(email ? { email } : {}),
  });
  const { streamingInfo: _none, ...body } = base;
  const bought = await checkout.post(
    '/services/purchase/add-subscription',
    { ...body, radioId: 'orbc0002' },
    body.paymentInfo.transactionId,
  );
  expect(bought.statusCode, bought.body).toBe(200);
  const result = careSuccessSchema(purchaseResultSchema).parse(bought.json()).data;
  expect(result.isEligibleForRegistration).toBe(true);
  const accountNumber = result.accountNumber ?? '';
  const purchaseEmail = body.serviceAddress.email;
  const offer = async (cookie = checkout.cookie) => {
    const response = await checkout.post(OFFER, { accountNumber }, undefined, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return careSuccessSchema(careRegistrationOfferSchema).parse(response.json()).data;
  };
  const register = (password = PASSWORD, cookie = checkout.cookie) =>
    checkout.post(REGISTER, { accountNumber, password }, undefined, cookie);
  /** Registers and expects the one answer it gives: a code is on its way. */
  const registerWaiting = async () => {
    // The code's message is the newest in the inbox, after the order confirmation.
    testApp.clock.advanceSeconds(1);
    const response = await register();
    expect(response.statusCode, response.body).toBe(200);
    return careSuccessSchema(waitingOnOneTimePasswordExtrasSchema).parse(response.json()).data;
  };
  /** The browser's service session redeems a code, sending the care cookie as a browser does. */
  const browser = await anonymousCaller(app);
  const redeem = (identityId: string, otp: string) =>
    app.inject({
      method: 'POST',
      url: '/otp/v1/redeem',
      headers: { ...browser.headers, ...checkout.cookie, host: checkout.host },
      payload: { identityId, otp },
    });
  const accountRow = async () =>
    (
      await db
        .select()
        .from(subscriberAccounts)
        .where(eq(subscriberAccounts.accountNumber, accountNumber))
    )[0];
  return {
    ...testApp,
    checkout,
    accountNumber,
    purchaseEmail,
    offer,
    register,
    registerWaiting,
    redeem,
    accountRow,
  };
}

describe('registration on the spot', () => {
  it('offers the purchasing session a sign-in for the purchase’s email, and creates it once proven', async () => {
    const kit = await visitorWhoBought();
    expect(await kit.offer()).toEqual({ offered: true, maskedEmail: expect.stringMatching(/\*/) });
    const sent = await kit.registerWaiting();
    expect(sent.maskedEmail).toBe((await kit.offer()).maskedEmail);
    const redeemed = await kit.redeem(
      sent.identityId,
      await latestCode(kit.app, kit.purchaseEmail),
    );
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    const [identity] = await kit.db
      .select()
      .from(identities)
      .where(eq(identities.emailKey, kit.purchaseEmail.toLowerCase()));
    expect(identity).toMatchObject({ state: 'ACCOUNT', accountNumber: kit.accountNumber });
    expect((await kit.accountRow())?.ownerIdentityId).toBe(identity?.id);
    const [credential] = await kit.db
      .select()
      .from(passwordCredentials)
      .where(eq(passwordCredentials.identityId, identity?.id ?? ''));
    expect(credential?.passwordHash).toMatch(/^\$argon2id\$/);
    // The account has its sign-in now: nothing more is offered.
    expect(await kit.offer()).toEqual({ offered: false, maskedEmail: null });
    const again = await kit.register();
    expect(again.statusCode).toBe(404);
  });

  it('offers nothing to another session, after the window, or for an unknown account', async () => {
    const kit = await visitorWhoBought();
    const other = await storedCareSession(kit.app, kit.checkout.host);
    expect(await kit.offer(other.cookie)).toEqual({ offered: false, maskedEmail: null });
    const refused = await kit.register(PASSWORD, other.cookie);
    expect(refused.statusCode).toBe(404);
    expect(careErrorBodySchema.parse(refused.json()).error.errorCode).toBe('ACCOUNT_NOT_FOUND');
    const unknown = await kit.checkout.post(REGISTER, {
      accountNumber: '19999999',
      password: PASSWORD,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe(refused.body);
    // The window closes before the care session would idle out: back-date the purchase.
    await kit.db
      .update(orders)
      .set({ confirmedAt: new Date(kit.clock.now().getTime() - REGISTER_ON_SPOT_WINDOW_MS - 1000) })
      .where(eq(orders.accountNumber, kit.accountNumber));
    expect(await kit.offer()).toEqual({ offered: false, maskedEmail: null });
    expect((await kit.register()).statusCode).toBe(404);
  });

  it('checks the password against the policy', async () => {
    const kit = await visitorWhoBought();
    const weak = await kit.register('short');
    expect(weak.statusCode).toBe(400);
    expect(careErrorBodySchema.parse(weak.json()).error.errorCode).toMatch(/^PASSWORD_/);
    expect(await kit.offer()).toMatchObject({ offered: true });
  });

  it('answers the same for an email that has a sign-in, whose proof adds the account to it', async () => {
    const ownerEmail = DEMO_IDENTITIES.listener.handle;
    const kit = await visitorWhoBought(ownerEmail);
    const fresh = await visitorWhoBought();
    const sent = await kit.registerWaiting();
    const unknown = await fresh.registerWaiting();
    expect(Object.keys(sent).sort()).toEqual(Object.keys(unknown).sort());
    expect(sent.otpOption).toBe(unknown.otpOption);
    const [owner] = await kit.db
      .select()
      .from(identities)
      .where(eq(identities.emailKey, ownerEmail.toLowerCase()));
    const [ownerPassword] = await kit.db
      .select()
      .from(passwordCredentials)
      .where(eq(passwordCredentials.identityId, owner?.id ?? ''));
    expect((await mailbox(kit.app, ownerEmail))[0]?.template).toBe('sign-up-attempt');
    const redeemed = await kit.redeem(sent.identityId, await latestCode(kit.app, ownerEmail));
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    expect((await kit.accountRow())?.ownerIdentityId).toBe(owner?.id);
    const [after] = await kit.db
      .select()
      .from(passwordCredentials)
      .where(eq(passwordCredentials.identityId, owner?.id ?? ''));
    // Its owner proved the email; the password typed on the thanks page is not applied.
    expect(after?.passwordHash).toBe(ownerPassword?.passwordHash);
  });

  it('creates one identity and links the account once when the code is redeemed twice at once', async () => {
    const kit = await visitorWhoBought();
    const sent = await kit.registerWaiting();
    const code = await latestCode(kit.app, kit.purchaseEmail);
    const answers = await Promise.all([
      kit.redeem(sent.identityId, code),
      kit.redeem(sent.identityId, code),
    ]);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    const made = await kit.db
      .select()
      .from(identities)
      .where(eq(identities.emailKey, kit.purchaseEmail.toLowerCase()));
    expect(made).toHaveLength(1);
    expect((await kit.accountRow())?.ownerIdentityId).toBe(made[0]?.id);
  });
});
