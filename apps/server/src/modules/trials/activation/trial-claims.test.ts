import {
  careTrialActivationSchema,
  careTrialOfferResultSchema,
  type TrialCustomer,
} from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client.ts';
import {
  identities,
  outboxMessages,
  radios,
  subscriberAccounts,
  subscriptionPhases,
  subscriptions,
  vehicleTrials,
} from '../../../db/schema/index.ts';
import { DEMO_IDENTITIES } from '../../../db/seed/identities.ts';
import { type CareCaller, careCaller, careData, careError } from '../../../testing/care-caller.ts';
import { expectOneWinner } from '../../../testing/race-outcomes.ts';
import { trialRadio } from './trial-activation.testing.ts';

const NEW_ACCOUNT = '/services/trial-activation/new-account';
const DAY_MS = 86_400_000;

async function tokenFor(caller: CareCaller, radioId: string) {
  const response = await caller.get(`/dev/entry-token?type=TRIAL_ACTIVATION&radioId=${radioId}`);
  return (response.json() as { token: string }).token;
}

async function claimableOffer(caller: CareCaller, radioId: string) {
  const token = await tokenFor(caller, radioId);
  const offer = careData(
    await caller.post('/services/trial-activation/offer', { token }),
    careTrialOfferResultSchema,
  );
  if (offer.outcome !== 'CLAIMABLE') throw new Error(`not claimable: ${offer.outcome}`);
  return offer;
}

function customerFor(radioId: string, market: 'us' | 'ca' = 'us'): TrialCustomer {
  return {
    firstName: market === 'ca' ? 'Camille' : 'Avery',
    lastName: market === 'ca' ? 'Tremblay' : 'Lindqvist',
    email: `claim.${radioId.toLowerCase()}@orbitradio.test`,
    phone: '(612) 555-0142',
    serviceAddress:
      market === 'ca'
        ? {
            streetAddress: '1250 rue Sainte-Catherine O',
            city: 'Montréal',
            state: 'QC',
            postalCode: 'H3G 1P1',
          }
        : {
            streetAddress: '410 Nicollet Mall',
            city: 'Minneapolis',
            state: 'MN',
            postalCode: '55401',
          },
  };
}

function newAccountBody(
  offer: { deviceRef: string; trial: { planCode: string } },
  radioId: string,
  extra: Record<string, unknown> = {},
) {
  const transactionId = `txn-${radioId}-${String(extra.transactionId ?? 'first')}`;
  return {
    body: {
      deviceRef: offer.deviceRef,
      planCode: offer.trial.planCode,
      customer: customerFor(radioId),
      languagePreference: 'en-US',
      agreementAccepted: true,
      ...extra,
      transactionId,
    },
    headers: { 'idempotency-key': transactionId },
  };
}

async function countsOf(db: Db, radioId: string) {
  const subs = await db.select().from(subscriptions).where(eq(subscriptions.radioId, radioId));
  const accounts = await Promise.all(
    subs.map((sub) =>
      db
        .select()
        .from(subscriberAccounts)
        .where(eq(subscriberAccounts.accountNumber, sub.accountNumber)),
    ),
  );
  const claimed = (
    await db.select().from(vehicleTrials).where(eq(vehicleTrials.radioId, radioId))
  ).filter((trial) => trial.claimedAt !== null);
  return { subscriptions: subs.length, accounts: accounts.flat().length, claimed: claimed.length };
}

