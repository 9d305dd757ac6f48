import { careErrorBodySchema, careSuccessSchema, purchaseResultSchema } from '@orbit/domain';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  invoices,
  orders,
  payments,
  promoCodeRedemptions,
  sandboxGatewayCharges,
  subscriptionPhases,
} from '../../../db/schema/index.ts';
import { tokenizeCard } from '../../../platform/payments/card-tokens.testing.ts';
import { freshClock } from '../../../testing/identities.ts';
import { createTestApp } from '../../../testing/test-app.ts';
import { careCheckout, newAccountBody, newAccountPurchase } from './checkout.testing.ts';

const URL = '/services/purchase/new-account';
const refusal = (response: { statusCode: number; json(): unknown }) => ({
  status: response.statusCode,
  ...careErrorBodySchema.parse(response.json()).error,
});

async function setUp() {
  const testApp = await createTestApp({ clock: freshClock() });
  return { ...testApp, ...(await careCheckout(testApp.app)) };
}

describe('purchase/new-account refuses before charging', () => {
  it.each([
    ['a password breaking the policy', { password: 'short' }, 400, 'PASSWORD_POLICY_NOT_MET'],
    [
      'a password with the name in it',
      { password: 'Avery-Quinn-77' },
      400,
      'PASSWORD_HAS_PERSONAL_DATA',
    ],
    ['a login another identity has', { login: 'listener@orbitradio.test' }, 409, 'USERNAME_IN_USE'],
  ])('%s', async (_what, streaming, status, code) => {
    const { app, db, post } = await setUp();
    const { body, key } = await newAccountPurchase(app, '4242424242424242');
    const response = await post(
      URL,
      { ...body, streamingInfo: { ...body.streamingInfo, ...streaming } },
      key,
    );
    expect(refusal(response)).toMatchObject({ status, errorCode: code });
    const email = body.streamingInfo.emailAddress;
    expect(
      await db.select().from(orders).where(sql`${orders.customer}->>'email' = ${email}`),
    ).toEqual([]);
  });

  it('refuses a forged card token, a token already kept, and a wrong postal code', async () => {
    const { app, post } = await setUp();
    const forged = newAccountBody('ctok_forged_token');
    expect(refusal(await post(URL, forged, forged.paymentInfo.transactionId))).toMatchObject({
      status: 400,
      errorCode: 'CARD_TOKEN_INVALID',
      fieldErrors: [{ errorCode: 'INVALID', fieldName: 'paymentInfo.cardInfo.cardToken' }],
    });
    const first = await newAccountPurchase(app, '4242424242424242');
    expect((await post(URL, first.body, first.key)).statusCode).toBe(200);
    const token = first.body.paymentInfo.cardInfo?.cardToken ?? '';
    const reuse = newAccountBody(token);
    expect(refusal(await post(URL, reuse, reuse.paymentInfo.transactionId)).errorCode).toBe(
      'CARD_TOKEN_INVALID',
    );
    const zip = await newAccountPurchase(app, '4242424242424242');
    const badZip = {
      ...zip.body,
      serviceAddress: { ...zip.body.serviceAddress, postalCode: 'K1A 0B1' },
    };
    expect(refusal(await post(URL, badZip, zip.key))).toMatchObject({
      status: 400,
      errorCode: 'INVALID_PAYLOAD',
      fieldErrors: [{ errorCode: 'INVALID', fieldName: 'serviceAddress.postalCode' }],
    });
  });

  it.each([
    ['an expired code', 'SUMMER2024', 'US_STREAM_PLAT_3MO99_MO', 'OFFER_EXPIRED'],
    ['a used-up single-use code', 'WELCOMEONCE', 'US_STREAM_PLAT_3MOFREE_MO', 'OFFER_REDEEMED'],
    ['a code of another offer', 'STREAM3FREE', 'US_STREAM_PLAT_MO', 'INVALID_OFFER_DATA'],
    ['a code that does not exist', 'NOPE1234', 'US_STREAM_PLAT_MO', 'INVALID_OFFER_DATA'],
  ])('refuses %s', async (_what, code, planCode, errorCode) => {
    const { app, post } = await setUp();
    const { body, key } = await newAccountPurchase(app, '4242424242424242', {
      plans: [{ planCode }],
      marketingPromoCode: code,
    });
    expect(refusal(await post(URL, body, key))).toMatchObject({ status: 400, errorCode });
  });
});

