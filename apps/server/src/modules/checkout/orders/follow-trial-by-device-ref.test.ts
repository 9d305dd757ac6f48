import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogOffers, sandboxGatewayCharges } from '../../../db/schema/index.ts';
import { OWNER_CARD } from '../../../db/seed/subscriber-accounts.ts';
import { issueDeviceRef } from '../../identification/index.ts';
import {
  followTrialSetUp,
  quoteOf,
  refusalOf,
  resultOf,
  TRIAL_SUBSCRIPTION,
  VISITOR_ADDRESS,
} from './follow-trial.testing.ts';

const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' as const });
const SEEDED_PHASES = [
  ['TRIAL', 'US_SAT_AA_TRIAL_12MO', '2026-01-20T00:00:00.000Z'],
  ['SELF_PAY', 'US_SAT_AA_TRIAL_12MO', '2027-01-20T00:00:00.000Z'],
];

describe('purchase/change-subscription by deviceRef: the paid plan following a radio’s trial', () => {
  it('is quoted and bought by a visitor who found the radio: phases, nothing due today, email', async () => {
    const { findRadio, bodyFor, change, snapshot, post, db } = await followTrialSetUp();
    const before = await snapshot();
    expect(before.phases).toEqual(SEEDED_PHASES);
    const radio = await findRadio('ORBT0004');
    expect(radio).toMatchObject({ status: 'active', hasActiveSubscription: false });

    const quote = quoteOf(
      await post('/services/quotes/quote', {
        planCodes: [{ planCode: 'US_SAT_AA_MO' }],
        serviceAddress: {
          streetAddress: VISITOR_ADDRESS.streetAddress,
          city: VISITOR_ADDRESS.city,
          state: 'TX',
          postalCode: '78701',
          country: 'US',
        },
        deviceRef: radio.deviceRef,
      }),
    );
    // Nothing today (the radio is already active: no activation fee); the first month at the trial's end.
    expect(quote.currentQuote.totalAmount).toEqual(usd(0));
    expect(quote.futureQuote?.details[0]?.startDate).toBe('2027-01-20');

    const response = await change(await bodyFor({ deviceRef: radio.deviceRef }));
    expect(response.statusCode, response.body).toBe(200);
    const result = resultOf(response);
    expect(result).toMatchObject({
      subscriptionId: TRIAL_SUBSCRIPTION,
      // Not shown to someone who has not proven they hold the account.
      accountNumber: null,
      radioIdLastFour: '0004',
      email: VISITOR_ADDRESS.email,
      amountCharged: quote.currentQuote.currentBalance,
      isEligibleForRegistration: false,
    });

    const after = await snapshot();
    expect(after.phases).toEqual([
      ['TRIAL', 'US_SAT_AA_TRIAL_12MO', '2026-01-20T00:00:00.000Z'],
      ['SELF_PAY', 'US_SAT_AA_MO', '2027-01-20T00:00:00.000Z'],
    ]);
    expect(after.subscription).toMatchObject({
      accountNumber: '10000001',
      planCode: 'US_SAT_AA_MO',
      status: 'Active',
    });
    // The account keeps its holder's details and default card; the visitor's card joins it.
    expect(after.account).toEqual(before.account);
    expect(after.profile?.defaultPaymentMethodId).toBe(OWNER_CARD.paymentMethodId);
    const added = after.cards.filter((card) => !before.cards.some((old) => old.id === card.id));
    expect(added).toMatchObject([{ billingProfileId: OWNER_CARD.billingProfileId, last4: '4242' }]);

    const order = after.orders.find((row) => row.id === result.orderId);
    expect(order).toMatchObject({
      status: 'confirmed',
      accountNumber: '10000001',
      subscriptionId: TRIAL_SUBSCRIPTION,
      paymentMethodId: added[0]?.id,
      customer: { firstName: 'Ada', email: VISITOR_ADDRESS.email, buyer: 'radioHolder' },
    });
    // Nothing billed today: no invoice, no payment.
    expect(result.invoiceNumber).toBeNull();
    expect(after.invoices).toEqual(before.invoices);
    const [verification] = await db
      .select()
      .from(sandboxGatewayCharges)
      .where(eq(sandboxGatewayCharges.idempotencyKey, result.orderId));
    expect(verification).toMatchObject({ amountMinor: 0, status: 'succeeded' });

    expect(after.emails).toHaveLength(1);
    const email = after.emails[0]?.bodyText ?? '';
    expect(email).toContain('January 20, 2027');
    expect(email).toContain('Hi Ada');
    expect(email).not.toContain('10000001');
  });

  it('replays the same answer to the same key: one order, one charge, phases written once', async () => {
    const { findRadio, bodyFor, change, snapshot, db } = await followTrialSetUp();
    const body = await bodyFor({ deviceRef: (await findRadio('ORBT0004')).deviceRef });
    const first = await change(body);
    expect(first.statusCode, first.body).toBe(200);
    const again = await change(body);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    const { orderId } = resultOf(first);
    const charges = await db
      .select()
      .from(sandboxGatewayCharges)
      .where(eq(sandboxGatewayCharges.idempotencyKey, orderId));
    expect(charges).toHaveLength(1);
    const after = await snapshot();
    expect(
      after.orders.filter((order) => order.subscriptionId === TRIAL_SUBSCRIPTION),
    ).toHaveLength(1);
    expect(after.phases).toHaveLength(2);
    expect(after.emails).toHaveLength(1);
  });

  it('charges nothing today when the offer has no activation fee: no invoice, card verified', async () => {
    const { findRadio, bodyFor, change, snapshot, db } = await followTrialSetUp();
    await db
      .update(catalogOffers)
      .set({ activationFeeMinor: 0 })
      .where(eq(catalogOffers.planCode, 'US_SAT_AA_MO'));
    const before = await snapshot();
    const response = await change(
      await bodyFor({ deviceRef: (await findRadio('ORBT0004')).deviceRef }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const result = resultOf(response);
    expect(result).toMatchObject({ amountCharged: usd(0), invoiceNumber: null });
    const after = await snapshot();
    expect(after.invoices).toEqual(before.invoices);
    expect(after.phases[1]).toEqual(['SELF_PAY', 'US_SAT_AA_MO', '2027-01-20T00:00:00.000Z']);
    expect(after.emails).toHaveLength(1);
    const [verification] = await db
      .select()
      .from(sandboxGatewayCharges)
      .where(eq(sandboxGatewayCharges.idempotencyKey, result.orderId));
    expect(verification).toMatchObject({ amountMinor: 0, status: 'succeeded' });
  });

  it('treats the account’s owner signed in on the session as the account holder', async () => {
    const { findRadio, signInAsOwner, bodyFor, change } = await followTrialSetUp();
    const cookie = await signInAsOwner();
    const radio = await findRadio('ORBT0004', cookie);
    expect(radio.cardOnFile).toEqual({ brand: 'visa', last4: '4242' });
    const body = await bodyFor({ deviceRef: radio.deviceRef });
    const response = await change(
      {
        ...body,
        paymentInfo: {
          useCardOnFile: true,
          paymentType: 'creditCard',
          transactionId: body.paymentInfo.transactionId,
        },
      },
      cookie,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(resultOf(response)).toMatchObject({
      accountNumber: '10000001',
      email: 'owner@orbitradio.test',
      subscriptionId: TRIAL_SUBSCRIPTION,
    });
  });

  it('writes nothing but the failed order when the card is declined', async () => {
    const { findRadio, bodyFor, change, snapshot } = await followTrialSetUp();
    const before = await snapshot();
    const body = await bodyFor(
      { deviceRef: (await findRadio('ORBT0004')).deviceRef },
      '4000000000000002',
    );
    expect(refusalOf(await change(body))).toMatchObject({ status: 402, code: 'CARD_DECLINED' });
    const after = await snapshot();
    expect(after.phases).toEqual(before.phases);
    expect(after.subscription).toEqual(before.subscription);
    expect(after.profile).toEqual(before.profile);
    expect(after.cards).toEqual(before.cards);
    expect(after.invoices).toEqual(before.invoices);
    expect(after.emails).toEqual([]);
    const added = after.orders.filter((order) => !before.orders.some((old) => old.id === order.id));
    expect(added).toMatchObject([
      { status: 'failed', failureCode: 'CARD_DECLINED', paymentMethodId: null },
    ]);
  });

  it('takes a deviceRef of this care session only', async () => {
    const { bodyFor, change, db, clock } = await followTrialSetUp({ writes: false });
    const foreign = await issueDeviceRef(db, {
      radioId: 'ORBT0004',
      careSessionId: 'cs_somebody_else',
      now: clock.now(),
    });
    expect(refusalOf(await change(await bodyFor({ deviceRef: foreign })))).toMatchObject({
      status: 404,
      code: 'DEVICE_NOT_FOUND',
    });
  });

  it.each([
    ['ORBA0003', 409, 'ACTIVE_SATELLITE_SUBSCRIPTION'],
    ['ORBC0002', 409, 'NO_SUBSCRIPTION_TO_FOLLOW'],
    ['ORBN0001', 409, 'NO_SUBSCRIPTION_TO_FOLLOW'],
  ])('refuses radio %s: %i %s', async (radioId, status, code) => {
    const { findRadio, bodyFor, change } = await followTrialSetUp({ writes: false });
    const body = await bodyFor({ deviceRef: (await findRadio(radioId)).deviceRef });
    expect(refusalOf(await change(body))).toMatchObject({ status, code });
  });

  it('lets a radio holder pay with a new card only, never the account’s card on file', async () => {
    const { findRadio, bodyFor, change } = await followTrialSetUp({ writes: false });
    const body = await bodyFor({ deviceRef: (await findRadio('ORBT0004')).deviceRef });
    const onFile = {
      ...body,
      paymentInfo: {
        useCardOnFile: true,
        paymentType: 'creditCard' as const,
        transactionId: body.paymentInfo.transactionId,
      },
    };
    expect(refusalOf(await change(onFile))).toEqual({
      status: 400,
      code: 'INVALID_PAYLOAD',
      fields: [{ errorCode: 'INVALID', fieldName: 'paymentInfo.useCardOnFile' }],
    });
  });

  it('needs exactly one of subscriptionId and deviceRef', async () => {
    const { findRadio, bodyFor, change } = await followTrialSetUp({ writes: false });
    const deviceRef = (await findRadio('ORBT0004')).deviceRef;
    expect(
      refusalOf(await change(await bodyFor({ deviceRef, subscriptionId: TRIAL_SUBSCRIPTION }))),
    ).toEqual({
      status: 400,
      code: 'INVALID_PAYLOAD',
      fields: [{ errorCode: 'INVALID', fieldName: 'deviceRef' }],
    });
    expect(refusalOf(await change(await bodyFor({})))).toEqual({
      status: 400,
      code: 'INVALID_PAYLOAD',
      fields: [{ errorCode: 'REQUIRED', fieldName: 'deviceRef' }],
    });
  });
});
