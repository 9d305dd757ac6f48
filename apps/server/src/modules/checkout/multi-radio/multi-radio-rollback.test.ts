import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client.ts';
import { invoices, paymentMethods, sandboxGatewayCharges } from '../../../db/schema/index.ts';
import { MULTI_RADIO_DEMO_ACCOUNTS } from '../../../db/seed/multi-radio-accounts.ts';
import { tokenizeCard } from '../../../platform/payments/card-tokens.testing.ts';
import { outcomesOf } from '../../../testing/race-outcomes.ts';
import { MULTI_RADIO_PATHS, multiRadioSetUp } from './multi-radio.testing.ts';

const { us, ca } = MULTI_RADIO_DEMO_ACCOUNTS;

describe('a multi-radio order whose transaction fails after the charge', () => {
  it('gives the money back and leaves no subscription or invoice for any radio', async () => {
    let database: Db | undefined;
    // Another account keeps the same new card between the charge and the transaction.
    const { db, app, signedIn, orderBody, snapshot } = await multiRadioSetUp((sandbox) => ({
      ...sandbox,
      async charge(request) {
        const result = await sandbox.charge(request);
        await database?.insert(paymentMethods).values({
          id: 'pm_test_concurrent_keep',
          billingProfileId: `bp_seed_${ca.accountNumber}`,
          gateway: sandbox.name,
          gatewayToken: request.token,
          brand: 'visa',
          last4: '4242',
          expiryMonth: 12,
          expiryYear: 2035,
          status: 'active',
          createdAt: new Date(),
        });
        return result;
      },
    }));
    database = db;
    const { post, refOf } = await signedIn(us);
    const before = await snapshot(us);
    const body = orderBody(
      [
        { deviceRef: refOf('ORBM6101'), planCode: 'US_SAT_AA_MO' },
        { deviceRef: refOf('ORBM6102'), planCode: 'US_SAT_MS_MO' },
      ],
      await tokenizeCard(app, '4242424242424242'),
    );
    const ordered = await post(MULTI_RADIO_PATHS.purchase, body, body.paymentInfo.transactionId);
    expect(outcomesOf([ordered])).toEqual(['400 CARD_TOKEN_INVALID']);
    const charges = await db
      .select()
      .from(sandboxGatewayCharges)
      .where(eq(sandboxGatewayCharges.token, body.paymentInfo.cardInfo?.cardToken ?? ''));
    expect(charges).toEqual([expect.objectContaining({ status: 'refunded' })]);
    const after = await snapshot(us);
    expect(after.subscriptions).toEqual(before.subscriptions);
    const newOrders = after.orders.filter(
      (order) => !before.orders.some((old) => old.id === order.id),
    );
    expect(newOrders.map((order) => order.status)).toEqual(['failed', 'failed']);
    for (const order of newOrders) {
      expect(await db.select().from(invoices).where(eq(invoices.orderId, order.id))).toEqual([]);
    }
  });
});
