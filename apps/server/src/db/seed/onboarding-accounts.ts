import { hash } from '@node-rs/argon2';
import { ARGON2ID_STANDARD } from '../../modules/identity/index.ts';
import {
  freeListenPromos,
  identities,
  passwordCredentials,
  radios,
  streamingProspectTrials,
  subscriberAccounts,
  subscriptionPhases,
  subscriptions,
} from '../schema/index.ts';
import type { SeedPart } from './seed-part.ts';

const DAY_MS = 86_400_000;
const FIXED_SALT = new TextEncoder().encode('orbit-demo-salt!');
const AUSTIN = {
  addressLine1: '500 W 2nd St',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  country: 'US',
} as const;

/** What makes each demo account route where it does (flows §8.5; docs/demo-data.md). */
type Standing = 'paid' | 'closed' | 'trial' | 'ended-oem-trial';
type OnboardingDemoAccount = {
  accountNumber: string;
  firstName: string;
  lastName: string;
  radios: readonly { radioId: string; audioCapable?: boolean; oemBranding?: string }[];
  plan: { planCode: string; packageId: string; standing: Standing };
  customerType?: 'consumer' | 'fleet';
  inCollection?: boolean;
  /** Ended streaming trials on the account, by how many days ago each ended. */
  streamingTrialsEndedDaysAgo?: readonly number[];
  /** A streaming sign-in with a password on its subscription. */
  streamingLogin?: { handle: string; password: string };
};

const ALL_ACCESS = { planCode: 'US_SAT_AA_MO', packageId: 'SXM_ALL_ACCESS' } as const;

/**
 * One account per routing reason, one with two radios (several matches), each found by FLEPZ:
 * `<first>.<last>@orbitradio.test`, phone 512555 + the account number's last four, zip 78701.
 */
export const ONBOARDING_DEMO_ACCOUNTS = [
  {
    accountNumber: '10000091',
    firstName: 'Casey',
    lastName: 'Setup',
    radios: [{ radioId: 'ORBF0091' }],
    plan: { ...ALL_ACCESS, standing: 'paid' },
  },
  {
    accountNumber: '10000092',
    firstName: 'Erin',
    lastName: 'Existing',
    radios: [{ radioId: 'ORBF0092' }],
    plan: { ...ALL_ACCESS, standing: 'paid' },
    streamingLogin: { handle: 'erinstreams', password: 'Orbit-Stream-Ready-92' },
  },
  {
    accountNumber: '10000093',
    firstName: 'Nora',
    lastName: 'Noaudio',
    radios: [{ radioId: 'ORBF0093', audioCapable: false }],
    plan: { planCode: 'US_SAT_TRAVELLINK_MO', packageId: 'SXM_TRAVEL_LINK', standing: 'paid' },
  },
  {
    accountNumber: '10000094',
    firstName: 'Ian',
    lastName: 'Inactive',
    radios: [{ radioId: 'ORBF0094' }],
    plan: { ...ALL_ACCESS, standing: 'closed' },
  },
  {
    accountNumber: '10000095',
    firstName: 'Pat',
    lastName: 'Pastdue',
    radios: [{ radioId: 'ORBF0095' }],
    plan: { ...ALL_ACCESS, standing: 'paid' },
    inCollection: true,
  },
  {
    accountNumber: '10000096',
    firstName: 'Flynn',
    lastName: 'Fleet',
    radios: [{ radioId: 'ORBF0096' }],
    plan: { ...ALL_ACCESS, standing: 'paid' },
    customerType: 'fleet',
  },
  {
    accountNumber: '10000097',
    firstName: 'Tess',
    lastName: 'Recenttrial',
    radios: [{ radioId: 'ORBF0097' }],
    plan: { ...ALL_ACCESS, standing: 'trial' },
    streamingTrialsEndedDaysAgo: [110],
  },
  {
    accountNumber: '10000098',
    firstName: 'Max',
    lastName: 'Lifetime',
    radios: [{ radioId: 'ORBF0098' }],
    plan: { ...ALL_ACCESS, standing: 'trial' },
    streamingTrialsEndedDaysAgo: [400, 800, 1200],
  },
  {
    accountNumber: '10000099',
    firstName: 'Bea',
    lastName: 'Basic',
    radios: [{ radioId: 'ORBF0099' }],
    plan: { planCode: 'US_SAT_MS_MO', packageId: 'SXM_MUSIC_SHOWCASE', standing: 'paid' },
  },
  {
    accountNumber: '10000100',
    firstName: 'Ada',
    lastName: 'Automaker',
    radios: [{ radioId: 'ORBF0100', oemBranding: 'TOYOTA' }],
    plan: {
      planCode: 'US_SAT_AA_TRIAL_12MO',
      packageId: 'SXM_ALL_ACCESS',
      standing: 'ended-oem-trial',
    },
  },
  {
    accountNumber: '10000101',
    firstName: 'Mia',
    lastName: 'Multi',
    radios: [{ radioId: 'ORBF0101' }, { radioId: 'ORBF0102' }],
    plan: { ...ALL_ACCESS, standing: 'paid' },
  },
] as const satisfies readonly OnboardingDemoAccount[];

