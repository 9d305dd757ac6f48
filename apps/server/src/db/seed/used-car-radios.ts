import { type Address, addMonths, TRIAL_PLAN_CODES } from '@orbit/domain';
import {
  radios,
  subscriberAccounts,
  subscriptionPhases,
  subscriptions,
  vehicleSales,
  vehicleTrials,
} from '../schema/index.ts';
import type { SeedPart } from './seed-part.ts';

type Tx = Parameters<SeedPart['run']>[0];
const DAY_MS = 86_400_000;

/** The past owner of a radio, whose name and zip the RFLZ form must match for 112 and 113. */
export const USED_CAR_PAST_OWNER = {
  firstName: 'Casey',
  lastName: 'Morgan',
  zip: '30301',
} as const;

/**
 * The used-car eligibility check's demo radios (docs/demo-data.md "Used-car trials"): one per
 * answer code, and radios that may take the RTP trial in each market. Radio ids start with UC
 * (`UC000` + the code), VINs carry a valid check digit. Dates follow the seed clock.
 */
export const USED_CAR_RADIOS = {
  noOemBranding: 'UC000101',
  /** A VIN whose record of sale has no radio (103). */
  vinWithoutRadio: '1UCSALE03UC000103',
  /** Well formed, never seeded (106). */
  unknown: 'UC000106',
  selfPay: 'UC000107',
  oemTrial: 'UC000109',
  trialWithFollowOn: 'UC000110',
  usedCarTrial: 'UC000111',
  expiredTrial: 'UC000112',
  recentlyServed: 'UC000113',
  demoCar: 'UC000114',
  notAudioCapable: 'UC005035',
  /** Eligible, US: never served, sold used; the first also has a VIN. */
  eligibleUs: ['UC000200', 'UC000202', 'UC000204'],
  eligibleUsVin: '1UCSALE01UC000200',
  /** Eligible, US: served long ago (over 12 months) by the past owner. */
  servedLongAgo: 'UC000206',
  /** Eligible, Canada: never served, sold used. */
  eligibleCa: ['UC000201', 'UC000203'],
} as const;

const address = (country: 'US' | 'CA', zip: string, state: string): Address =>
  country === 'US'
    ? { addressLine1: '12 Peachtree St', city: 'Atlanta', state, zip, country }
    : { addressLine1: '40 Rue Sainte-Catherine', city: 'Montréal', state, zip, country };

type Subscription = {
  radioId: string;
  status: 'Active' | 'Closed';
  planCode: string;
  phases: { planType: string; from: Date; to: Date | null; priceMinor: number }[];
};

async function account(tx: Tx, accountNumber: string, at: Date): Promise<void> {
  await tx.insert(subscriberAccounts).values({
    accountNumber,
    country: 'us',
    firstName: USED_CAR_PAST_OWNER.firstName,
    lastName: USED_CAR_PAST_OWNER.lastName,
    email: null,
    emailKey: null,
    phone: null,
    serviceAddress: address('US', USED_CAR_PAST_OWNER.zip, 'GA'),
    billingAddress: null,
    language: 'en-US',
    ownerIdentityId: null,
    createdAt: at,
    updatedAt: at,
  });
}

async function subscription(tx: Tx, seed: Subscription, accountNumber: string): Promise<string> {
  const id = `sub_seed_used_car_${seed.radioId}`;
  const first = seed.phases[0]?.from ?? new Date(0);
  const last = seed.phases.at(-1)?.to ?? null;
  await tx.insert(subscriptions).values({
    id,
    accountNumber,
    radioId: seed.radioId,
    planCode: seed.planCode,
    packageId: 'SXM_ALL_ACCESS',
    serviceType: 'satellite',
    status: seed.status,
    commerceState: 'active',
    source: 'internal',
    billingProfileId: null,
    streamingIdentityId: null,
    startedAt: first,
    endsAt: seed.status === 'Closed' ? last : null,
    cancelledAt: seed.status === 'Closed' ? last : null,
    createdAt: first,
    updatedAt: first,
  });
  await tx.insert(subscriptionPhases).values(
    seed.phases.map((phase, position) => ({
      id: `${id}_phase_${position + 1}`,
      subscriptionId: id,
      position,
      phase: phase.planType.startsWith('TRIAL') ? ('trial' as const) : ('fullPrice' as const),
      planType: phase.planType,
      startsAt: phase.from,
      endsAt: phase.to,
      termMonths: 1,
      priceMinor: phase.priceMinor,
      currency: 'USD',
      isPrepaid: false,
      offerId: seed.planCode,
    })),
  );
  return id;
}

