import { giftCardInfoSchema, giftCardRedemptionSchema } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { giftCards } from '../../db/schema/index.ts';
import { DEMO_GIFT_CARDS } from '../../db/seed/gift-cards.ts';
import { careData } from '../../testing/care-caller.ts';
import {
  billingApp,
  careRefusal,
  clonePastDueAccount,
  cloneState,
  OWNER,
  OWNER_LOGIN,
} from './billing.testing.ts';
import { GIFT_CARD_LOOKUPS_PER_ADDRESS_PER_MINUTE } from './checkout-gift-card.ts';

const INFO = '/services/payment/giftcard/info';
const REDEEM = '/services/payment/giftcard/redeem';
const { us25, us100, usEmpty, usBlocked, usRedeemed, ca30, blackhawk50 } = DEMO_GIFT_CARDS;
const BLACKHAWK = { number: blackhawk50.number, securityCode: '123', expiry: '12/30' };

async function signedIn() {
  const testApp = await billingApp();
  const clone = await clonePastDueAccount(testApp);
  await testApp.signIn(clone.login);
  return { testApp, clone };
}

describe('gift card info', () => {
  it('tells an incomm card’s balance by its number alone', async () => {
    const { testApp } = await signedIn();
    expect(
      careData(await testApp.post(INFO, { number: us100.number }), giftCardInfoSchema),
    ).toEqual({
      last4: '0100',
      vendor: 'incomm',
      balance: { amountMinor: 10_000, currency: 'USD' },
    });
  });

  it('needs a BlackHawk-style card’s security code and MM/YY expiry', async () => {
    const { testApp } = await signedIn();
    const { post } = testApp;
    expect(careData(await post(INFO, BLACKHAWK), giftCardInfoSchema)).toEqual({
      last4: '0005',
      vendor: 'blackhawk',
      balance: { amountMinor: 5000, currency: 'USD' },
    });
    careRefusal(
      await post(INFO, { ...BLACKHAWK, securityCode: '999' }),
      400,
      'GIFT_CARD_NUMBER_INVALID',
    );
    careRefusal(
      await post(INFO, { ...BLACKHAWK, expiry: '11/30' }),
      400,
      'GIFT_CARD_NUMBER_INVALID',
    );
    // By its number alone, it is taken for an incomm card: not one.
    careRefusal(await post(INFO, { number: blackhawk50.number }), 400, 'GIFT_CARD_NUMBER_INVALID');
    // And an incomm card given a code and expiry is not a BlackHawk one.
    careRefusal(
      await post(INFO, { number: us100.number, securityCode: '123', expiry: '12/30' }),
      400,
      'GIFT_CARD_NUMBER_INVALID',
    );
    const noExpiry = careRefusal(
      await post(INFO, { number: blackhawk50.number, securityCode: '123' }),
      400,
      'INVALID_PAYLOAD',
    );
    expect(noExpiry.fieldErrors).toEqual([
      expect.objectContaining({ errorCode: 'REQUIRED', fieldName: 'expiry' }),
    ]);
    const noCode = careRefusal(
      await post(INFO, { number: blackhawk50.number, expiry: '12/30' }),
      400,
      'INVALID_PAYLOAD',
    );
    expect(noCode.fieldErrors).toEqual([
      expect.objectContaining({ errorCode: 'REQUIRED', fieldName: 'securityCode' }),
    ]);
    const badMonth = careRefusal(
      await post(INFO, { ...BLACKHAWK, expiry: '13/30' }),
      400,
      'INVALID_PAYLOAD',
    );
    expect(badMonth.fieldErrors).toEqual([
      expect.objectContaining({ errorCode: 'INVALID', fieldName: 'expiry' }),
    ]);
  });

  it('answers every gift card code of the spec', async () => {
    const { testApp } = await signedIn();
    const { post } = testApp;
    const required = careRefusal(
      await post(INFO, { number: '' }),
      400,
      'GIFT_CARD_NUMBER_REQUIRED',
    );
    expect(required.fieldErrors).toEqual([
      expect.objectContaining({ errorCode: 'REQUIRED', fieldName: 'number' }),
    ]);
    careRefusal(await post(INFO, { number: '12ab' }), 400, 'GIFT_CARD_NUMBER_INVALID');
    careRefusal(await post(INFO, { number: '6006491234577777' }), 400, 'GIFT_CARD_NUMBER_INVALID');
    careRefusal(await post(INFO, { number: usEmpty.number }), 400, 'NO_GIFT_CARD_BALANCE');
    careRefusal(await post(INFO, { number: usBlocked.number }), 400, 'GIFT_CARD_NOT_REDEEMABLE');
    careRefusal(await post(INFO, { number: usRedeemed.number }), 400, 'GIFT_CARD_ALREADY_REDEEMED');
    careRefusal(await post(INFO, { number: ca30.number }), 400, 'GIFT_CARD_COUNTRY_ERROR');
    careRefusal(await post(INFO, { number: us100.number, pin: '1' }), 400, 'INVALID_PAYLOAD');
  });

  it('limits the cards one client address tries', async () => {
    const { testApp } = await signedIn();
    for (let tried = 0; tried < GIFT_CARD_LOOKUPS_PER_ADDRESS_PER_MINUTE; tried += 1) {
      careRefusal(
        await testApp.post(INFO, { number: `60064999999${String(tried).padStart(5, '0')}` }),
        400,
        'GIFT_CARD_NUMBER_INVALID',
      );
    }
    const limited = await testApp.post(INFO, { number: us100.number });
    careRefusal(limited, 429, 'RATE_LIMIT_EXCEEDED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers a verified identified session, and no one else', async () => {
    const testApp = await billingApp();
    const clone = await clonePastDueAccount(testApp);
    careRefusal(
      await testApp.post(INFO, { number: us100.number }),
      401,
      'UNAUTHENTICATED_CUSTOMER',
    );
    await testApp.identify(clone.accountNumber, false);
    careRefusal(await testApp.post(INFO, { number: us100.number }), 403, 'VERIFICATION_REQUIRED');
    await testApp.identify(clone.accountNumber, true);
    expect(
      careData(await testApp.post(INFO, { number: us100.number }), giftCardInfoSchema).balance,
    ).toEqual({ amountMinor: 10_000, currency: 'USD' });
    careRefusal(
      await testApp.post(INFO, { number: us100.number, accountNumber: OWNER.accountNumber }),
      404,
      'ACCOUNT_NOT_FOUND',
    );
  });
});

describe('gift card redeem', () => {
  it('pays the bill first, keeps the rest as credit and brings the subscription back', async () => {
    const { testApp, clone } = await signedIn();
    const redeemed = careData(
      await testApp.post(REDEEM, { number: us100.number }),
      giftCardRedemptionSchema,
    );
    expect(redeemed).toMatchObject({
      amountRedeemed: { amountMinor: 10_000, currency: 'USD' },
      appliedToBalance: { amountMinor: clone.amountDueMinor },
      reactivatedSubscriptionIds: [clone.subscriptionId],
      billingStatus: {
        amountDue: { amountMinor: 0 },
        credit: { amountMinor: 10_000 - clone.amountDueMinor },
        isPastDue: false,
      },
    });
    const state = await cloneState(testApp.db, clone);
    expect(state).toMatchObject({
      octoberDueMinor: 0,
      octoberPaidMinor: clone.amountDueMinor,
      creditMinor: 10_000 - clone.amountDueMinor,
      subscriptionStatus: 'Active',
    });
    expect(
      state.newPayments.map((row) => [
        row.entryType,
        row.invoiceId,
        row.amountMinor,
        row.giftCardId,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['balance', clone.unpaidInvoiceId, clone.amountDueMinor, us100.id],
        ['balance', null, 10_000 - clone.amountDueMinor, us100.id],
      ]),
    );
    const [card] = await testApp.db.select().from(giftCards).where(eq(giftCards.id, us100.id));
    expect(card).toMatchObject({
      status: 'redeemed',
      balanceMinor: 0,
      redeemedByAccountNumber: clone.accountNumber,
    });
    careRefusal(
      await testApp.post(REDEEM, { number: us100.number }),
      400,
      'GIFT_CARD_ALREADY_REDEEMED',
    );
  });

  it('pays part of the bill with a smaller card: the subscription stays suspended', async () => {
    const { testApp, clone } = await signedIn();
    const redeemed = careData(
      await testApp.post(REDEEM, { number: us25.number }),
      giftCardRedemptionSchema,
    );
    expect(redeemed).toMatchObject({
      appliedToBalance: { amountMinor: 2500 },
      reactivatedSubscriptionIds: [],
      billingStatus: { amountDue: { amountMinor: clone.amountDueMinor - 2500 }, isPastDue: true },
    });
    expect(await cloneState(testApp.db, clone)).toMatchObject({
      creditMinor: 0,
      subscriptionStatus: 'Suspended',
    });
  });

  it('lets a verified identified session redeem a BlackHawk card; not another account', async () => {
    const testApp = await billingApp();
    const clone = await clonePastDueAccount(testApp);
    await testApp.identify(clone.accountNumber, true);
    careRefusal(
      await testApp.post(REDEEM, { ...BLACKHAWK, accountNumber: OWNER.accountNumber }),
      404,
      'ACCOUNT_NOT_FOUND',
    );
    const redeemed = careData(await testApp.post(REDEEM, BLACKHAWK), giftCardRedemptionSchema);
    expect(redeemed.amountRedeemed).toEqual({ amountMinor: 5000, currency: 'USD' });
    await testApp.signIn(OWNER_LOGIN);
    careRefusal(await testApp.post(REDEEM, BLACKHAWK), 400, 'GIFT_CARD_ALREADY_REDEEMED');
  });
});