export const onboardingDemoEmail = (account: { firstName: string; lastName: string }) =>
  `${account.firstName}.${account.lastName}@orbitradio.test`.toLowerCase();
export const onboardingDemoPhone = (account: { accountNumber: string }) =>
  `512555${account.accountNumber.slice(-4)}`;

/** The free-listen promo codes (flows §8.5 free-listen): one per market, and one that ended. */
export const FREE_LISTEN_DEMO_CODES = {
  us: 'FREELISTEN30',
  ca: 'ECOUTELIBRE30',
  ended: 'FREELISTENOLD',
} as const;

/** A free-listen prospect whose password is not created yet (a fresh link: /dev/streaming-reset-token). */
export const DEMO_STREAMING_PROSPECT = {
  identityId: 'idn_seed_onb_prospect',
  email: 'freelisten.prospect@orbitradio.test',
} as const;

function phaseRows(subscriptionId: string, standing: Standing, planCode: string, now: Date) {
  const day = (n: number) => new Date(now.getTime() + n * DAY_MS);
  const base = {
    subscriptionId,
    position: 0,
    termMonths: 1,
    currency: 'USD',
    isPrepaid: false,
    offerId: planCode,
  };
  if (standing === 'trial') {
    return [
      {
        ...base,
        id: `${subscriptionId}_p0`,
        phase: 'trial',
        planType: 'TRIAL',
        startsAt: day(-30),
        endsAt: day(60),
        priceMinor: 0,
      },
    ];
  }
  if (standing === 'ended-oem-trial') {
    return [
      {
        ...base,
        id: `${subscriptionId}_p0`,
        phase: 'trial',
        planType: 'TRIAL',
        startsAt: day(-120),
        endsAt: day(-30),
        priceMinor: 0,
      },
    ];
  }
  const endsAt = standing === 'closed' ? day(-60) : null;
  return [
    {
      ...base,
      id: `${subscriptionId}_p0`,
      phase: 'fullPrice',
      planType: 'SELF_PAY',
      startsAt: day(-300),
      endsAt,
      priceMinor: 2299,
    },
  ];
}

