import type { Address } from '@orbit/domain';
import { subscriptionPhases, subscriptions } from '../schema/index.ts';
import { seedDemoCardHolder } from './demo-card-holder.ts';
import type { SeedPart } from './seed-part.ts';

const SEEDED_AT = new Date('2026-01-20T12:00:00Z');

/**
 * Sign-ins for the streaming trial on a customer's own account (ADR 060, docs/demo-data.md): four
 * who never had streaming (two for the trial alone, two for the trial with a paid plan after it) (an account with a card on file and nothing on it: the trial goes on
 * it; a trial started stays, so the browser tests take one per width), and one whose streaming
 * trial ran and ended last year (refused: the trial is for new subscribers).
 */
export const DEMO_STREAMING_TRIAL_ACCOUNTS = {
  newcomer: {
    identityId: 'idn_seed_trial_newcomer',
    handle: 'trial.newcomer@orbitradio.test',
    password: 'Meteor-Lane-26',
    firstName: 'Jordan',
    lastName: 'Pike',
    accountNumber: '10000111',
    serviceAddress: address('120 Pine St', 'Seattle', 'WA', '98101'),
    card: { token: 'ctok_seed_trial_newcomer_4242', last4: '4242' },
  },
  secondNewcomer: {
    identityId: 'idn_seed_trial_newcomer_2',
    handle: 'trial.newcomer2@orbitradio.test',
    password: 'Meteor-Lane-27',
    firstName: 'Riley',
    lastName: 'Okafor',
    accountNumber: '10000113',
    serviceAddress: address('400 Broad St', 'Seattle', 'WA', '98109'),
    card: { token: 'ctok_seed_trial_newcomer2_4242', last4: '4242' },
  },
  paidAfterTrial: {
    identityId: 'idn_seed_trial_paid_after',
    handle: 'trial.paidafter@orbitradio.test',
    password: 'Meteor-Lane-28',
    firstName: 'Morgan',
    lastName: 'Hale',
    accountNumber: '10000114',
    serviceAddress: address('88 Union St', 'Seattle', 'WA', '98101'),
    card: { token: 'ctok_seed_trial_paid_after_4242', last4: '4242' },
  },
  paidAfterTrial2: {
    identityId: 'idn_seed_trial_paid_after_2',
    handle: 'trial.paidafter2@orbitradio.test',
    password: 'Meteor-Lane-29',
    firstName: 'Sasha',
    lastName: 'Lind',
    accountNumber: '10000115',
    serviceAddress: address('210 Spring St', 'Seattle', 'WA', '98104'),
    card: { token: 'ctok_seed_trial_paid_after2_4242', last4: '4242' },
  },
  returning: {
    identityId: 'idn_seed_trial_returning',
    handle: 'trial.returning@orbitradio.test',
    password: 'Nova-Harbor-83',
    firstName: 'Casey',
    lastName: 'Moreau',
    accountNumber: '10000112',
    serviceAddress: address('77 Beacon St', 'Boston', 'MA', '02108'),
    card: { token: 'ctok_seed_trial_returning_5454', last4: '5454' },
  },
} as const;

/** The returning customer's trial: three free months of Streaming Essential, ended. */
const ENDED_TRIAL = {
  subscriptionId: 'sub_seed_trial_returning',
  planCode: 'US_STREAM_ESS_RTD_3MOFREE',
  packageId: 'SXM_STREAMING_ESSENTIAL',
  startedAt: new Date('2025-08-01T00:00:00Z'),
  endedAt: new Date('2025-11-01T00:00:00Z'),
};

function address(addressLine1: string, city: string, state: string, zip: string): Address {
  return { addressLine1, city, state, zip, country: 'US' };
}

export const demoStreamingTrialAccounts: SeedPart = {
  name: 'streaming-trial-accounts',
  async run(tx) {
    const demos = Object.values(DEMO_STREAMING_TRIAL_ACCOUNTS);
    const profiles = new Map<string, string>();
    for (const demo of demos) {
      const { profileId } = await seedDemoCardHolder(
        tx,
        {
          ...demo,
          phone: null,
          language: 'en-US',
          country: 'us',
          currency: 'USD',
          card: { ...demo.card, brand: 'visa' },
        },
        SEEDED_AT,
      );
      profiles.set(demo.accountNumber, profileId);
    }
    const { returning } = DEMO_STREAMING_TRIAL_ACCOUNTS;
    await tx.insert(subscriptions).values({
      id: ENDED_TRIAL.subscriptionId,
      accountNumber: returning.accountNumber,
      radioId: null,
      planCode: ENDED_TRIAL.planCode,
      packageId: ENDED_TRIAL.packageId,
      serviceType: 'streaming',
      status: 'Closed',
      commerceState: 'active',
      source: 'streaming-trial',
      billingProfileId: profiles.get(returning.accountNumber) ?? null,
      streamingIdentityId: returning.identityId,
      startedAt: ENDED_TRIAL.startedAt,
      endsAt: ENDED_TRIAL.endedAt,
      cancelledAt: null,
      createdAt: ENDED_TRIAL.startedAt,
      updatedAt: ENDED_TRIAL.endedAt,
    });
    await tx.insert(subscriptionPhases).values({
      id: `${ENDED_TRIAL.subscriptionId}_phase_1`,
      subscriptionId: ENDED_TRIAL.subscriptionId,
      position: 0,
      phase: 'trial',
      planType: 'TRIAL',
      startsAt: ENDED_TRIAL.startedAt,
      endsAt: ENDED_TRIAL.endedAt,
      termMonths: 3,
      priceMinor: 0,
      currency: 'USD',
      isPrepaid: false,
      offerId: ENDED_TRIAL.planCode,
    });
    // Logged: handles and account numbers only; docs/demo-data.md has the passwords.
    return `${demos.length} streaming trial customers (${demos
      .map((demo) => `${demo.handle} on ${demo.accountNumber}`)
      .join(', ')})`;
  },
};
