import { careErrorBodySchema, careSuccessSchema, purchaseResultSchema } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { identities, radios, subscriptionPhases, subscriptions } from '../../../db/schema/index.ts';
import { DEMO_IDENTITIES } from '../../../db/seed/identities.ts';
import { tokenizeCard } from '../../../platform/payments/card-tokens.testing.ts';
import { freshClock } from '../../../testing/identities.ts';
import { cookieHeaderFrom } from '../../../testing/session-cookie.ts';
import { createTestApp } from '../../../testing/test-app.ts';
import { issueDeviceRef } from '../../identification/index.ts';
import { careCheckout, newAccountBody } from './checkout.testing.ts';

const ADD = '/services/purchase/add-subscription';
const CHANGE = '/services/purchase/change-subscription';
const resultOf = (response: { json(): unknown }) =>
  careSuccessSchema(purchaseResultSchema).parse(response.json()).data;
const refusal = (response: { statusCode: number; json(): unknown }) => ({
  status: response.statusCode,
  code: careErrorBodySchema.parse(response.json()).error.errorCode,
});

async function setUp() {
  const testApp = await createTestApp({ clock: freshClock() });
  const checkout = await careCheckout(testApp.app);
  /** Signs the care session in (the care login rotates the cookie). */
  const signInAs = async (username: string, password: string, host = checkout.host) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/services/authenticate/login',
      headers: { host, ...checkout.cookie },
      payload: { token: { username, password }, keepMeSignedIn: false },
    });
    if (response.statusCode !== 200) throw new Error(response.body);
    return cookieHeaderFrom(response);
  };
  const purchase = async (
    url: string,
    fields: Record<string, unknown>,
    options: { card?: string; cookie?: Record<string, string>; streaming?: boolean } = {},
  ) => {
    const base = newAccountBody(
      await tokenizeCard(testApp.app, options.card ?? '4242424242424242'),
      {
        plans: [{ planCode: 'US_SAT_MS_MO' }],
      },
    );
    const { streamingInfo, ...rest } = base;
    const body = { ...rest, ...(options.streaming ? { streamingInfo } : {}), ...fields };
    const key = (body.paymentInfo as { transactionId: string }).transactionId;
    return { body, response: await checkout.post(url, body, key, options.cookie) };
  };
  return { ...testApp, ...checkout, signInAs, purchase };
}

describe('purchase/add-subscription', () => {
  it('gives a closed radio a plan on a new account, with the sign-in asked for', async () => {
    const { db, purchase } = await setUp();
    const { body, response } = await purchase(ADD, { radioId: 'orbc0002' }, { streaming: true });
    expect(response.statusCode, response.body).toBe(200);
    const result = resultOf(response);
    expect(result).toMatchObject({
      radioId: 'ORBC0002',
      radioIdLastFour: '0002',
      isRefreshAllowed: true,
      isEligibleForRegistration: false,
    });
    expect(result.accountNumber).not.toBe('10000002');
    const [radio] = await db.select().from(radios).where(eq(radios.radioId, 'ORBC0002'));
    expect(radio?.accountNumber).toBe(result.accountNumber);
    const email = (body as { serviceAddress: { email: string } }).serviceAddress.email;
    const [identity] = await db.select().from(identities).where(eq(identities.emailKey, email));
    expect(identity).toMatchObject({ state: 'ACCOUNT', accountNumber: result.accountNumber });
  });

  it('puts the radio on the signed-in owner’s account, paid by the card on file', async () => {
    const { purchase, signInAs, db } = await setUp();
    const cookie = await signInAs('orbitowner1', DEMO_IDENTITIES.accountHolder.password);
    const { response } = await purchase(
      ADD,
      {
        radioId: 'ORBN0001',
        paymentInfo: {
          useCardOnFile: true,
          paymentType: 'creditCard',
          transactionId: 'txn-owner-on-file-1',
        },
      },
      { cookie },
    );
    expect(response.statusCode, response.body).toBe(200);
    const result = resultOf(response);
    expect(result).toMatchObject({ accountNumber: '10000001', isEligibleForRegistration: false });
    const [radio] = await db.select().from(radios).where(eq(radios.radioId, 'ORBN0001'));
    expect(radio?.accountNumber).toBe('10000001');
  });

  it.each([
    [{ radioId: 'ORBA0003' }, 409, 'ACTIVE_SATELLITE_SUBSCRIPTION'],
    [{ radioId: 'ORBT0004' }, 400, 'INVALID_PAYLOAD'],
    [{ radioId: 'ORBZ9999' }, 404, 'DEVICE_NOT_FOUND'],
    [{}, 400, 'INVALID_PAYLOAD'],
  ])('refuses %j', async (fields, status, code) => {
    const { purchase } = await setUp();
    expect(refusal((await purchase(ADD, fields)).response)).toEqual({ status, code });
  });

  it('adds a streaming plan beside the radio’s running satellite plan, leaving the radio be', async () => {
    const { purchase, db } = await setUp();
    const [before] = await db.select().from(radios).where(eq(radios.radioId, 'ORBA0003'));
    const running = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.radioId, 'ORBA0003'));
    const { response } = await purchase(ADD, {
      radioId: 'ORBA0003',
      plans: [{ planCode: 'US_STREAM_PLAT_MO' }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = resultOf(response);
    const [streaming] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, result.subscriptionId));
    expect(streaming).toMatchObject({
      serviceType: 'streaming',
      radioId: null,
      planCode: 'US_STREAM_PLAT_MO',
      accountNumber: result.accountNumber,
    });
    const [after] = await db.select().from(radios).where(eq(radios.radioId, 'ORBA0003'));
    expect(after?.accountNumber).toBe(before?.accountNumber);
    expect(
      await db.select().from(subscriptions).where(eq(subscriptions.radioId, 'ORBA0003')),
    ).toEqual(running);
  });

  it('takes a deviceRef of this care session only', async () => {
    const { purchase, db, clock } = await setUp();
    const foreign = await issueDeviceRef(db, {
      radioId: 'ORBC0002',
      careSessionId: 'cs_somebody_else',
      now: clock.now(),
    });
    expect(refusal((await purchase(ADD, { deviceRef: foreign })).response)).toEqual({
      status: 404,
      code: 'DEVICE_NOT_FOUND',
    });
  });

  it('asks a buyer with no sign-in to register, and has no card on file for them', async () => {
    const { purchase } = await setUp();
    const { response } = await purchase(ADD, { radioId: 'ORBQ0005' });
    // A Quebec radio bought with a US address and offer: the radio may move; the market is the address's.
    expect(response.statusCode, response.body).toBe(200);
    expect(resultOf(response).isEligibleForRegistration).toBe(true);
  });
});

