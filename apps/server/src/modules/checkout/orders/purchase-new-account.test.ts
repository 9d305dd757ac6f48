import {
  careErrorBodySchema,
  careSuccessSchema,
  purchaseResultSchema,
  SANDBOX_TEST_CARDS,
} from '@orbit/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  identities,
  invoices,
  orders,
  outboxMessages,
  passwordCredentials,
  paymentMethods,
  payments,
  sandboxGatewayCharges,
  subscriberAccounts,
  subscriptionPhases,
  subscriptions,
} from '../../../db/schema/index.ts';
import { freshClock } from '../../../testing/identities.ts';
import { createTestApp } from '../../../testing/test-app.ts';
import { careCheckout, newAccountPurchase } from './checkout.testing.ts';

const URL = '/services/purchase/new-account';
const careCode = (response: { json(): unknown }) =>
  careErrorBodySchema.parse(response.json()).error.errorCode;

async function setUp() {
  const testApp = await createTestApp({ clock: freshClock() });
  const checkout = await careCheckout(testApp.app);
  return { ...testApp, ...checkout };
}

const FAILURE_CODES: Record<string, string> = {
  declined: 'CARD_DECLINED',
  insufficient_funds: 'INSUFFICIENT_FUNDS',
  fraud: 'FRAUD_REJECT',
  processing_error: 'CREDIT_CARD_ERROR',
};

describe('purchase/new-account with each sandbox test card', () => {
  it.each(SANDBOX_TEST_CARDS)('card $number ($outcome)', async (card) => {
    const { app, db, post } = await setUp();
    const { body, key } = await newAccountPurchase(app, card.number);
    const response = await post(URL, body, key);
    const email = body.streamingInfo.emailAddress;
    const [order] = await db
      .select()
      .from(orders)
      .where(sql`${orders.customer}->>'email' = ${email}`);
    if (card.outcome === 'succeeds') {
      expect(response.statusCode, response.body).toBe(200);
      const result = careSuccessSchema(purchaseResultSchema).parse(response.json()).data;
      expect(result).toMatchObject({
        status: 'SUCCESS',
        email,
        isUserNameSameAsEmail: true,
        radioId: null,
        isRefreshAllowed: false,
      });
      expect(result.accountNumber).toMatch(/^[1-9]\d{7}$/);
      expect(result.maskedUsername).toMatch(/^b\*{6}@orbitradio\.test$/);
      expect(result.amountCharged.amountMinor).toBeGreaterThan(0);
      expect(order).toMatchObject({
        status: 'confirmed',
        subscriptionId: result.subscriptionId,
        accountNumber: result.accountNumber,
      });
      const [identity] = await db.select().from(identities).where(eq(identities.emailKey, email));
      expect(identity).toMatchObject({ state: 'STREAMING', accountNumber: result.accountNumber });
      const [account] = await db
        .select()
        .from(subscriberAccounts)
        .where(eq(subscriberAccounts.accountNumber, result.accountNumber ?? ''));
      expect(account?.ownerIdentityId).toBe(identity?.id);
      const [subscription] = await db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.id, result.subscriptionId));
      expect(subscription).toMatchObject({
        status: 'Active',
        serviceType: 'streaming',
        streamingIdentityId: identity?.id,
        planCode: 'US_STREAM_PLAT_MO',
      });
      const phases = await db
        .select()
        .from(subscriptionPhases)
        .where(eq(subscriptionPhases.subscriptionId, result.subscriptionId));
      expect(phases.map((phase) => phase.planType)).toEqual(['SELF_PAY']);
      const [invoice] = await db
        .select()
        .from(invoices)
        .where(eq(invoices.subscriptionId, result.subscriptionId));
      expect(invoice?.number).toBe(result.invoiceNumber);
      expect(invoice?.amountPaidMinor).toBe(result.amountCharged.amountMinor);
      const paid = await db
        .select()
        .from(payments)
        .where(eq(payments.invoiceId, invoice?.id ?? ''));
      expect(paid).toHaveLength(1);
      const [mail] = await db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.recipient, email));
      expect(mail).toMatchObject({ template: 'order-confirmation', locale: 'en-US' });
      const [password] = await db
        .select()
        .from(passwordCredentials)
        .where(eq(passwordCredentials.identityId, identity?.id ?? ''));
      expect(password?.passwordHash).toMatch(/^\$argon2id\$/);
      return;
    }
    expect(response.statusCode).toBe(402);
    expect(careCode(response)).toBe(FAILURE_CODES[card.outcome]);
    expect(order).toMatchObject({
      status: 'failed',
      failureCode: FAILURE_CODES[card.outcome],
      paymentMethodId: null,
      subscriptionId: null,
    });
    expect(await db.select().from(identities).where(eq(identities.emailKey, email))).toEqual([]);
    expect(
      await db.select().from(subscriberAccounts).where(eq(subscriberAccounts.emailKey, email)),
    ).toEqual([]);
    expect(
      await db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email)),
    ).toEqual([]);
    const [charge] = await db
      .select()
      .from(sandboxGatewayCharges)
      .where(eq(sandboxGatewayCharges.idempotencyKey, order?.id ?? ''));
    expect(charge).toMatchObject({ status: 'failed', failureCode: card.outcome });
    expect(
      await db
        .select()
        .from(invoices)
        .where(eq(invoices.orderId, order?.id ?? '')),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(payments)
        .where(eq(payments.gatewayChargeId, charge?.id ?? '')),
    ).toEqual([]);
    const token = body.paymentInfo.cardInfo?.cardToken ?? '';
    expect(
      await db.select().from(paymentMethods).where(eq(paymentMethods.gatewayToken, token)),
    ).toEqual([]);
  });
});
