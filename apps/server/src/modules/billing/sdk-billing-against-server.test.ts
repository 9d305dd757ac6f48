import {
  createBillingClient,
  createGiftCardsClient,
  createIdentityClient,
  type OrbitSdk,
} from '@orbit/sdk';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_GIFT_CARDS } from '../../db/seed/gift-cards.ts';
import { tokenizeCard } from '../../platform/payments/card-tokens.testing.ts';
import { listenOnLoopback, newSdkDevice, sdkOn } from '../../testing/sdk-client.ts';
import { billingApp, clonePastDueAccount } from './billing.testing.ts';

const started: OrbitSdk[] = [];
afterEach(() => {
  for (const sdk of started.splice(0)) sdk.dispose();
});

const RANGE = { startDateTime: '2026-01-01T00:00:00Z', endDateTime: '2026-12-31T23:59:59Z' };

describe('billing through the SDK against the server', () => {
  it('reads the balance, pays it with a registered gift card and a card, and pages history', async () => {
    const testApp = await billingApp();
    const clone = await clonePastDueAccount(testApp);
    const sdk = sdkOn(newSdkDevice(), await listenOnLoopback(testApp), testApp);
    started.push(sdk);
    await sdk.loadConfig();
    await sdk.session.bootstrap();
    await createIdentityClient(sdk).signInWithPassword(clone.login.username, clone.login.password);
    const billing = createBillingClient(sdk);
    const giftCards = createGiftCardsClient(sdk);

    await expect(billing.balanceDue()).resolves.toMatchObject({
      amountDue: { amountMinor: clone.amountDueMinor },
      isPastDue: true,
    });
    const card = await billing.createPaymentMethod({
      cardToken: await tokenizeCard(testApp.app, '4242424242424242'),
      setAsDefault: true,
    });
    const registered = await giftCards.registerGiftCard(
      { number: DEMO_GIFT_CARDS.us25.number },
      'us',
    );
    const paid = await billing.payBalanceDue(
      { giftCardId: registered.giftCardTokenId, paymentMethodId: card.id },
      { idempotencyKey: 'sdk-pay-0001' },
    );
    expect(paid.reactivatedSubscriptionIds).toEqual([clone.subscriptionId]);
    await expect(
      billing.payBalanceDue({}, { idempotencyKey: 'sdk-pay-0001' }),
    ).rejects.toMatchObject({ status: 422, code: 'IDEMPOTENCY_KEY_REUSED' });

    const first = await billing.paymentHistory({ ...RANGE, pageSize: 2 });
    expect(first.items).toHaveLength(2);
    const rest = await billing.paymentHistory({
      ...RANGE,
      pageSize: 2,
      nextToken: first.nextToken ?? undefined,
    });
    // The gift card's part, the card's part, and September's payment.
    expect(rest).toMatchObject({ items: [{ invoiceIds: [clone.paidInvoiceId] }], nextToken: null });
    const { invoices } = await billing.listInvoices(RANGE);
    expect(invoices.map((invoice) => invoice.amountDue.amountMinor)).toEqual([0, 0]);
    // The SDK's client reads each fee and tax with its code (the web words it by the code).
    await expect(billing.getInvoice(clone.unpaidInvoiceId)).resolves.toMatchObject({
      amountPaid: { amountMinor: clone.amountDueMinor },
      lines: [
        {
          fees: [{ code: 'MRF', name: 'Music royalty fee' }],
          taxes: [{ code: 'SALES', name: 'State sales tax', rate: 0.0625 }],
        },
      ],
    });
    const history = await billing.paymentMethodHistory(card.id);
    expect(history.items.map((item) => item.amount.amountMinor)).toEqual([
      clone.amountDueMinor - 2500,
    ]);

    const spare = await billing.createPaymentMethod({
      cardToken: await tokenizeCard(testApp.app, '5555555555554444'),
    });
    await expect(billing.deletePaymentMethod(spare.id)).resolves.toBeUndefined();
    // The new card is the default; the Mastercard that expired stays listed, marked expired.
    const methods = await billing.listPaymentMethods();
    expect(
      methods.map((method) => [method.id === card.id, method.isDefault, method.status]),
    ).toEqual(
      expect.arrayContaining([
        [true, true, 'active'],
        [false, false, 'expired'],
      ]),
    );
    expect(methods).toHaveLength(2);
  });
});