describe('a free trial', () => {
  it('verifies the card for 0, writes an invoice of 0 and the trial then full price', async () => {
    const { app, db, post } = await setUp();
    const { body, key } = await newAccountPurchase(app, '6011111111111117', {
      plans: [{ planCode: 'US_STREAM_ESS_3MOFREE_MO' }],
      marketingPromoCode: 'stream3free',
    });
    const response = await post(URL, body, key);
    expect(response.statusCode, response.body).toBe(200);
    const result = careSuccessSchema(purchaseResultSchema).parse(response.json()).data;
    expect(result.amountCharged).toEqual({ amountMinor: 0, currency: 'USD' });
    const [charge] = await db
      .select()
      .from(sandboxGatewayCharges)
      .where(eq(sandboxGatewayCharges.idempotencyKey, result.orderId));
    expect(charge).toMatchObject({ amountMinor: 0, status: 'succeeded' });
    const [invoice] = await db.select().from(invoices).where(eq(invoices.orderId, result.orderId));
    expect(invoice).toMatchObject({ amountTotalMinor: 0, amountPaidMinor: 0 });
    expect(
      await db
        .select()
        .from(payments)
        .where(eq(payments.invoiceId, invoice?.id ?? '')),
    ).toEqual([]);
    const phases = await db
      .select()
      .from(subscriptionPhases)
      .where(eq(subscriptionPhases.subscriptionId, result.subscriptionId))
      .orderBy(subscriptionPhases.position);
    expect(phases.map((phase) => [phase.phase, phase.planType, phase.termMonths])).toEqual([
      ['trial', 'TRIAL', 3],
      ['fullPrice', 'SELF_PAY', 1],
    ]);
    expect(phases[0]?.endsAt?.toISOString()).toBe(phases[1]?.startsAt.toISOString());
    const [redemption] = await db
      .select()
      .from(promoCodeRedemptions)
      .where(
        and(
          eq(promoCodeRedemptions.code, 'STREAM3FREE'),
          eq(promoCodeRedemptions.orderId, result.orderId),
        ),
      );
    expect(redemption?.customerKey).toBe(body.streamingInfo.emailAddress.toLowerCase());
  });

  it('is refused to a card that already had a streaming trial, under any email', async () => {
    const { app, post } = await setUp();
    const first = await newAccountPurchase(app, '378282246310005', {
      plans: [{ planCode: 'US_STREAM_PLAT_6MOFREE_MO' }],
    });
    expect((await post(URL, first.body, first.key)).statusCode).toBe(200);
    const again = newAccountBody(await tokenizeCard(app, '3782 822463 10005'), {
      plans: [{ planCode: 'US_STREAM_PLAT_6MOFREE_MO' }],
    });
    expect(refusal(await post(URL, again, again.paymentInfo.transactionId))).toMatchObject({
      status: 409,
      errorCode: 'INELIGIBLE_FOR_OFFER',
    });
    const eligibility = await post('/services/check-eligibility/streaming', {
      planCode: 'US_STREAM_PLAT_6MOFREE_MO',
      firstName: 'Avery',
      lastName: 'Quinn',
      email: 'someone.new@orbitradio.test',
      zipCode: '10022',
      cardToken: again.paymentInfo.cardInfo?.cardToken ?? '',
    });
    expect(eligibility.json().data).toEqual({ isEligible: false, eligibilityCheckExecuted: true });
  });

  it('with a declined card fails like a paid plan: the verification is refused', async () => {
    const { app, post } = await setUp();
    const { body, key } = await newAccountPurchase(app, '4000000000000002', {
      plans: [{ planCode: 'US_STREAM_ESS_1MOFREE_MO' }],
    });
    expect(refusal(await post(URL, body, key))).toMatchObject({
      status: 402,
      errorCode: 'CARD_DECLINED',
    });
  });
});