describe('POST /services/trial-activation/new-account', () => {
  it('claims once: one account, one subscription of ONE trial phase from now; again: 409, nothing more', async () => {
    const caller = await careCaller();
    const now = caller.clock.now();
    const { radioId } = await trialRadio(caller.db, now, { sale: true });
    const offer = await claimableOffer(caller, radioId);
    const first = newAccountBody(offer, radioId);
    const claimed = careData(
      await caller.post(NEW_ACCOUNT, first.body, first.headers),
      careTrialActivationSchema,
    );
    expect(claimed).toMatchObject({
      planCode: 'US_SAT_AA_TRIAL_12MO',
      isEligibleForRegistration: true,
      email: `claim.${radioId.toLowerCase()}@orbitradio.test`,
    });
    const phases = await caller.db
      .select()
      .from(subscriptionPhases)
      .where(eq(subscriptionPhases.subscriptionId, claimed.subscriptionId));
    expect(
      phases.map((phase) => [phase.phase, phase.planType, phase.startsAt, phase.priceMinor]),
    ).toEqual([['trial', 'TRIAL', now, 0]]);
    const [subscription] = await caller.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, claimed.subscriptionId));
    expect(subscription).toMatchObject({ status: 'Active', source: 'oem-trial', radioId });
    const [radio] = await caller.db.select().from(radios).where(eq(radios.radioId, radioId));
    expect(radio?.accountNumber).toBe(claimed.accountNumber);
    const [trial] = await caller.db
      .select()
      .from(vehicleTrials)
      .where(eq(vehicleTrials.radioId, radioId));
    expect(trial).toMatchObject({
      claimedSubscriptionId: claimed.subscriptionId,
      claimedAccountNumber: claimed.accountNumber,
    });

    const second = newAccountBody(offer, radioId, { transactionId: 'second' });
    careError(
      await caller.post(NEW_ACCOUNT, second.body, second.headers),
      409,
      'SUB_ALREADY_EXISTS_FOR_IDENTITY',
    );
    expect(await countsOf(caller.db, radioId)).toEqual({
      subscriptions: 1,
      accounts: 1,
      claimed: 1,
    });
  });

  it('of two claims of one radio at once, one wins and nothing is duplicated', async () => {
    const caller = await careCaller();
    const { radioId } = await trialRadio(caller.db, caller.clock.now(), { sale: true });
    const offer = await claimableOffer(caller, radioId);
    const claims = ['left', 'right'].map((side) =>
      newAccountBody(offer, radioId, { transactionId: side }),
    );
    const answers = await Promise.all(
      claims.map((claim) => caller.post(NEW_ACCOUNT, claim.body, claim.headers)),
    );
    expectOneWinner(answers, ['409 SUB_ALREADY_EXISTS_FOR_IDENTITY']);
    expect(await countsOf(caller.db, radioId)).toEqual({
      subscriptions: 1,
      accounts: 1,
      claimed: 1,
    });
  });

  it('answers a double submit (same Idempotency-Key) with the first answer, written once', async () => {
    const caller = await careCaller();
    const { radioId } = await trialRadio(caller.db, caller.clock.now());
    const offer = await claimableOffer(caller, radioId);
    const claim = newAccountBody(offer, radioId);
    const first = await caller.post(NEW_ACCOUNT, claim.body, claim.headers);
    const again = await caller.post(NEW_ACCOUNT, claim.body, claim.headers);
    expect(first.statusCode, first.body).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await countsOf(caller.db, radioId)).toEqual({
      subscriptions: 1,
      accounts: 1,
      claimed: 1,
    });
  });

  it('a trial running since the sale keeps its dates', async () => {
    const caller = await careCaller();
    const now = caller.clock.now();
    const { radioId } = await trialRadio(caller.db, now, { offer: 'running', runningDays: 40 });
    const offer = await claimableOffer(caller, radioId);
    const claim = newAccountBody(offer, radioId);
    const claimed = careData(
      await caller.post(NEW_ACCOUNT, claim.body, claim.headers),
      careTrialActivationSchema,
    );
    const sold = new Date(now.getTime() - 40 * DAY_MS);
    const ends = new Date(sold);
    ends.setUTCMonth(ends.getUTCMonth() + 12);
    const [phase] = await caller.db
      .select()
      .from(subscriptionPhases)
      .where(eq(subscriptionPhases.subscriptionId, claimed.subscriptionId));
    expect([phase?.startsAt, phase?.endsAt]).toEqual([sold, ends]);
    expect(claimed.trialEndDate).toBe(offer.trial.endsOn);
  });

  it('with a password: a sign-in with the email as username; a weak one: the purchase’s refusal', async () => {
    const caller = await careCaller();
    const { radioId } = await trialRadio(caller.db, caller.clock.now());
    const offer = await claimableOffer(caller, radioId);
    const weak = newAccountBody(offer, radioId, { password: 'short', transactionId: 'weak' });
    careError(
      await caller.post(NEW_ACCOUNT, weak.body, weak.headers),
      400,
      'PASSWORD_POLICY_NOT_MET',
    );
    const claim = newAccountBody(offer, radioId, { password: 'Galaxy-Harbor-93' });
    const claimed = careData(
      await caller.post(NEW_ACCOUNT, claim.body, claim.headers),
      careTrialActivationSchema,
    );
    expect(claimed).toMatchObject({
      isEligibleForRegistration: false,
      isUserNameSameAsEmail: true,
    });
    await caller.signIn(customerFor(radioId).email, 'Galaxy-Harbor-93');
  });

  it('an email that already signs in: the account without a sign-in, the answer silent, the email tells', async () => {
    const caller = await careCaller();
    const { radioId } = await trialRadio(caller.db, caller.clock.now());
    const offer = await claimableOffer(caller, radioId);
    const taken = DEMO_IDENTITIES.listener.handle;
    const claim = newAccountBody(offer, radioId, {
      password: 'Galaxy-Harbor-93',
      customer: { ...customerFor(radioId), email: taken },
    });
    const answer = await caller.post(NEW_ACCOUNT, claim.body, claim.headers);
    const claimed = careData(answer, careTrialActivationSchema);
    expect(claimed).toMatchObject({
      isEligibleForRegistration: true,
      isUserNameSameAsEmail: false,
    });
    expect(answer.body).not.toMatch(/in use|USERNAME_IN_USE/i);
    const signIns = await caller.db
      .select()
      .from(identities)
      .where(eq(identities.handleKey, taken));
    expect(signIns).toHaveLength(1);
    const [email] = await caller.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, taken));
    expect(email?.bodyText).toContain('already signs in');
  });

  it('sends the trial-activated email in the account’s language (fr-CA)', async () => {
    const caller = await careCaller();
    const { radioId } = await trialRadio(caller.db, caller.clock.now(), { market: 'ca' });
    const offer = await claimableOffer(caller, radioId);
    const claim = newAccountBody(offer, radioId, {
      customer: customerFor(radioId, 'ca'),
      languagePreference: 'fr-CA',
    });
    const claimed = careData(
      await caller.post(NEW_ACCOUNT, claim.body, claim.headers),
      careTrialActivationSchema,
    );
    expect(claimed.planCode).toBe('CA_SAT_AA_TRIAL_6MO');
    const [account] = await caller.db
      .select()
      .from(subscriberAccounts)
      .where(eq(subscriberAccounts.accountNumber, claimed.accountNumber));
    expect(account).toMatchObject({ country: 'ca', language: 'fr-CA' });
    const [email] = await caller.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, customerFor(radioId, 'ca').email));
    expect(email).toMatchObject({
      template: 'trial-activated',
      locale: 'fr-CA',
      subject: 'Votre essai Orbit Radio est activé',
    });
    expect(email?.bodyText).toContain('Toyota Camry');
    expect(email?.bodyText).toContain(`se terminant par ${radioId.slice(-4)}`);
    expect(email?.bodyText).toContain('choisissez un forfait');
  });

  it('refuses a plan that is not the radio’s trial', async () => {
    const caller = await careCaller();
    const { radioId } = await trialRadio(caller.db, caller.clock.now());
    const offer = await claimableOffer(caller, radioId);
    const claim = newAccountBody(offer, radioId, { planCode: 'US_SAT_AA_MO' });
    careError(
      await caller.post(NEW_ACCOUNT, claim.body, claim.headers),
      400,
      'INVALID_ACTIVATION_CODE',
    );
    expect(await countsOf(caller.db, radioId)).toEqual({
      subscriptions: 0,
      accounts: 0,
      claimed: 0,
    });
  });
});
