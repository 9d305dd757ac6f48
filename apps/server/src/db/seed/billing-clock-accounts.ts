import { type Address, addMonths } from '@orbit/domain';
import { radios, subscriptionPhases, subscriptions } from '../schema/index.ts';
import { seedDemoCardHolder } from './demo-card-holder.ts';
import { seedDemoStaffLogin } from './demo-staff-login.ts';
import type { SeedPart } from './seed-part.ts';

const DAY_MS = 86_400_000;

/** The login that watches the scheduler (`scheduler/status`, role OPERATOR; ADR 074). */
export const DEMO_OPERATOR = {
  identityId: 'idn_seed_operator',
  handle: 'operator@orbitradio.test',
  password: 'Orbit-Watch-42',
} as const;

type ClockPhase = {
  phase: 'trial' | 'promo' | 'fullPrice';
  planType: string;
  /** Null: renews until cancelled. */
  months: number | null;
  termMonths: number;
  priceMinor: number;
  isPrepaid: boolean;
};

const trial = (months: number): ClockPhase => ({
  phase: 'trial',
  planType: 'TRIAL',
  months,
  termMonths: months,
  priceMinor: 0,
  isPrepaid: false,
});
const fullPrice = (priceMinor: number): ClockPhase => ({
  phase: 'fullPrice',
  planType: 'SELF_PAY',
  months: null,
  termMonths: 1,
  priceMinor,
  isPrepaid: false,
});

/**
 * One demo account for each thing the subscription clock does in the coming weeks (ADR 074,
 * docs/demo-data.md): move the demo clock (`/dev/clock`, `npm run clock`) and watch it happen.
 * Dates are counted from when the seed runs: `startMonthsAgo` months before it plus
 * `startDaysLater` days is when the subscription began.
 */
export const DEMO_CLOCK_ACCOUNTS = {
  trialConverting: {
    identityId: 'idn_seed_clock_trial',
    handle: 'clock.trial@orbitradio.test',
    password: 'Comet-Tail-21',
    firstName: 'Jordan',
    lastName: 'Reyes',
    accountNumber: '10000221',
    radioId: 'ORBZ0221',
    subscriptionId: 'sub_seed_clock_trial',
    planCode: 'US_SAT_AA_TRIAL_12MO',
    packageId: 'SXM_ALL_ACCESS',
    /** A 12-month trial ending 5 days after the seed, then All Access at $22.99 a month. */
    startMonthsAgo: 12,
    startDaysLater: 5,
    phases: [trial(12), fullPrice(2299)],
    pendingCancellationInDays: null,
    card: { token: 'ctok_seed_clock_trial_4242', last4: '4242' },
  },
  trialEnding: {
    identityId: 'idn_seed_clock_trial_end',
    handle: 'clock.trialend@orbitradio.test',
    password: 'Comet-Dust-22',
    firstName: 'Casey',
    lastName: 'Lindqvist',
    accountNumber: '10000222',
    radioId: 'ORBZ0222',
    subscriptionId: 'sub_seed_clock_trial_end',
    planCode: 'US_SAT_AA_SLTC_3MO',
    packageId: 'SXM_ALL_ACCESS',
    /** A 3-month trial whose follow-on the customer declined: it ends 8 days after the seed. */
    startMonthsAgo: 3,
    startDaysLater: 8,
    phases: [trial(3)],
    pendingCancellationInDays: null,
    card: { token: 'ctok_seed_clock_trial_end_4343', last4: '4343' },
  },
  promoSteppingUp: {
    identityId: 'idn_seed_clock_promo',
    handle: 'clock.promo@orbitradio.test',
    password: 'Comet-Glow-23',
    firstName: 'Morgan',
    lastName: 'Achebe',
    accountNumber: '10000223',
    radioId: 'ORBZ0223',
    subscriptionId: 'sub_seed_clock_promo',
    planCode: 'US_SAT_AA_SAVE_6MO10_MO',
    packageId: 'SXM_ALL_ACCESS',
    /** $10 a month for 6 months, ending 10 days after the seed; then $22.99 a month. */
    startMonthsAgo: 6,
    startDaysLater: 10,
    phases: [
      {
        phase: 'promo',
        planType: 'PROMO_MCP',
        months: 6,
        termMonths: 1,
        priceMinor: 1000,
        isPrepaid: false,
      },
      fullPrice(2299),
    ],
    pendingCancellationInDays: null,
    card: { token: 'ctok_seed_clock_promo_4444', last4: '4444' },
  },
  pendingCancellation: {
    identityId: 'idn_seed_clock_cancel',
    handle: 'clock.cancel@orbitradio.test',
    password: 'Comet-Fade-24',
    firstName: 'Alex',
    lastName: 'Moreau',
    accountNumber: '10000224',
    radioId: 'ORBZ0224',
    subscriptionId: 'sub_seed_clock_cancel',
    planCode: 'US_SAT_PLAT_MO',
    packageId: 'SXM_PLATINUM',
    /** Platinum monthly since a year ago, cancelled: its service ends 12 days after the seed. */
    startMonthsAgo: 12,
    startDaysLater: 12,
    phases: [fullPrice(2499)],
    pendingCancellationInDays: 12,
    card: { token: 'ctok_seed_clock_cancel_4545', last4: '4545' },
  },
} as const;

