import { randomBytes } from 'node:crypto';
import {
  careOffersResultSchema,
  careRenewalOffersResultSchema,
  careTrialActivationSchema,
  purchaseResultSchema,
  STREAMING_TRIAL_PROGRAM_CODES,
} from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  identities,
  outboxMessages,
  payments,
  sandboxGatewayCharges,
  subscriptions,
} from '../../../db/schema/index.ts';
import {
  CA_HOST,
  type CareCaller,
  careCaller,
  careData,
  careError,
} from '../../../testing/care-caller.ts';
import { newTransactionId } from '../../checkout/orders/checkout.testing.ts';
import {
  buyTrialWithFollowOn,
  day,
  phasesOf,
  threeMonthsFrom,
  US_TRIAL,
  US_TRIAL_ADDRESS,
} from './streaming-trial.testing.ts';

const CLAIM = '/services/trial-activation/new-account';
const CA_TRIAL = 'CA_STREAM_ESS_RTD_3MOFREE';

const US_ADDRESS = US_TRIAL_ADDRESS;
const QC_ADDRESS = {
  streetAddress: '1 Place Ville Marie',
  city: 'Montréal',
  state: 'QC',
  postalCode: 'H3B 1A6',
  country: 'CA' as const,
};

/** A trial-only body (flows §3.6) for a fresh email at `address`. */
function trialBody(
  planCode: string,
  address: typeof US_ADDRESS | typeof QC_ADDRESS = US_ADDRESS,
  overrides: { password?: string; languagePreference?: 'en-US' | 'fr-CA' } = {},
) {
  const email = `rtd.${randomBytes(4).toString('hex')}@orbitradio.test`;
  return {
    plans: [{ planCode }],
    serviceAddress: {
      ...address,
      firstName: 'Rowan',
      lastName: 'Ellis',
      phone: '2125550188',
      email,
    },
    streamingInfo: {
      emailAddress: email,
      firstName: 'Rowan',
      lastName: 'Ellis',
      login: email,
      password: overrides.password ?? 'Copper-Lantern-42',
    },
    languagePreference: overrides.languagePreference ?? 'en-US',
    agreementAccepted: true,
    transactionId: newTransactionId(),
  };
}

const claim = (caller: CareCaller, body: ReturnType<typeof trialBody>) =>
  caller.post(CLAIM, body, { 'idempotency-key': body.transactionId });