export const demoOnboardingAccounts: SeedPart = {
  name: 'onboarding-accounts',
  async run(tx, { now }) {
    const day = (n: number) => new Date(now.getTime() + n * DAY_MS);
    for (const account of ONBOARDING_DEMO_ACCOUNTS as readonly OnboardingDemoAccount[]) {
      const email = onboardingDemoEmail(account);
      await tx.insert(subscriberAccounts).values({
        accountNumber: account.accountNumber,
        country: 'us',
        firstName: account.firstName,
        lastName: account.lastName,
        email,
        emailKey: email,
        phone: onboardingDemoPhone(account),
        serviceAddress: AUSTIN,
        billingAddress: null,
        language: 'en-US',
        ownerIdentityId: null,
        customerType: account.customerType ?? 'consumer',
        inCollectionSince: account.inCollection ? day(-45) : null,
        createdAt: day(-400),
        updatedAt: day(-400),
      });
      let streamingIdentityId: string | null = null;
      if (account.streamingLogin) {
        streamingIdentityId = `idn_seed_onb_${account.accountNumber}`;
        const { handle, password } = account.streamingLogin;
        await tx.insert(identities).values({
          id: streamingIdentityId,
          state: 'STREAMING',
          handle,
          handleKey: handle,
          emailAddress: email,
          emailKey: email,
          emailVerifiedAt: day(-200),
          phoneNumber: null,
          phoneVerifiedAt: null,
          firstName: account.firstName,
          lastName: account.lastName,
          language: 'en-US',
          country: 'us',
          accountNumber: null,
          privacyAgreements: [],
          createdAt: day(-200),
          updatedAt: day(-200),
        });
        await tx.insert(passwordCredentials).values({
          identityId: streamingIdentityId,
          passwordHash: await hash(password, { ...ARGON2ID_STANDARD, salt: FIXED_SALT }),
          createdAt: day(-200),
          updatedAt: day(-200),
        });
      }
      for (const radio of account.radios) {
        await tx.insert(radios).values({
          radioId: radio.radioId,
          accountNumber: account.accountNumber,
          deviceType: 'car',
          make: 'Lumen',
          model: 'Arc',
          year: 2023,
          oemBranding: radio.oemBranding ?? null,
          audioCapable: radio.audioCapable ?? true,
          createdAt: day(-400),
        });
        const subscriptionId = `sub_seed_onb_${radio.radioId.toLowerCase()}`;
        const { planCode, packageId, standing } = account.plan;
        const closedAt =
          standing === 'closed' ? day(-60) : standing === 'ended-oem-trial' ? day(-30) : null;
        await tx.insert(subscriptions).values({
          id: subscriptionId,
          accountNumber: account.accountNumber,
          radioId: radio.radioId,
          planCode,
          packageId,
          serviceType: 'satellite',
          status: closedAt ? 'Closed' : 'Active',
          commerceState: 'active',
          source: 'internal',
          billingProfileId: null,
          streamingIdentityId,
          startedAt: standing === 'trial' ? day(-30) : day(-300),
          endsAt: closedAt,
          cancelledAt: closedAt,
          createdAt: day(-300),
          updatedAt: day(-30),
        });
        await tx
          .insert(subscriptionPhases)
          .values(phaseRows(subscriptionId, standing, planCode, now));
      }
      for (const [index, endedDaysAgo] of (account.streamingTrialsEndedDaysAgo ?? []).entries()) {
        const subscriptionId = `sub_seed_onb_${account.accountNumber}_streaming_trial_${index}`;
        const startsAt = day(-endedDaysAgo - 90);
        const endsAt = day(-endedDaysAgo);
        await tx.insert(subscriptions).values({
          id: subscriptionId,
          accountNumber: account.accountNumber,
          radioId: null,
          planCode: 'US_STREAM_PLAT_3MOFREE_MO',
          packageId: 'SXM_STREAMING_PLATINUM',
          serviceType: 'streaming',
          status: 'Closed',
          commerceState: 'active',
          source: 'internal',
          billingProfileId: null,
          streamingIdentityId: null,
          startedAt: startsAt,
          endsAt,
          cancelledAt: endsAt,
          createdAt: startsAt,
          updatedAt: endsAt,
        });
        await tx.insert(subscriptionPhases).values({
          id: `${subscriptionId}_p0`,
          subscriptionId,
          position: 0,
          phase: 'trial',
          planType: 'TRIAL',
          startsAt,
          endsAt,
          termMonths: 3,
          priceMinor: 0,
          currency: 'USD',
          isPrepaid: false,
          offerId: 'US_STREAM_PLAT_3MOFREE_MO',
        });
      }
    }
    await tx.insert(freeListenPromos).values([
      {
        code: FREE_LISTEN_DEMO_CODES.us,
        country: 'us',
        planCode: 'US_STREAM_PLAT_MO',
        days: 30,
        startsAt: day(-30),
        endsAt: null,
      },
      {
        code: FREE_LISTEN_DEMO_CODES.ca,
        country: 'ca',
        planCode: 'CA_STREAM_PLAT_MO',
        days: 30,
        startsAt: day(-30),
        endsAt: null,
      },
      {
        code: FREE_LISTEN_DEMO_CODES.ended,
        country: 'us',
        planCode: 'US_STREAM_PLAT_MO',
        days: 30,
        startsAt: day(-120),
        endsAt: day(-30),
      },
    ]);
    const prospect = DEMO_STREAMING_PROSPECT;
    await tx.insert(identities).values({
      id: prospect.identityId,
      state: 'STREAMING',
      handle: prospect.email,
      handleKey: prospect.email,
      emailAddress: prospect.email,
      emailKey: prospect.email,
      emailVerifiedAt: null,
      phoneNumber: null,
      phoneVerifiedAt: null,
      firstName: null,
      lastName: null,
      language: 'en-US',
      country: 'us',
      accountNumber: null,
      privacyAgreements: [],
      createdAt: day(-1),
      updatedAt: day(-1),
    });
    await tx.insert(streamingProspectTrials).values({
      identityId: prospect.identityId,
      promoCode: FREE_LISTEN_DEMO_CODES.us,
      planCode: 'US_STREAM_PLAT_MO',
      startsAt: day(-1),
      endsAt: day(29),
      createdAt: day(-1),
    });
    return `${ONBOARDING_DEMO_ACCOUNTS.length} onboarding accounts (10000091–10000101), 3 free-listen codes, 1 streaming prospect`;
  },
};
