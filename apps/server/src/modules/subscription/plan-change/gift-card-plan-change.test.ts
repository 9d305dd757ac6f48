import { orderSchema } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { giftCards, orders, payments } from '../../../db/schema/index.ts';
import { PLAN_CHANGERS } from '../../../db/seed/plan-change-accounts.ts';
import { LONG_SESSION_ENV } from '../../../testing/identities.ts';
import { bearer, signIn } from '../../../testing/service-sessions.ts';
import { insertGiftCard } from '../../billing/billing.testing.ts';
import { newTransactionId } from '../../checkout/orders/checkout.testing.ts';
import {
  ALL_ACCESS_MONTHLY,
  careAddressOf,
  planChangeSetUp,
  purchaseResultOf,
  QUOTE,
  quoteResultOf,
  raceThenReplay,
  refusalOf,
} from './plan-change.testing.ts';

const { texas } = PLAN_CHANGERS;
const NOW = '2026-11-25T15:00:00Z';
const TO = 'US_SAT_PLAT_MO';

/** Texas's upgrade (All Access → Platinum, now), quoted with a new gift card of `balanceMinor`. */
async function quotedWithGiftCard(balanceMinor: number) {
  const kit = await planChangeSetUp(texas, NOW, ALL_ACCESS_MONTHLY, LONG_SESSION_ENV);
  const giftCard = await insertGiftCard(kit, balanceMinor);
  const quoted = await kit.post(QUOTE, {
    planCodes: [{ planCode: TO }],
    serviceAddress: careAddressOf(texas),
    subscriptionId: texas.subscriptionId,
    giftCards: [{ number: giftCard.number }],
  });
  expect(quoted.statusCode, quoted.body).toBe(200);
  const preview = quoteResultOf(quoted);
  const quoteId = preview.planChange?.quoteId ?? '';
  const bodyWith = (card: { number: string } | null = giftCard) => {
    const body = kit.purchaseBody(quoteId, TO);
    return {
      ...body,
      paymentInfo: {
        ...body.paymentInfo,
        ...(card ? { giftCards: [{ number: card.number }] } : {}),
      },
    };
  };
  const balanceOf = async () =>
    (await kit.db.select().from(giftCards).where(eq(giftCards.id, giftCard.id)))[0]?.balanceMinor;
  return { ...kit, giftCard, preview, quoteId, bodyWith, balanceOf };
}

