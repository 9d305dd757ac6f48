import { careRenewalOffersResultSchema, careTrialActivationSchema } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  identities,
  payments,
  sandboxGatewayCharges,
  subscriptions,
} from '../../../db/schema/index.ts';
import { DEMO_STREAMING_TRIAL_ACCOUNTS } from '../../../db/seed/streaming-trial-accounts.ts';
import {
  CA_HOST,
  type CareCaller,
  careCaller,
  careData,
  careError,
} from '../../../testing/care-caller.ts';
import { expectOneWinner } from '../../../testing/race-outcomes.ts';
import { newTransactionId } from '../../checkout/orders/checkout.testing.ts';
import {
  day,
  freshNewcomer,
  phasesOf,
  threeMonthsFrom,
  US_TRIAL,
} from './streaming-trial.testing.ts';

const ADD = '/services/trial-activation/add-subscription';
const RENEWAL_OFFERS = '/services/offers/renewal';
const { returning } = DEMO_STREAMING_TRIAL_ACCOUNTS;

function ownTrialBody(accountNumber: string, planCode = US_TRIAL) {
  return {
    plans: [{ planCode }],
    accountNumber,
    languagePreference: 'en-US' as const,
    agreementAccepted: true as const,
    transactionId: newTransactionId(),
  };
}

const startOwnTrial = (caller: CareCaller, body: ReturnType<typeof ownTrialBody>) =>
  caller.post(ADD, body, { 'idempotency-key': body.transactionId });

async function subscriptionsOn(caller: CareCaller, accountNumber: string) {
  return caller.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.accountNumber, accountNumber));
}

describe('the streaming trial on the customer’s own account (trial-activation/add-subscription)', () => {
  it('puts the trial alone on the signed-in owner’s account: no charge, no new sign-in, one trial phase ending in three months', async () => {
    const caller = await careCaller();
    const now = caller.clock.now();
    const newcomer = await freshNewcomer(caller);
    await caller.signIn(newcomer.handle, newcomer.password);
    const signInsBefore = (await caller.db.select().from(identities)).length;
    const paymentsBefore = (await caller.db.select().from(payments)).length;
    const chargesBefore = (await caller.db.select().from(sandboxGatewayCharges)).length;
    const body = ownTrialBody(newcomer.accountNumber);
    const trial = careData(await startOwnTrial(caller, body), careTrialActivationSchema);
    expect(trial).toMatchObject({
      status: 'SUCCESS',
      accountNumber: newcomer.accountNumber,
      planCode: US_TRIAL,
      email: newcomer.handle,
      trialEndDate: day(threeMonthsFrom(now)),
    });
    const [subscription, ...others] = await subscriptionsOn(caller, newcomer.accountNumber);
    expect(others).toHaveLength(0);
    expect(subscription).toMatchObject({
      id: trial.subscriptionId,
      serviceType: 'streaming',
      streamingIdentityId: newcomer.identityId,
    });
    const phases = await phasesOf(caller, trial.subscriptionId);
    expect(phases).toHaveLength(1);
    expect(phases[0]).toMatchObject({ phase: 'trial', priceMinor: 0 });
    expect(phases[0]?.endsAt?.toISOString()).toBe(threeMonthsFrom(now).toISOString());
    expect(await caller.db.select().from(identities)).toHaveLength(signInsBefore);
    expect(await caller.db.select().from(payments)).toHaveLength(paymentsBefore);
    expect(await caller.db.select().from(sandboxGatewayCharges)).toHaveLength(chargesBefore);

    // The same submit again answers the same trial; another one finds the customer had it.
    const again = careData(await startOwnTrial(caller, body), careTrialActivationSchema);
    expect(again.subscriptionId).toBe(trial.subscriptionId);
    careError(
      await startOwnTrial(caller, ownTrialBody(newcomer.accountNumber)),
      409,
      'INELIGIBLE_FOR_OFFER',
    );
    expect(await subscriptionsOn(caller, newcomer.accountNumber)).toHaveLength(1);
  });

  it('a double submit under two keys at once starts one trial; the other is refused', async () => {
    const caller = await careCaller();
    const newcomer = await freshNewcomer(caller);
    await caller.signIn(newcomer.handle, newcomer.password);
    const answers = await Promise.all([
      startOwnTrial(caller, ownTrialBody(newcomer.accountNumber)),
      startOwnTrial(caller, ownTrialBody(newcomer.accountNumber)),
    ]);
    // The other is refused: the account is held (PAYMENT_IN_PROGRESS) or its trial is found.
    expectOneWinner(answers, ['409 INELIGIBLE_FOR_OFFER', '409 PAYMENT_IN_PROGRESS']);
    expect(await subscriptionsOn(caller, newcomer.accountNumber)).toHaveLength(1);
  });

  it('a customer whose streaming trial already ran is refused with INELIGIBLE_FOR_OFFER on the plan', async () => {
    const caller = await careCaller();
    await caller.signIn(returning.handle, returning.password);
    const refusal = careError(
      await startOwnTrial(caller, ownTrialBody(returning.accountNumber)),
      409,
      'INELIGIBLE_FOR_OFFER',
    );
    expect(refusal.fieldErrors).toEqual([
      expect.objectContaining({ fieldName: 'plans.0.planCode' }),
    ]);
    expect(await subscriptionsOn(caller, returning.accountNumber)).toHaveLength(1);
  });

  it('another customer’s account: 403 CLAIMING_WITH_UNAUTHORIZED_USER, nothing written; signed out: 401', async () => {
    const caller = await careCaller();
    const newcomer = await freshNewcomer(caller);
    careError(
      await startOwnTrial(caller, ownTrialBody(newcomer.accountNumber)),
      401,
      'UNAUTHENTICATED_CUSTOMER',
    );
    await caller.signIn(returning.handle, returning.password);
    careError(
      await startOwnTrial(caller, ownTrialBody(newcomer.accountNumber)),
      403,
      'CLAIMING_WITH_UNAUTHORIZED_USER',
    );
    expect(await subscriptionsOn(caller, newcomer.accountNumber)).toHaveLength(0);
  });

  it('a paid plan, or the other market’s trial, is no trial to start: 404 OFFER_NOT_FOUND', async () => {
    const caller = await careCaller();
    const newcomer = await freshNewcomer(caller);
    await caller.signIn(newcomer.handle, newcomer.password);
    for (const planCode of ['US_STREAM_ESS_MO', 'CA_STREAM_ESS_RTD_3MOFREE']) {
      careError(
        await startOwnTrial(caller, ownTrialBody(newcomer.accountNumber, planCode)),
        404,
        'OFFER_NOT_FOUND',
      );
    }
    expect(await subscriptionsOn(caller, newcomer.accountNumber)).toHaveLength(0);
  });
});