export const demoUsedCarRadios: SeedPart = {
  name: 'used-car-radios',
  async run(tx, { now }) {
    const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
    const at = ago(400);
    const radio = (radioId: string, over: Partial<typeof radios.$inferInsert> = {}) => ({
      radioId,
      accountNumber: null,
      deviceType: 'car',
      vin: null,
      licensePlate: null,
      plateState: null,
      make: 'Lumen',
      model: 'Arc',
      year: 2021,
      nickname: null,
      oemBranding: 'LUMEN',
      createdAt: at,
      ...over,
    });
    const R = USED_CAR_RADIOS;
    const served = [R.selfPay, R.oemTrial, R.trialWithFollowOn, R.usedCarTrial, R.expiredTrial];
    const accountOf = (radioId: string) => `7101${radioId.slice(-4)}`;
    for (const radioId of [...served, R.recentlyServed, R.servedLongAgo]) {
      await account(tx, accountOf(radioId), at);
    }
    await tx.insert(radios).values([
      radio(R.noOemBranding, { oemBranding: null }),
      radio(R.demoCar, { isDemo: true }),
      radio(R.notAudioCapable, {
        audioCapable: false,
        deviceType: 'radio',
        make: null,
        model: null,
      }),
      ...[...served, R.recentlyServed, R.servedLongAgo].map((radioId) =>
        radio(radioId, { accountNumber: accountOf(radioId) }),
      ),
      ...R.eligibleUs.map((radioId) =>
        radio(radioId, radioId === 'UC000200' ? { vin: R.eligibleUsVin } : {}),
      ),
      ...R.eligibleCa.map((radioId) => radio(radioId, { make: 'Lumen', model: 'Comet' })),
    ]);
    const trialStart = ago(30);
    await subscription(
      tx,
      {
        radioId: R.selfPay,
        status: 'Active',
        planCode: 'US_SAT_AA_MO',
        phases: [{ planType: 'SELF_PAY', from: ago(200), to: null, priceMinor: 2299 }],
      },
      accountOf(R.selfPay),
    );
    const oemTrial = await subscription(
      tx,
      {
        radioId: R.oemTrial,
        status: 'Active',
        planCode: TRIAL_PLAN_CODES.us.OEM,
        phases: [
          { planType: 'TRIAL', from: trialStart, to: addMonths(trialStart, 12), priceMinor: 0 },
        ],
      },
      accountOf(R.oemTrial),
    );
    await subscription(
      tx,
      {
        radioId: R.trialWithFollowOn,
        status: 'Active',
        planCode: TRIAL_PLAN_CODES.us.OEM,
        phases: [
          { planType: 'TRIAL', from: trialStart, to: addMonths(trialStart, 12), priceMinor: 0 },
          { planType: 'SELF_PAY', from: addMonths(trialStart, 12), to: null, priceMinor: 2299 },
        ],
      },
      accountOf(R.trialWithFollowOn),
    );
    const usedCarTrial = await subscription(
      tx,
      {
        radioId: R.usedCarTrial,
        status: 'Active',
        planCode: TRIAL_PLAN_CODES.us.SLTC_USED_CAR,
        phases: [
          { planType: 'TRIAL', from: trialStart, to: addMonths(trialStart, 3), priceMinor: 0 },
        ],
      },
      accountOf(R.usedCarTrial),
    );
    await subscription(
      tx,
      {
        radioId: R.expiredTrial,
        status: 'Closed',
        planCode: TRIAL_PLAN_CODES.us.OEM,
        phases: [{ planType: 'TRIAL', from: ago(425), to: ago(60), priceMinor: 0 }],
      },
      accountOf(R.expiredTrial),
    );
    await subscription(
      tx,
      {
        radioId: R.recentlyServed,
        status: 'Closed',
        planCode: 'US_SAT_AA_MO',
        phases: [{ planType: 'SELF_PAY', from: ago(390), to: ago(90), priceMinor: 2299 }],
      },
      accountOf(R.recentlyServed),
    );
    await subscription(
      tx,
      {
        radioId: R.servedLongAgo,
        status: 'Closed',
        planCode: 'US_SAT_AA_MO',
        phases: [{ planType: 'SELF_PAY', from: ago(900), to: ago(400), priceMinor: 2299 }],
      },
      accountOf(R.servedLongAgo),
    );
    const claimed = (
      radioId: string,
      program: string,
      planCode: string,
      subscriptionId: string,
    ) => ({
      id: `vtr_seed_${radioId}`,
      radioId,
      program,
      planCode,
      claimableUntil: trialStart,
      claimedAt: trialStart,
      claimedSubscriptionId: subscriptionId,
      claimedAccountNumber: accountOf(radioId),
      createdAt: ago(40),
    });
    await tx
      .insert(vehicleTrials)
      .values([
        claimed(R.oemTrial, 'OEM', TRIAL_PLAN_CODES.us.OEM, oemTrial),
        claimed(R.usedCarTrial, 'SLTC_USED_CAR', TRIAL_PLAN_CODES.us.SLTC_USED_CAR, usedCarTrial),
      ]);
    const sale = (id: string, vin: string, radioId: string | null, country: 'US' | 'CA') => ({
      id: `sale_seed_${id}`,
      vin,
      radioId,
      saleType: 'used',
      corpId: null,
      buyerFirstName: country === 'US' ? 'Jamie' : 'Camille',
      buyerLastName: country === 'US' ? 'Rivera' : 'Tremblay',
      buyerEmail: null,
      buyerEmailKey: null,
      buyerPhone: null,
      buyerAddress:
        country === 'US' ? address('US', '30301', 'GA') : address('CA', 'H2X 1K4', 'QC'),
      soldAt: ago(10),
      createdAt: ago(10),
    });
    await tx
      .insert(vehicleSales)
      .values([
        sale('UC000103', R.vinWithoutRadio, null, 'US'),
        sale('UC000200', R.eligibleUsVin, 'UC000200', 'US'),
        sale('UC000202', '1UCSALE05UC000202', 'UC000202', 'US'),
        sale('UC000201', '1UCSALE03UC000201', 'UC000201', 'CA'),
      ]);
    return `${Object.keys(R).length} used-car demo radios (UC…), codes 101–5035 and RTP-eligible radios`;
  },
};