describe('a gift card in a care plan change', () => {
  it('pays part: the preview shows its part, the card is charged the rest, both exactly', async () => {
    const { preview, quoteId, purchase, bodyWith, snapshot, balanceOf, db } =
      await quotedWithGiftCard(100);
    const { totalAmount, currentBalance } = preview.currentQuote;
    // The upgrade's total is $1.33 plus Texas sales tax; the gift card's $1.00 goes first.
    expect(totalAmount.amountMinor).toBeGreaterThan(100);
    expect(currentBalance.amountMinor).toBe(totalAmount.amountMinor - 100);

    const confirmed = await purchase(bodyWith());
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const result = purchaseResultOf(confirmed);
    expect(result.giftCardAmountApplied).toEqual({ amountMinor: 100, currency: 'USD' });
    expect(result.amountCharged).toEqual(currentBalance);
    const after = await snapshot();
    expect(after.charges.map((charge) => charge.amountMinor)).toEqual([currentBalance.amountMinor]);
    expect(await balanceOf()).toBe(0);
    const invoice = after.invoices.find((row) => row.orderId === quoteId);
    expect(invoice?.amountTotalMinor).toBe(totalAmount.amountMinor);
    const paid = await db
      .select()
      .from(payments)
      .where(eq(payments.invoiceId, invoice?.id ?? ''));
    expect(paid.map((row) => [row.giftCardId !== null, row.amountMinor]).sort()).toEqual(
      [
        [false, currentBalance.amountMinor],
        [true, 100],
      ].sort(),
    );
  });

  it('pays everything: the card is only verified (0), the gift card debited the total', async () => {
    const { preview, purchase, bodyWith, snapshot, balanceOf } = await quotedWithGiftCard(10_000);
    const { totalAmount, currentBalance } = preview.currentQuote;
    expect(currentBalance.amountMinor).toBe(0);
    const confirmed = await purchase(bodyWith());
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const result = purchaseResultOf(confirmed);
    expect(result.amountCharged.amountMinor).toBe(0);
    expect(result.giftCardAmountApplied).toEqual(totalAmount);
    expect((await snapshot()).charges.map((charge) => charge.amountMinor)).toEqual([0]);
    expect(await balanceOf()).toBe(10_000 - totalAmount.amountMinor);
  });

  it('debits once under a replay and under two racing confirms', async () => {
    const { preview, purchase, bodyWith, snapshot, balanceOf } = await quotedWithGiftCard(100);
    await raceThenReplay(purchase, bodyWith(), bodyWith());
    expect((await snapshot()).charges.map((charge) => charge.amountMinor)).toEqual([
      preview.currentQuote.currentBalance.amountMinor,
    ]);
    expect(await balanceOf()).toBe(0);
  });

  it('fails the order when the balance moved since the quote: 409, nothing charged or debited', async () => {
    const { db, giftCard, quoteId, purchase, bodyWith, snapshot, balanceOf } =
      await quotedWithGiftCard(500);
    // Spent elsewhere, still enough for this change's part.
    await db.update(giftCards).set({ balanceMinor: 450 }).where(eq(giftCards.id, giftCard.id));
    expect(refusalOf(await purchase(bodyWith()))).toMatchObject({
      status: 409,
      code: 'SUBSCRIPTION_CHANGED',
    });
    expect((await snapshot()).charges).toEqual([]);
    expect(await balanceOf()).toBe(450);
    const [order] = await db.select().from(orders).where(eq(orders.id, quoteId));
    expect(order).toMatchObject({ status: 'failed', failureCode: 'SUBSCRIPTION_CHANGED' });
  });

  it('refuses a purchase without the quoted gift card, or with another one', async () => {
    const kit = await quotedWithGiftCard(100);
    const another = await insertGiftCard(kit, 100);
    for (const card of [null, another]) {
      expect(refusalOf(await kit.purchase(kit.bodyWith(card)))).toMatchObject({
        status: 400,
        fields: [expect.objectContaining({ fieldName: 'paymentInfo.giftCards.0' })],
      });
    }
    expect((await kit.snapshot()).charges).toEqual([]);
    expect(await kit.balanceOf()).toBe(100);
  });

  it('refuses a gift card on a quote that is not a plan change', async () => {
    const kit = await quotedWithGiftCard(100);
    const response = await kit.post(QUOTE, {
      planCodes: [{ planCode: TO }],
      serviceAddress: careAddressOf(texas),
      giftCards: [{ number: kit.giftCard.number }],
    });
    expect(refusalOf(response)).toMatchObject({
      status: 400,
      fields: [expect.objectContaining({ fieldName: 'giftCards.0' })],
    });
  });
});

describe('order/v1 planSwitch.giftCardId', () => {
  it('pays part of a plan switch with a registered gift card, debited once', async () => {
    const kit = await planChangeSetUp(texas, NOW, ALL_ACCESS_MONTHLY, LONG_SESSION_ENV);
    const giftCard = await insertGiftCard(kit, 100);
    const { session } = await signIn(kit, texas.identityId);
    const call = (method: 'POST' | 'PUT', url: string, payload?: object, key?: string) =>
      kit.app.inject({
        method,
        url,
        headers: { ...bearer(session), ...(key ? { 'idempotency-key': key } : {}) },
        ...(payload ? { payload } : {}),
      });
    const registered = await call('POST', '/giftcard/v1/giftcards?country=us', {
      number: giftCard.number,
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const giftCardId = (registered.json() as { giftCardTokenId: string }).giftCardTokenId;
    const created = await call('POST', '/order/v1/orders', {
      planSwitch: {
        subscriptionId: texas.subscriptionId,
        offerId: TO,
        giftCardId,
        flow: 'CHANGE_PLAN',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const quoted = orderSchema.parse(created.json());
    expect(quoted.giftCardBalance).toEqual({ amountMinor: 100, currency: 'USD' });

    const key = newTransactionId();
    const confirmed = await call('PUT', `/order/v1/orders/${quoted.id}/confirm`, undefined, key);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(orderSchema.parse(confirmed.json()).status).toBe('confirmed');
    const replay = await call('PUT', `/order/v1/orders/${quoted.id}/confirm`, undefined, key);
    expect(replay.json()).toEqual(confirmed.json());
    const after = await kit.snapshot();
    const total = after.invoices.find((row) => row.orderId === quoted.id)?.amountTotalMinor ?? 0;
    expect(total).toBeGreaterThan(100);
    expect(after.charges.map((charge) => charge.amountMinor)).toEqual([total - 100]);
    const [card] = await kit.db.select().from(giftCards).where(eq(giftCards.id, giftCard.id));
    expect(card?.balanceMinor).toBe(0);
  });
});