describe('purchase/change-subscription', () => {
  it('sets the paid plan that follows the owner’s trial, charging nothing today', async () => {
    const { purchase, signInAs, db } = await setUp();
    const cookie = await signInAs('orbitowner1', DEMO_IDENTITIES.accountHolder.password);
    const { response } = await purchase(
      CHANGE,
      { subscriptionId: 'sub_seed_trial_0004', plans: [{ planCode: 'US_SAT_AA_MO' }] },
      { cookie },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(resultOf(response)).toMatchObject({
      subscriptionId: 'sub_seed_trial_0004',
      accountNumber: '10000001',
      // The radio is already active (no activation fee): the plan is paid from 2027.
      amountCharged: { amountMinor: 0, currency: 'USD' },
    });
    const phases = await db
      .select()
      .from(subscriptionPhases)
      .where(eq(subscriptionPhases.subscriptionId, 'sub_seed_trial_0004'))
      .orderBy(subscriptionPhases.position);
    expect(
      phases.map((phase) => [phase.planType, phase.offerId, phase.startsAt.toISOString()]),
    ).toEqual([
      ['TRIAL', 'US_SAT_AA_TRIAL_12MO', '2026-01-20T00:00:00.000Z'],
      ['SELF_PAY', 'US_SAT_AA_MO', '2027-01-20T00:00:00.000Z'],
    ]);
    const [subscription] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, 'sub_seed_trial_0004'));
    expect(subscription?.planCode).toBe('US_SAT_AA_MO');
  });

  it('is for the signed-in owner only', async () => {
    const { purchase, signInAs } = await setUp();
    const fields = { subscriptionId: 'sub_seed_trial_0004', plans: [{ planCode: 'US_SAT_AA_MO' }] };
    expect(refusal((await purchase(CHANGE, fields)).response)).toEqual({
      status: 401,
      code: 'UNAUTHENTICATED_CUSTOMER',
    });
    // The Canadian customer signs in on the Canadian site, then calls with that session.
    const other = await signInAs(
      DEMO_IDENTITIES.canadian.handle,
      DEMO_IDENTITIES.canadian.password,
      'care.orbitradio.ca',
    );
    expect(refusal((await purchase(CHANGE, fields, { cookie: other })).response)).toEqual({
      status: 404,
      code: 'SUBSCRIPTION_NOT_FOUND',
    });
  });

  it('refuses a subscription already paid', async () => {
    const { purchase, signInAs } = await setUp();
    const cookie = await signInAs('orbitowner1', DEMO_IDENTITIES.accountHolder.password);
    const fields = {
      subscriptionId: 'sub_seed_active_0003',
      plans: [{ planCode: 'US_SAT_AA_MO' }],
    };
    expect(refusal((await purchase(CHANGE, fields, { cookie })).response)).toEqual({
      status: 409,
      code: 'ACTIVE_SATELLITE_SUBSCRIPTION',
    });
  });
});
