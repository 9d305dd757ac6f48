import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, subscriptions } from '../../../db/schema/index.ts';
import { PLAN_CHANGERS } from '../../../db/seed/plan-change-accounts.ts';
import { tokenizeCard } from '../../../platform/payments/card-tokens.testing.ts';
import {
  ALL_ACCESS_MONTHLY,
  planChangeSetUp,
  quoteResultOf,
  raceThenReplay,
  refusalOf,
} from './plan-change.testing.ts';

const { texas } = PLAN_CHANGERS;
const NOW = '2026-11-25T15:00:00Z';

async function quotedUpgrade(env?: Record<string, string>) {
  const kit = await planChangeSetUp(texas, NOW, ALL_ACCESS_MONTHLY, env);
  const preview = quoteResultOf(await kit.quote('US_SAT_PLAT_MO'));
  const quoteId = preview.planChange?.quoteId ?? '';
  return { ...kit, preview, quoteId, body: kit.purchaseBody(quoteId, 'US_SAT_PLAT_MO') };
}

describe('confirming a plan-change quote', () => {
  it('refuses an expired quote with 410, charging nothing', async () => {
    // A care session idle longer than the quote lives, so that the quote is what expires.
    const { clock, purchase, body, snapshot } = await quotedUpgrade({
      SESSION_IDLE_TIMEOUT_SECONDS: '3600',
    });
    clock.advanceSeconds(30 * 60 + 1);
    expect(refusalOf(await purchase(body))).toMatchObject({ status: 410, code: 'ORDER_EXPIRED' });
    expect((await snapshot()).charges).toEqual([]);
  });

  it('fails the order when the subscription changed since (a cancellation): 409, nothing charged', async () => {
    const { db, clock, purchase, body, quoteId, snapshot } = await quotedUpgrade();
    clock.advanceSeconds(60);
    await db
      .update(subscriptions)
      .set({
        commerceState: 'pending_cancellation',
        endsAt: new Date('2026-12-15T00:00:00Z'),
        cancelledAt: clock.now(),
        updatedAt: clock.now(),
      })
      .where(eq(subscriptions.id, texas.subscriptionId));
    expect(refusalOf(await purchase(body))).toMatchObject({
      status: 409,
      code: 'SUBSCRIPTION_CHANGED',
    });
    const after = await snapshot();
    expect(after.charges).toEqual([]);
    const [order] = await db.select().from(orders).where(eq(orders.id, quoteId));
    expect(order).toMatchObject({ status: 'failed', failureCode: 'SUBSCRIPTION_CHANGED' });
    expect(after.subscription).toMatchObject({
      planCode: 'US_SAT_AA_MO',
      commerceState: 'pending_cancellation',
    });
  });

  it('takes back a cancellation pending when the change was quoted', async () => {
    const kit = await planChangeSetUp(texas, NOW, ALL_ACCESS_MONTHLY);
    await kit.db
      .update(subscriptions)
      .set({ commerceState: 'pending_cancellation', endsAt: new Date('2026-12-15T00:00:00Z') })
      .where(eq(subscriptions.id, texas.subscriptionId));
    const preview = quoteResultOf(await kit.quote('US_SAT_PLAT_MO'));
    const quoteId = preview.planChange?.quoteId ?? '';
    const confirmed = await kit.purchase(kit.purchaseBody(quoteId, 'US_SAT_PLAT_MO'));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await kit.snapshot()).subscription).toMatchObject({
      commerceState: 'active',
      endsAt: null,
      cancelledAt: null,
    });
  });

  it('charges once when two confirms race, and replays the answer for the same key', async () => {
    const { purchase, body, purchaseBody, quoteId, snapshot, preview } = await quotedUpgrade();
    await raceThenReplay(purchase, body, purchaseBody(quoteId, 'US_SAT_PLAT_MO'));
    expect((await snapshot()).charges.map((charge) => charge.amountMinor)).toEqual([
      preview.currentQuote.currentBalance.amountMinor,
    ]);
  });

  it('fails the order on a declined new card and clears its payment method', async () => {
    const { app, db, purchase, body, quoteId, snapshot } = await quotedUpgrade();
    const declined = await purchase({
      ...body,
      paymentInfo: {
        ...body.paymentInfo,
        useCardOnFile: false,
        cardInfo: {
          cardToken: await tokenizeCard(app, '4000000000000002'),
          nameOnCard: 'Dana Ortiz',
        },
      },
    });
    expect(refusalOf(declined)).toMatchObject({ status: 402, code: 'CARD_DECLINED' });
    const [order] = await db.select().from(orders).where(eq(orders.id, quoteId));
    expect(order).toMatchObject({ status: 'failed', paymentMethodId: null });
    expect((await snapshot()).subscription?.planCode).toBe('US_SAT_AA_MO');
  });

  it('answers 404 for a quote of another subscription or another caller', async () => {
    const { purchase, body } = await quotedUpgrade();
    expect(refusalOf(await purchase({ ...body, quoteId: 'ord_nope' }))).toMatchObject({
      status: 404,
      code: 'ORDER_NOT_FOUND',
    });
    const other = await planChangeSetUp(PLAN_CHANGERS.promo, NOW, {
      planCode: 'US_SAT_MS_MO',
      packageId: 'SXM_MUSIC_SHOWCASE',
      phases: [
        { phase: 'fullPrice', planType: 'SELF_PAY', startsAt: '2026-05-15', priceMinor: 1099 },
      ],
    });
    const theirs = quoteResultOf(await other.quote('US_SAT_AA_MO')).planChange?.quoteId ?? '';
    // Their quote, on this caller's subscription: not found either.
    expect(
      refusalOf(
        await other.purchase(
          other.purchaseBody(theirs, 'US_SAT_AA_MO', { subscriptionId: texas.subscriptionId }),
        ),
      ),
    ).toMatchObject({ status: 404 });
  });
});