describe('the streaming roll-to-drop trial, trial only (trial-activation/new-account)', () => {
  it('opens an account with its sign-in and one trial phase ending in three months, charging nothing', async () => {
    const caller = await careCaller();
    const now = caller.clock.now();
    const body = trialBody(US_TRIAL);
    const paymentsBefore = (await caller.db.select().from(payments)).length;
    const chargesBefore = (await caller.db.select().from(sandboxGatewayCharges)).length;
    const trial = careData(await claim(caller, body), careTrialActivationSchema);
    expect(trial).toMatchObject({
      status: 'SUCCESS',
      planCode: US_TRIAL,
      packageName: 'Streaming Essential',
      radioIdLastFour: '',
      vehicle: null,
      email: body.streamingInfo.emailAddress,
      trialEndDate: day(threeMonthsFrom(now)),
      isUserNameSameAsEmail: true,
    });
    const phases = await phasesOf(caller, trial.subscriptionId);
    expect(phases).toHaveLength(1);
    expect(phases[0]).toMatchObject({ phase: 'trial', priceMinor: 0 });
    expect(phases[0]?.endsAt?.toISOString()).toBe(threeMonthsFrom(now).toISOString());
    const [subscription] = await caller.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, trial.subscriptionId));
    expect(subscription).toMatchObject({
      accountNumber: trial.accountNumber,
      serviceType: 'streaming',
      radioId: null,
    });
    expect(await caller.db.select().from(payments)).toHaveLength(paymentsBefore);
    expect(await caller.db.select().from(sandboxGatewayCharges)).toHaveLength(chargesBefore);
    const [identity] = await caller.db
      .select()
      .from(identities)
      .where(eq(identities.emailKey, body.streamingInfo.emailAddress));
    expect(identity).toMatchObject({ state: 'STREAMING', accountNumber: trial.accountNumber });
    const mail = await caller.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.template, 'streaming-trial-started'));
    expect(mail).toHaveLength(1);
  });

  it('answers a replay under the same Idempotency-Key the same, writing one subscription', async () => {
    const caller = await careCaller();
    const body = trialBody(US_TRIAL);
    const first = careData(await claim(caller, body), careTrialActivationSchema);
    const again = careData(await claim(caller, body), careTrialActivationSchema);
    expect(again).toEqual(first);
    const written = await caller.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.accountNumber, first.accountNumber));
    expect(written).toHaveLength(1);
  });

  it('refuses the same email under another key: its sign-in is taken', async () => {
    const caller = await careCaller();
    const body = trialBody(US_TRIAL);
    careData(await claim(caller, body), careTrialActivationSchema);
    const refused = careError(
      await claim(caller, { ...body, transactionId: newTransactionId() }),
      409,
      'USERNAME_IN_USE',
    );
    expect(refused.errorCode).toBe('USERNAME_IN_USE');
  });

  it('refuses a paid plan (bought, never started without a card) and another market’s trial', async () => {
    const caller = await careCaller();
    const paid = careError(
      await claim(caller, trialBody('US_STREAM_ESS_MO')),
      404,
      'OFFER_NOT_FOUND',
    );
    expect(paid.fieldErrors?.[0]?.fieldName).toBe('plans.0.planCode');
    careError(await claim(caller, trialBody(CA_TRIAL)), 404, 'OFFER_NOT_FOUND');
  });

  it('puts a password policy refusal on the streaming password field', async () => {
    const caller = await careCaller();
    const body = trialBody(US_TRIAL, US_ADDRESS, { password: 'Rowan-Ellis-2024' });
    careError(await claim(caller, body), 400, 'PASSWORD_HAS_PERSONAL_DATA');
    careError(
      await claim(caller, {
        ...trialBody(US_TRIAL),
        streamingInfo: { ...body.streamingInfo, password: 'short' },
      }),
      400,
      'PASSWORD_POLICY_NOT_MET',
    );
  });

  it('is sold on the Canadian site, in French', async () => {
    const caller = await careCaller({ host: CA_HOST });
    const now = caller.clock.now();
    const offers = careData(
      await caller.post('/services/offers', {
        streaming: true,
        programCode: STREAMING_TRIAL_PROGRAM_CODES.ca,
        locale: 'fr-CA',
      }),
      careOffersResultSchema,
    );
    expect(offers.offers.map((offer) => offer.planCode)).toEqual([CA_TRIAL, 'CA_STREAM_ESS_MO']);
    const trial = careData(
      await claim(caller, trialBody(CA_TRIAL, QC_ADDRESS, { languagePreference: 'fr-CA' })),
      careTrialActivationSchema,
    );
    expect(trial.packageName).toBe('Essentiel – diffusion en continu');
    expect(trial.trialEndDate).toBe(day(threeMonthsFrom(now)));
  });
});

describe('the streaming trial with a paid follow-on (purchase/new-account)', () => {
  it('charges what the quote said today and writes the trial then the paid plan', async () => {
    const caller = await careCaller();
    const now = caller.clock.now();
    const { quote, bought, buyAgain } = await buyTrialWithFollowOn(
      caller,
      'US_STREAM_ESS_MO',
      '4242424242424242',
    );
    expect(bought.amountCharged).toEqual(quote.currentQuote.totalAmount);
    const phases = await phasesOf(caller, bought.subscriptionId ?? '');
    expect(phases.map((phase) => [phase.phase, phase.priceMinor])).toEqual([
      ['trial', 0],
      [expect.not.stringMatching(/^trial$/), 999],
    ]);
    expect(phases[0]?.endsAt?.toISOString()).toBe(threeMonthsFrom(now).toISOString());
    expect(phases[1]?.startsAt.toISOString()).toBe(threeMonthsFrom(now).toISOString());
    expect(phases[1]?.endsAt).toBeNull();
    expect(careData(await buyAgain(), purchaseResultSchema)).toEqual(bought);
  });
});

describe('any plan the renewal offers name may follow the trial (ADR 060)', () => {
  it('Platinum after the trial: quoted, then bought for what the quote said, the trial then Platinum', async () => {
    const caller = await careCaller();
    const followOns = careData(
      await caller.post('/services/offers/renewal', { planCode: US_TRIAL, streaming: true }),
      careRenewalOffersResultSchema,
    );
    const platinum = followOns.choices.find((choice) => choice.planCode === 'US_STREAM_PLAT_MO');
    if (!platinum) throw new Error('Platinum is no follow-on of the trial');
    const { quote, bought } = await buyTrialWithFollowOn(
      caller,
      platinum.planCode,
      '5555555555554444',
    );
    expect(bought.amountCharged).toEqual(quote.currentQuote.totalAmount);
    const phases = await phasesOf(caller, bought.subscriptionId ?? '');
    expect(phases.map((phase) => [phase.offerId, phase.priceMinor])).toEqual([
      [US_TRIAL, 0],
      [platinum.planCode, platinum.retailPrice.amountMinor],
    ]);
  });
});