describe('what the streaming trial rolls into (offers/renewal {streaming: true})', () => {
  it('answers the market’s paid streaming plans at their monthly prices, the trial as the offer', async () => {
    const caller = await careCaller();
    const answer = careData(
      await caller.post(RENEWAL_OFFERS, { planCode: US_TRIAL, streaming: true, locale: 'en-US' }),
      careRenewalOffersResultSchema,
    );
    expect(answer).toMatchObject({
      renewalCode: '',
      renewalOffer: { planCode: US_TRIAL },
      promoMonths: 3,
      promoPrice: { amountMinor: 0, currency: 'USD' },
      radio: null,
    });
    const essential = answer.choices.find((choice) => choice.planCode === 'US_STREAM_ESS_MO');
    expect(essential).toMatchObject({
      packageName: 'Streaming Essential',
      retailPrice: { currency: 'USD' },
      needsGenre: false,
      availability: null,
    });
    expect(essential?.retailPrice.amountMinor).toBeGreaterThan(0);
    // Monthly plans anyone may keep: no trial, no promo, no retention offer, no annual plan.
    expect(answer.choices.map((choice) => choice.planCode)).toEqual([
      'US_STREAM_ESS_MO',
      'US_STREAM_PLAT_MO',
    ]);
  });

  it('in Canada, the Canadian plans in CAD and in French', async () => {
    const caller = await careCaller({ host: CA_HOST });
    const answer = careData(
      await caller.post(RENEWAL_OFFERS, {
        planCode: 'CA_STREAM_ESS_RTD_3MOFREE',
        streaming: true,
        locale: 'fr-CA',
      }),
      careRenewalOffersResultSchema,
    );
    expect(answer.choices.length).toBeGreaterThan(0);
    expect(answer.choices.every((choice) => choice.retailPrice.currency === 'CAD')).toBe(true);
    expect(answer.choices.every((choice) => choice.planCode.startsWith('CA_STREAM_'))).toBe(true);
  });

  it('a plan that is not a streaming trial of this market: 404 OFFER_NOT_FOUND', async () => {
    const caller = await careCaller();
    for (const planCode of ['US_STREAM_ESS_MO', 'CA_STREAM_ESS_RTD_3MOFREE', 'NO_SUCH_PLAN']) {
      careError(
        await caller.post(RENEWAL_OFFERS, { planCode, streaming: true }),
        404,
        'OFFER_NOT_FOUND',
      );
    }
  });
});
