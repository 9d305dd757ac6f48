import type { PurchaseNewAccountRequest } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  giftCards,
  identities,
  payments,
  promoCodeRedemptions,
  promoCodes,
  subscriptions,
} from '../../../db/schema/index.ts';
import { DEMO_IDENTITIES } from '../../../db/seed/identities.ts';
import {
  succeedingCardNumber,
  tokenizeCard,
} from '../../../platform/payments/card-tokens.testing.ts';
import { fileCounter } from '../../../testing/file-counter.ts';
import { freshClock } from '../../../testing/identities.ts';
import { expectOneWinner } from '../../../testing/race-outcomes.ts';
import { createTestApp } from '../../../testing/test-app.ts';
import { insertGiftCard } from '../../billing/billing.testing.ts';
import { countedCheckout, insertNewRadio, newAccountBody } from './checkout.testing.ts';

const ADD = '/services/purchase/add-subscription';
const NEW_ACCOUNT = '/services/purchase/new-account';

const buyers = fileCounter();
/** A new-account purchase paid with a card of its own (its own fingerprint), not yet sent. */
async function streamingPurchase(
  app: Parameters<typeof tokenizeCard>[0],
  overrides: Parameters<typeof newAccountBody>[1] = {},
): Promise<PurchaseNewAccountRequest> {
  return newAccountBody(await tokenizeCard(app, succeedingCardNumber(buyers.next())), overrides);
}

async function setUp() {
  const testApp = await createTestApp({ clock: freshClock() });
  const checkout = await countedCheckout(testApp);
  /** One purchase of the radio went through, charged once; the others were refused uncharged. */
  const expectOnePlanOn = async (
    radioId: string,
    answers: Parameters<typeof expectOneWinner>[0],
  ) => {
    expectOneWinner(answers, ['409 PAYMENT_IN_PROGRESS', '409 ACTIVE_SATELLITE_SUBSCRIPTION']);
    expect(checkout.charges).toHaveLength(1);
    expect(checkout.refunds).toEqual([]);
    const onRadio = await testApp.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.radioId, radioId));
    expect(onRadio).toHaveLength(1);
  };
  return { ...testApp, checkout, expectOnePlanOn };
}

describe('purchases racing for one radio', () => {
  it('20 purchases of one radio by one signed-in customer: 1 subscription, 1 charge', async () => {
    const { db, checkout, expectOnePlanOn } = await setUp();
    const radioId = await insertNewRadio(db);
    await checkout.signIn('orbitowner1', DEMO_IDENTITIES.accountHolder.password);
    const bodies = Array.from({ length: 20 }, (_, index) => {
      const { streamingInfo: _none, ...body } = newAccountBody('unused', {
        plans: [{ planCode: 'US_SAT_MS_MO' }],
      });
      return {
        ...body,
        radioId,
        paymentInfo: {
          useCardOnFile: true,
          paymentType: 'creditCard' as const,
          transactionId: `txn-one-radio-${index}-${radioId}`,
        },
      };
    });
    await expectOnePlanOn(radioId, await checkout.race(ADD, bodies));
  });

  it('20 buyers of one radio, each with their own email and card: 1 charge', async () => {
    const { db, app, checkout, expectOnePlanOn } = await setUp();
    const radioId = await insertNewRadio(db);
    const bodies = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const { streamingInfo: _none, ...body } = await streamingPurchase(app, {
          plans: [{ planCode: 'US_SAT_MS_MO' }],
        });
        return { ...body, radioId };
      }),
    );
    await expectOnePlanOn(radioId, await checkout.race(ADD, bodies));
  });
});

describe('sign-ups racing for one email', () => {
  it('the same email signed up with a purchase 10 times at once: 1 identity, 1 charge', async () => {
    const { db, app, checkout } = await setUp();
    const email = `same.email.${Date.now()}@orbitradio.test`;
    const bodies = await Promise.all(
      Array.from({ length: 10 }, () => streamingPurchase(app, { email })),
    );
    const answers = await checkout.race(NEW_ACCOUNT, bodies);
    expectOneWinner(answers, ['409 PAYMENT_IN_PROGRESS', '409 USERNAME_IN_USE']);
    expect(checkout.charges).toHaveLength(1);
    expect(checkout.refunds).toEqual([]);
    expect(await db.select().from(identities).where(eq(identities.emailKey, email))).toHaveLength(
      1,
    );
  });
});

describe('purchases racing for one gift card', () => {
  it('one gift card in 20 purchases at once: debited once, no charge refunded', async () => {
    const testApp = await setUp();
    const { db, app, checkout } = testApp;
    const giftCard = await insertGiftCard(testApp, 2500);
    const bodies = await Promise.all(
      Array.from({ length: 20 }, async () => {
        // A year of streaming costs more than the card's $25: the bank card pays the rest.
        const body = await streamingPurchase(app, { plans: [{ planCode: 'US_STREAM_PLAT_YR' }] });
        return {
          ...body,
          paymentInfo: { ...body.paymentInfo, giftCards: [{ number: giftCard.number }] },
        };
      }),
    );
    const answers = await checkout.race(NEW_ACCOUNT, bodies);
    expectOneWinner(answers, ['409 PAYMENT_IN_PROGRESS', '400 NO_GIFT_CARD_BALANCE']);
    expect(checkout.charges).toHaveLength(1);
    expect(checkout.refunds).toEqual([]);
    const [card] = await db.select().from(giftCards).where(eq(giftCards.id, giftCard.id));
    expect(card?.balanceMinor).toBe(0);
    const debits = await db.select().from(payments).where(eq(payments.giftCardId, giftCard.id));
    expect(debits.map((debit) => debit.amountMinor)).toEqual([2500]);
  });
});

describe('purchases racing for one single-use promo code', () => {
  it('10 customers with one single-use code at once: redeemed once, 1 charge', async () => {
    const { db, app, checkout } = await setUp();
    const [model] = await db.select().from(promoCodes).where(eq(promoCodes.code, 'WELCOMEONCE'));
    if (!model) throw new Error('seeded promo code WELCOMEONCE missing');
    const code = `RACEONCE${Date.now() % 1_000_000}`;
    await db.insert(promoCodes).values({ ...model, code });
    const bodies = await Promise.all(
      Array.from({ length: 10 }, () =>
        streamingPurchase(app, {
          plans: [{ planCode: model.planCode }],
          marketingPromoCode: code,
        }),
      ),
    );
    const answers = await checkout.race(NEW_ACCOUNT, bodies);
    expectOneWinner(answers, ['409 PAYMENT_IN_PROGRESS', '400 OFFER_REDEEMED']);
    expect(checkout.charges).toHaveLength(1);
    expect(checkout.refunds).toEqual([]);
    const redeemed = await db
      .select()
      .from(promoCodeRedemptions)
      .where(eq(promoCodeRedemptions.code, code));
    expect(redeemed).toHaveLength(1);
  });
});
