import { careDeviceLookupResultSchema, careSuccessSchema, orderSchema } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, subscriptions } from '../../../db/schema/index.ts';
import { DEMO_IDENTITIES } from '../../../db/seed/identities.ts';
import {
  succeedingCardNumber,
  tokenizeCard,
} from '../../../platform/payments/card-tokens.testing.ts';
import { fileCounter } from '../../../testing/file-counter.ts';
import { freshClock, LONG_SESSION_ENV } from '../../../testing/identities.ts';
import { expectOneWinner, outcomesOf } from '../../../testing/race-outcomes.ts';
import { bearer, signIn } from '../../../testing/service-sessions.ts';
import { createTestApp } from '../../../testing/test-app.ts';
import { countedCheckout, insertNewRadio, newTransactionId } from './checkout.testing.ts';
import { CHANGE, TRIAL_SUBSCRIPTION, VISITOR_ADDRESS } from './follow-trial.testing.ts';

const cards = fileCounter();

/** The account holder on the order service API, on an app whose gateway counts its charges. */
async function orderCaller() {
  const testApp = await createTestApp({ clock: freshClock(), env: LONG_SESSION_ENV });
  const checkout = await countedCheckout(testApp, LONG_SESSION_ENV);
  const { session } = await signIn(
    { ...testApp, app: checkout.app },
    DEMO_IDENTITIES.accountHolder.id,
  );
  const call = (method: 'POST' | 'PUT', url: string, payload?: object, key?: string) =>
    checkout.app.inject({
      method,
      url,
      headers: { ...bearer(session), ...(key ? { 'idempotency-key': key } : {}) },
      ...(payload ? { payload } : {}),
    });
  const create = async (newSubscription: object) => {
    const response = await call('POST', '/order/v1/orders', { newSubscription });
    expect(response.statusCode, response.body).toBe(201);
    return orderSchema.parse(response.json());
  };
  const confirm = (orderId: string) =>
    call('PUT', `/order/v1/orders/${orderId}/confirm`, undefined, newTransactionId());
  /** Confirms each order at once (each with a key of its own), the gateway holding the charges. */
  const confirmAtOnce = (orderIds: readonly string[]) => {
    const gate = checkout.holdCharges(orderIds.length);
    return Promise.all(orderIds.map((id) => confirm(id).finally(() => gate.settled())));
  };
  return { ...testApp, checkout, create, confirm, confirmAtOnce };
}

describe('order confirms racing', () => {
  it('one order confirmed 10 times at once with different keys: 1 charge asked', async () => {
    const { create, confirmAtOnce, checkout, db } = await orderCaller();
    const order = await create({ offerId: 'US_STREAM_PLAT_MO' });
    const answers = await confirmAtOnce(Array.from({ length: 10 }, () => order.id));
    expectOneWinner(answers, ['409 PAYMENT_IN_PROGRESS', '409 ORDER_ALREADY_CONFIRMED']);
    expect(checkout.charges).toHaveLength(1);
    expect(checkout.refunds).toEqual([]);
    const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe('confirmed');
  });

  it('two orders for one radio confirmed at once: 1 subscription, 1 charge', async () => {
    const { create, confirmAtOnce, checkout, db } = await orderCaller();
    const radioId = await insertNewRadio(db);
    const first = await create({ offerId: 'US_SAT_MS_MO', deviceId: radioId });
    const second = await create({ offerId: 'US_SAT_MS_MO', deviceId: radioId });
    const answers = await confirmAtOnce([first.id, second.id]);
    expectOneWinner(answers, ['409 PAYMENT_IN_PROGRESS', '409 ACTIVE_SATELLITE_SUBSCRIPTION']);
    expect(checkout.charges).toHaveLength(1);
    expect(checkout.refunds).toEqual([]);
    const onRadio = await db.select().from(subscriptions).where(eq(subscriptions.radioId, radioId));
    expect(onRadio).toHaveLength(1);
  });

  it('an order for a radio that got its plan since it was quoted: refused, nothing charged', async () => {
    const { create, confirm, checkout, db } = await orderCaller();
    const radioId = await insertNewRadio(db);
    const first = await create({ offerId: 'US_SAT_MS_MO', deviceId: radioId });
    const second = await create({ offerId: 'US_SAT_MS_MO', deviceId: radioId });
    expect((await confirm(first.id)).statusCode).toBe(200);
    expect(outcomesOf([await confirm(second.id)])).toEqual(['409 ACTIVE_SATELLITE_SUBSCRIPTION']);
    expect(checkout.charges.map((charge) => charge.idempotencyKey)).toEqual([first.id]);
  });
});

describe('plans following one trial, racing', () => {
  it('20 paid plans for one radio’s trial at once: 1 order confirmed, 1 card verified', async () => {
    const testApp = await createTestApp({ clock: freshClock(), ownDatabase: true });
    const checkout = await countedCheckout(testApp);
    const found = await checkout.post('/services/device/validate', { radioId: 'ORBT0004' }, 'find');
    const { deviceRef } = careSuccessSchema(careDeviceLookupResultSchema).parse(found.json()).data;
    const bodies = await Promise.all(
      Array.from({ length: 20 }, async () => ({
        plans: [{ planCode: 'US_SAT_AA_MO' }],
        paymentInfo: {
          useCardOnFile: false,
          paymentType: 'creditCard' as const,
          cardInfo: {
            cardToken: await tokenizeCard(checkout.app, succeedingCardNumber(cards.next())),
            nameOnCard: 'Ada Lovelace',
          },
          transactionId: newTransactionId(),
        },
        serviceAddress: VISITOR_ADDRESS,
        languagePreference: 'en-US' as const,
        agreementAccepted: true,
        deviceRef,
      })),
    );
    const answers = await checkout.race(CHANGE, bodies);
    expectOneWinner(answers, ['409 PAYMENT_IN_PROGRESS']);
    expect(checkout.charges).toHaveLength(1);
    const confirmed = await testApp.db
      .select()
      .from(orders)
      .where(eq(orders.subscriptionId, TRIAL_SUBSCRIPTION));
    expect(confirmed.filter((order) => order.status === 'confirmed')).toHaveLength(1);
  });
});