type Demo = (typeof DEMO_CLOCK_ACCOUNTS)[keyof typeof DEMO_CLOCK_ACCOUNTS];

const SERVICE_ADDRESS: Address = {
  addressLine1: '21 Orbit Way',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  country: 'US',
};

async function seedOne(tx: Parameters<SeedPart['run']>[0], demo: Demo, now: Date) {
  const startedAt = new Date(
    addMonths(now, -demo.startMonthsAgo).getTime() + demo.startDaysLater * DAY_MS,
  );
  const { profileId } = await seedDemoCardHolder(
    tx,
    {
      ...demo,
      phone: null,
      language: 'en-US',
      country: 'us',
      currency: 'USD',
      serviceAddress: SERVICE_ADDRESS,
      card: { ...demo.card, brand: 'visa' },
    },
    startedAt,
  );
  await tx.insert(radios).values({
    radioId: demo.radioId,
    accountNumber: demo.accountNumber,
    deviceType: 'car',
    nickname: 'Car radio',
    createdAt: startedAt,
  });
  const endsAt =
    demo.pendingCancellationInDays === null
      ? null
      : new Date(now.getTime() + demo.pendingCancellationInDays * DAY_MS);
  await tx.insert(subscriptions).values({
    id: demo.subscriptionId,
    accountNumber: demo.accountNumber,
    radioId: demo.radioId,
    planCode: demo.planCode,
    packageId: demo.packageId,
    serviceType: 'satellite',
    status: 'Active',
    commerceState: endsAt ? 'pending_cancellation' : 'active',
    source: 'internal',
    billingProfileId: profileId,
    startedAt,
    endsAt,
    cancelledAt: endsAt ? new Date(now.getTime() - 2 * DAY_MS) : null,
    createdAt: startedAt,
    updatedAt: startedAt,
  });
  let startsAt = startedAt;
  const phases: (typeof subscriptionPhases.$inferInsert)[] = demo.phases.map((phase, position) => {
    const phaseEnd = phase.months === null ? null : addMonths(startsAt, phase.months);
    const row = {
      id: `${demo.subscriptionId}_phase_${position + 1}`,
      subscriptionId: demo.subscriptionId,
      position,
      phase: phase.phase,
      planType: phase.planType,
      startsAt,
      endsAt: phaseEnd,
      termMonths: phase.termMonths,
      priceMinor: phase.priceMinor,
      currency: 'USD',
      isPrepaid: phase.isPrepaid,
      offerId: demo.planCode,
    };
    if (phaseEnd) startsAt = phaseEnd;
    return row;
  });
  await tx.insert(subscriptionPhases).values(phases);
}

export const demoBillingClockAccounts: SeedPart = {
  name: 'billing-clock-accounts',
  async run(tx, { now }) {
    const operator = DEMO_OPERATOR;
    await seedDemoStaffLogin(
      tx,
      { ...operator, firstName: 'Sasha', lastName: 'Okonkwo', role: 'OPERATOR' },
      now,
    );
    const demos = Object.values(DEMO_CLOCK_ACCOUNTS);
    for (const demo of demos) await seedOne(tx, demo, now);
    // Logged: handles and account numbers only; docs/demo-data.md has the passwords.
    return `an operator (${operator.handle}), ${demos.length} accounts the clock moves (${demos
      .map((demo) => `${demo.handle} on ${demo.accountNumber}`)
      .join(', ')})`;
  },
};
