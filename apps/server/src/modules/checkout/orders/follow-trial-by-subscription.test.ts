import { careSuccessSchema, envInfoSchema } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_PAST_DUE } from '../../../db/seed/account-billing.ts';
import { OWNER_CARD } from '../../../db/seed/subscriber-accounts.ts';
import { recordIdentification } from '../../../platform/auth/session-identification.ts';
import {
  followTrialSetUp,
  refusalOf,
  resultOf,
  TRIAL_SUBSCRIPTION,
  VISITOR_ADDRESS,
} from './follow-trial.testing.ts';

const EMAIL_LOOKUP = '/services/identity/customer/email';
const VERIFY = '/services/authenticate/verify-pii-data';
/** The trial's account holder (Jordan Rivera, 10000001) as the streaming checkout asks for them. */
const OWNER_LPZ = { lastName: 'Rivera', phoneNumber: '5125550101', zipCode: '78701' };

describe('purchase/change-subscription by subscriptionId, for a session that verified the account', () => {
  it('follows the trial the email lookup found once last name, phone and zip match', async () => {
    const { post, bodyFor, change, snapshot } = await followTrialSetUp();
    const before = await snapshot();
    expect((await post(EMAIL_LOOKUP, { email: 'owner@orbitradio.test' })).statusCode).toBe(200);
    // Knowing the email is not enough.
    expect(
      refusalOf(await change(await bodyFor({ subscriptionId: TRIAL_SUBSCRIPTION }))),
    ).toMatchObject({ status: 403, code: 'VERIFICATION_REQUIRED' });

    const verified = await post(VERIFY, { lpzVerificationRequest: OWNER_LPZ });
    expect(verified.statusCode, verified.body).toBe(200);
    const response = await change(await bodyFor({ subscriptionId: TRIAL_SUBSCRIPTION }));
    expect(response.statusCode, response.body).toBe(200);
    expect(resultOf(response)).toMatchObject({
      subscriptionId: TRIAL_SUBSCRIPTION,
      // Not signed in as the owner: not told the account number.
      accountNumber: null,
      email: VISITOR_ADDRESS.email,
    });

    const after = await snapshot();
    expect(after.phases).toEqual([
      ['TRIAL', 'US_SAT_AA_TRIAL_12MO', '2026-01-20T00:00:00.000Z'],
      ['SELF_PAY', 'US_SAT_AA_MO', '2027-01-20T00:00:00.000Z'],
    ]);
    // Bought as someone who is not the signed-in owner: the account keeps its details and card.
    expect(after.account).toEqual(before.account);
    expect(after.profile?.defaultPaymentMethodId).toBe(OWNER_CARD.paymentMethodId);
    const order = after.orders.find((row) => row.subscriptionId === TRIAL_SUBSCRIPTION);
    expect(order).toMatchObject({ status: 'confirmed', customer: { buyer: 'radioHolder' } });
  });

  it('never with the account’s card on file', async () => {
    const { post, bodyFor, change } = await followTrialSetUp({ writes: false });
    await post(EMAIL_LOOKUP, { email: 'owner@orbitradio.test' });
    await post(VERIFY, { lpzVerificationRequest: OWNER_LPZ });
    const body = await bodyFor({ subscriptionId: TRIAL_SUBSCRIPTION });
    const onFile = {
      ...body,
      paymentInfo: {
        useCardOnFile: true,
        paymentType: 'creditCard' as const,
        transactionId: body.paymentInfo.transactionId,
      },
    };
    expect(refusalOf(await change(onFile))).toMatchObject({
      status: 400,
      fields: [{ errorCode: 'INVALID', fieldName: 'paymentInfo.useCardOnFile' }],
    });
  });

  it('answers 404 for the trial of an account the session did not verify', async () => {
    const { app, host, cookie, db, clock, bodyFor, change } = await followTrialSetUp({
      writes: false,
    });
    const envInfo = await app.inject({
      method: 'GET',
      url: '/services/utility/env-info',
      headers: { host, ...cookie },
    });
    const sessionId = careSuccessSchema(envInfoSchema).parse(envInfo.json()).data.sessionInfo.id;
    await recordIdentification(
      db,
      sessionId,
      { accountNumber: DEMO_PAST_DUE.accountNumber, method: 'EMAIL' },
      clock.now(),
      true,
    );
    expect(
      refusalOf(await change(await bodyFor({ subscriptionId: TRIAL_SUBSCRIPTION }))),
    ).toMatchObject({ status: 404, code: 'SUBSCRIPTION_NOT_FOUND' });
  });

  it('still asks a visitor who identified nothing to sign in', async () => {
    const { bodyFor, change } = await followTrialSetUp({ writes: false });
    expect(
      refusalOf(await change(await bodyFor({ subscriptionId: TRIAL_SUBSCRIPTION }))),
    ).toMatchObject({ status: 401, code: 'UNAUTHENTICATED_CUSTOMER' });
  });
});
