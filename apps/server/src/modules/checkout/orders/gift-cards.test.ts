import { careErrorBodySchema, careSuccessSchema, purchaseResultSchema } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { giftCards, invoices, payments, sandboxGatewayCharges } from '../../../db/schema/index.ts';
import { DEMO_GIFT_CARDS } from '../../../db/seed/gift-cards.ts';
import { freshClock } from '../../../testing/identities.ts';
import { createTestApp } from '../../../testing/test-app.ts';
import { GIFT_CARD_LOOKUPS_PER_ADDRESS_PER_MINUTE } from '../../billing/index.ts';
import { careCheckout, newAccountPurchase } from './checkout.testing.ts';

const URL = '/services/purchase/new-account';

async function setUp() {
  const testApp = await createTestApp({ clock: freshClock() });
  const checkout = await careCheckout(testApp.app);
  let addresses = 0;
  const buyWith = async (
    giftCard: { number: string; securityCode?: string; expiry?: string },
    planCode = 'US_STREAM_PLAT_MO',
  ) => {
    const { body, key } = await newAccountPurchase(testApp.app, '4242424242424242', {
      plans: [{ planCode }],
    });
    addresses += 1;
    const response = await testApp.app.inject({
      method: 'POST',
      url: URL,
      // Each purchase from its own address: gift-card lookups are limited per address.
      remoteAddress: `10.88.0.${addresses}`,
      headers: { ...checkout.cookie, 'idempotency-key': key, host: checkout.host },
      payload: { ...body, paymentInfo: { ...body.paymentInfo, giftCards: [giftCard] } },
    });
    return response;
  };
  return { ...testApp, ...checkout, buyWith };
}

const resultOf = (response: { json(): unknown }) =>
  careSuccessSchema(purchaseResultSchema).parse(response.json()).data;
const codeOf = (response: { json(): unknown }) =>
  careErrorBodySchema.parse(response.json()).error.errorCode;

describe('gift cards at checkout', () => {
  it('an incomm card pays first; the card pays the rest; both are on the invoice', async () => {
    const { db, buyWith } = await setUp();
    // A year of streaming costs more than the card's $25.
    const response = await buyWith({ number: DEMO_GIFT_CARDS.us25.number }, 'US_STREAM_PLAT_YR');
    expect(response.statusCode, response.body).toBe(200);
    const result = resultOf(response);
    const [invoice] = await db.select().from(invoices).where(eq(invoices.orderId, result.orderId));
    const total = invoice?.amountTotalMinor ?? 0;
    expect(total).toBeGreaterThan(2500);
    expect(result.giftCardAmountApplied.amountMinor).toBe(2500);
    expect(result.amountCharged.amountMinor).toBe(total - result.giftCardAmountApplied.amountMinor);
    const rows = await db
      .select()
      .from(payments)
      .where(eq(payments.invoiceId, invoice?.id ?? ''));
    expect(rows.map((row) => [row.giftCardId !== null, row.amountMinor]).sort()).toEqual(
      [
        [false, result.amountCharged.amountMinor],
        [true, result.giftCardAmountApplied.amountMinor],
      ].sort(),
    );
    const [card] = await db
      .select()
      .from(giftCards)
      .where(eq(giftCards.id, DEMO_GIFT_CARDS.us25.id));
    expect(card?.balanceMinor).toBe(0);
  });

  it('a card with enough balance pays it all: the bank card is only verified (0)', async () => {
    const { db, buyWith } = await setUp();
    const result = resultOf(await buyWith({ number: DEMO_GIFT_CARDS.us100.number }));
    expect(result.amountCharged.amountMinor).toBe(0);
    expect(result.giftCardAmountApplied.amountMinor).toBeGreaterThan(0);
    const [charge] = await db
      .select()
      .from(sandboxGatewayCharges)
      .where(eq(sandboxGatewayCharges.idempotencyKey, result.orderId));
    expect(charge?.amountMinor).toBe(0);
  });

  it('a BlackHawk-style card needs its security code and MM/YY expiry', async () => {
    const { buyWith } = await setUp();
    const { number, securityCode } = DEMO_GIFT_CARDS.blackhawk50;
    expect(codeOf(await buyWith({ number }))).toBe('GIFT_CARD_NUMBER_INVALID');
    expect(codeOf(await buyWith({ number, securityCode: '999', expiry: '12/30' }))).toBe(
      'GIFT_CARD_NUMBER_INVALID',
    );
    expect(codeOf(await buyWith({ number, securityCode, expiry: '11/30' }))).toBe(
      'GIFT_CARD_NUMBER_INVALID',
    );
    const paid = await buyWith({ number, securityCode, expiry: '12/30' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(resultOf(paid).giftCardAmountApplied.amountMinor).toBeGreaterThan(0);
  });

  it.each([
    ['an unknown number', { number: '6006499999999999' }, 'GIFT_CARD_NUMBER_INVALID'],
    [
      'an incomm card given a code',
      { number: DEMO_GIFT_CARDS.us25.number, securityCode: '123', expiry: '12/30' },
      'GIFT_CARD_NUMBER_INVALID',
    ],
    ['a spent card', { number: DEMO_GIFT_CARDS.usEmpty.number }, 'NO_GIFT_CARD_BALANCE'],
    ['a blocked card', { number: DEMO_GIFT_CARDS.usBlocked.number }, 'GIFT_CARD_NOT_REDEEMABLE'],
    [
      'a card moved to an account',
      { number: DEMO_GIFT_CARDS.usRedeemed.number },
      'GIFT_CARD_ALREADY_REDEEMED',
    ],
    [
      'a Canadian card in the US',
      { number: DEMO_GIFT_CARDS.ca30.number },
      'GIFT_CARD_COUNTRY_ERROR',
    ],
  ])('refuses %s, charging nothing', async (_what, card, code) => {
    const { db, buyWith } = await setUp();
    const before = (await db.select().from(sandboxGatewayCharges)).length;
    const response = await buyWith(card);
    expect(response.statusCode).toBe(400);
    expect(codeOf(response)).toBe(code);
    expect(careErrorBodySchema.parse(response.json()).error.fieldErrors[0]?.fieldName).toBe(
      'paymentInfo.giftCards.0',
    );
    expect((await db.select().from(sandboxGatewayCharges)).length).toBe(before);
  });

  it('limits gift card numbers tried from one address', async () => {
    const { app, cookie, host } = await setUp();
    const statuses: number[] = [];
    for (let index = 0; index <= GIFT_CARD_LOOKUPS_PER_ADDRESS_PER_MINUTE; index += 1) {
      const { body, key } = await newAccountPurchase(app, '4242424242424242');
      const response = await app.inject({
        method: 'POST',
        url: URL,
        remoteAddress: '10.89.0.1',
        headers: { ...cookie, host, 'idempotency-key': key },
        payload: {
          ...body,
          paymentInfo: {
            ...body.paymentInfo,
            giftCards: [{ number: `60064999999${String(index).padStart(5, '0')}` }],
          },
        },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, -1).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
