import { careSuccessSchema, purchaseResultSchema } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subscriptions } from '../../db/schema/index.ts';
import { tokenizeCard } from '../../platform/payments/card-tokens.testing.ts';
import { careError } from '../../testing/care-caller.ts';
import { expectOneWinner } from '../../testing/race-outcomes.ts';
import { newAccountBody } from '../checkout/orders/checkout.testing.ts';
import { ADD, CHANGE, OPEN_LINK, TEXAS, upgradeSetUp } from './upgrade-links.testing.ts';

const linkIdOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { lid: string })
    .lid;

const purchaseOf = (response: { json(): unknown }) =>
  careSuccessSchema(purchaseResultSchema).parse(response.json()).data;

/** A session that opened the link and has the upgrade to `planCode` quoted. */
async function quotedUpgrade(
  kit: Awaited<ReturnType<typeof upgradeSetUp>>,
  token: string,
  planCode = 'US_SAT_AA_MO',
) {
  const session = await kit.visitor();
  await session.open(token);
  const quote = await session.quote(TEXAS.subscriptionId, planCode);
  const body = await kit.changeBody(quote.planChange?.quoteId ?? '', planCode);
  const order = () => session.post(CHANGE, body, body.paymentInfo.transactionId);
  return { session, order };
}

describe('an upgrade link’s order', () => {
  it('upgrades an active radio by a plan change, and redeems the link with it', async () => {
    const kit = await upgradeSetUp();
    const link = await kit.mint({ radioId: TEXAS.radioId });
    const { order, session } = await quotedUpgrade(kit, link.token);
    const placed = await order();
    expect(placed.statusCode, placed.body).toBe(200);
    const [subscription] = await kit.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, TEXAS.subscriptionId));
    expect(subscription?.planCode).toBe('US_SAT_AA_MO');
    const row = await kit.linkRow(linkIdOf(link.token));
    expect(row?.redeemedAt).not.toBeNull();
    expect(row?.orderId).toMatch(/\S/);
    // The link is spent: opening it again shows the redeemed page, here or anywhere else.
    for (const opener of [session, await kit.visitor()]) {
      expect(
        careError(await opener.post(OPEN_LINK, { token: link.token }), 400, 'INVALID_TOKEN')
          .fieldErrors,
      ).toEqual([{ errorCode: 'TOKEN_REDEEMED', fieldName: 'token' }]);
    }
    expect(await kit.standingCharges()).toHaveLength(1);
  });

  it('is placed once when two sessions order the same link at once: nothing charged twice', async () => {
    const kit = await upgradeSetUp();
    const link = await kit.mint({ radioId: TEXAS.radioId });
    const first = await quotedUpgrade(kit, link.token);
    const second = await quotedUpgrade(kit, link.token);
    const answers = await Promise.all([first.order(), second.order()]);
    expectOneWinner(answers, [
      '409 PAYMENT_IN_PROGRESS',
      '409 SUBSCRIPTION_CHANGED',
      '409 TOKEN_REDEEMED',
    ]);
    expect(await kit.standingCharges()).toHaveLength(1);
    expect((await kit.linkRow(linkIdOf(link.token)))?.redeemedAt).not.toBeNull();
  });

  it('refuses a second upgrade by a used link before any charge', async () => {
    const kit = await upgradeSetUp();
    const link = await kit.mint({ radioId: TEXAS.radioId });
    // Both opened the link; the first upgrades to All Access.
    const late = await kit.visitor();
    await late.open(link.token);
    const first = await quotedUpgrade(kit, link.token);
    expect((await first.order()).statusCode).toBe(200);
    // The second, on the session it opened before, asks for Platinum on top: refused, uncharged.
    const quote = await late.quote(TEXAS.subscriptionId, 'US_SAT_PLAT_MO');
    const body = await kit.changeBody(quote.planChange?.quoteId ?? '', 'US_SAT_PLAT_MO');
    const refused = careError(
      await late.post(CHANGE, body, body.paymentInfo.transactionId),
      409,
      'TOKEN_REDEEMED',
    );
    expect(refused.fieldErrors).toEqual([{ errorCode: 'TOKEN_REDEEMED', fieldName: 'token' }]);
    expect(await kit.standingCharges()).toHaveLength(1);
  });

  it('gives a closed radio a new subscription (add-subscription) and redeems the link', async () => {
    const kit = await upgradeSetUp();
    const link = await kit.mint({ radioId: 'ORBC0002' });
    const session = await kit.visitor();
    const opened = await session.open(link.token);
    const { streamingInfo: _none, ...body } = newAccountBody(
      await tokenizeCard(kit.app, '4242424242424242'),
      { plans: [{ planCode: 'US_SAT_AA_MO' }] },
    );
    const placed = await session.post(
      ADD,
      { ...body, deviceRef: opened.deviceRef },
      body.paymentInfo.transactionId,
    );
    expect(placed.statusCode, placed.body).toBe(200);
    expect(purchaseOf(placed).radioId).toBe('ORBC0002');
    expect((await kit.linkRow(linkIdOf(link.token)))?.orderId).toMatch(/\S/);
  });
});
