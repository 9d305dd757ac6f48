import {
  type Address,
  addMonths,
  type Locale,
  TRIAL_PLAN_CODES,
  type VehicleLifecycleState,
} from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { radios, subscriptionPhases, subscriptions } from '../schema/index.ts';
import { seedDemoCardHolder } from './demo-card-holder.ts';
import type { SeedPart } from './seed-part.ts';
import {
  caAddress,
  insertOffer,
  insertRadio,
  insertSale,
  usAddress,
  vin,
} from './trial-activation-radios.ts';

type Tx = Parameters<SeedPart['run']>[0];
const DAY_MS = 86_400_000;
const days = (now: Date, count: number) => new Date(now.getTime() + count * DAY_MS);

/** The password of every vehicle-orchestration demo owner (docs/demo-data.md). */
export const ORCHESTRATION_DEMO_PASSWORD = 'Dash-Pilot-73';

/** One demo vehicle in each lifecycle state (docs/demo-data.md, "Vehicle orchestration"). */
export type OrchestrationDemoVehicle = {
  radioId: string;
  vin: string;
  year: number;
  make: string;
  model: string;
  lifecycleState: VehicleLifecycleState;
  /** The owner who signs in, for a vehicle on an account. */
  owner?: {
    identityId: string;
    handle: string;
    accountNumber: string;
    firstName: string;
    lastName: string;
    language: Locale;
    address: Address;
  };
};

const owner = (
  key: string,
  accountNumber: string,
  firstName: string,
  lastName: string,
  address: Address,
  language: Locale = 'en-US',
) => ({
  identityId: `idn_seed_orch_${key}`,
  handle: `orch.${key}@orbitradio.test`,
  accountNumber,
  firstName,
  lastName,
  language,
  address,
});

export const ORCHESTRATION_DEMO_VEHICLES = {
  trialEligible: {
    radioId: 'ORBW0071',
    vin: vin('4WBVHXRBT0000071'),
    year: 2026,
    make: 'Toyota',
    model: 'Camry',
    lifecycleState: 'TRIAL_ELIGIBLE',
  },
  trialNotClaimed: {
    radioId: 'ORBW0072',
    vin: vin('4WBVHXRBT0000072'),
    year: 2026,
    make: 'Honda',
    model: 'CR-V',
    lifecycleState: 'TRIAL_NOT_CLAIMED',
  },
  trialClaimed: {
    radioId: 'ORBW0073',
    vin: vin('4WBVHXRBT0000073'),
    year: 2026,
    make: 'Toyota',
    model: 'RAV4',
    lifecycleState: 'TRIAL_CLAIMED',
    owner: owner(
      'claimed',
      '10000073',
      'Wren',
      'Alvarez',
      usAddress('500 Boylston St', 'Boston', 'MA', '02116'),
    ),
  },
  trialWithFollowOn: {
    radioId: 'ORBW0074',
    vin: vin('4WBVHXRBT0000074'),
    year: 2025,
    make: 'Subaru',
    model: 'Outback',
    lifecycleState: 'TRIAL_WITH_FOLLOW_ON',
    owner: owner(
      'followon',
      '10000074',
      'Dana',
      'Whitfield',
      usAddress('233 S Wacker Dr', 'Chicago', 'IL', '60606'),
    ),
  },
  selfPay: {
    radioId: 'ORBW0075',
    vin: vin('4WBVHXRBT0000075'),
    year: 2024,
    make: 'Ford',
    model: 'F-150',
    lifecycleState: 'SELF_PAY',
    owner: owner(
      'selfpay',
      '10000075',
      'Marcus',
      'Bell',
      usAddress('1 Main St', 'Houston', 'TX', '77002'),
    ),
  },
  inactive: {
    radioId: 'ORBW0076',
    vin: vin('4WBVHXRBT0000076'),
    year: 2023,
    make: 'Mazda',
    model: 'CX-5',
    lifecycleState: 'INACTIVE',
    owner: owner(
      'inactive',
      '10000076',
      'Priya',
      'Nair',
      usAddress('700 2nd Ave', 'Seattle', 'WA', '98104'),
    ),
  },
  quebecClaimed: {
    radioId: 'ORBW0077',
    vin: vin('4WBVHXRBT0000077'),
    year: 2026,
    make: 'Hyundai',
    model: 'Kona',
    lifecycleState: 'TRIAL_CLAIMED',
    owner: owner(
      'quebec',
      '10000077',
      'Élodie',
      'Gagnon',
      caAddress('1000 rue De La Gauchetière O', 'Montréal', 'QC', 'H3B 4W5'),
      'fr-CA',
    ),
  },
} as const satisfies Record<string, OrchestrationDemoVehicle>;

type Phase = { phase: 'trial' | 'fullPrice'; startsAt: Date; endsAt: Date | null; months: number };

/** A satellite subscription on the radio with its phases: a trial, maybe a paid plan after it. */
async function insertPlan(
  tx: Tx,
  vehicle: OrchestrationDemoVehicle & { owner: NonNullable<OrchestrationDemoVehicle['owner']> },
  plan: { planCode: string; status: 'Active' | 'Closed'; profileId: string; phases: Phase[] },
): Promise<string> {
  const id = `sub_seed_orch_${vehicle.radioId.toLowerCase()}`;
  const first = plan.phases[0];
  const last = plan.phases.at(-1);
  if (!first || !last) throw new Error(`demo plan of ${vehicle.radioId} has no phase`);
  const canadian = vehicle.owner.address.country === 'CA';
  await tx.insert(subscriptions).values({
    id,
    accountNumber: vehicle.owner.accountNumber,
    radioId: vehicle.radioId,
    planCode: plan.planCode,
    packageId: 'SXM_ALL_ACCESS',
    serviceType: 'satellite',
    status: plan.status,
    commerceState: 'active',
    source: first.phase === 'trial' ? 'oem-trial' : 'internal',
    billingProfileId: plan.profileId,
    streamingIdentityId: null,
    startedAt: first.startsAt,
    endsAt: plan.status === 'Closed' ? last.endsAt : null,
    cancelledAt: null,
    createdAt: first.startsAt,
    updatedAt: first.startsAt,
  });
  await tx.insert(subscriptionPhases).values(
    plan.phases.map((phase, position) => ({
      id: `${id}_phase_${position + 1}`,
      subscriptionId: id,
      position,
      phase: phase.phase,
      planType: phase.phase === 'trial' ? 'TRIAL' : 'SELF_PAY',
      startsAt: phase.startsAt,
      endsAt: phase.endsAt,
      termMonths: phase.months,
      priceMinor: phase.phase === 'trial' ? 0 : 1899,
      currency: canadian ? 'CAD' : 'USD',
      isPrepaid: false,
      offerId: phase.phase === 'trial' ? plan.planCode : canadian ? 'CA_SAT_AA_MO' : 'US_SAT_AA_MO',
    })),
  );
  return id;
}

async function seedOwnedVehicle(
  tx: Tx,
  vehicle: OrchestrationDemoVehicle & { owner: NonNullable<OrchestrationDemoVehicle['owner']> },
  now: Date,
): Promise<string> {
  const { owner: person } = vehicle;
  const canadian = person.address.country === 'CA';
  const { profileId } = await seedDemoCardHolder(
    tx,
    {
      identityId: person.identityId,
      handle: person.handle,
      password: ORCHESTRATION_DEMO_PASSWORD,
      firstName: person.firstName,
      lastName: person.lastName,
      phone: null,
      language: person.language,
      country: canadian ? 'ca' : 'us',
      currency: canadian ? 'CAD' : 'USD',
      accountNumber: person.accountNumber,
      serviceAddress: person.address,
      card: {
        token: `ctok_seed_orch_${person.accountNumber}_visa`,
        brand: 'visa',
        last4: `42${person.accountNumber.slice(-2)}`,
      },
    },
    days(now, -400),
  );
  await insertRadio(tx, { ...vehicle, accountNumber: person.accountNumber }, now);
  return profileId;
}

/**
 * The vehicle orchestration demo (ADR 054): a car in each lifecycle state, with make, model, year
 * and VIN, for client-orchestration/v1 and auto-profile creation; the owners of those on an
 * account sign in (password ORCHESTRATION_DEMO_PASSWORD). Dates follow the seed's clock, so the
 * trials keep running and the offers stay claimable.
 */
export const demoVehicleOrchestration: SeedPart = {
  name: 'vehicle-orchestration',
  async run(tx, { now }) {
    const V = ORCHESTRATION_DEMO_VEHICLES;
    const us = TRIAL_PLAN_CODES.us.OEM;

    await insertRadio(tx, V.trialEligible, now);
    await insertOffer(
      tx,
      V.trialEligible.radioId,
      {
        program: 'OEM',
        market: 'us',
        claimableUntil: days(now, 180),
        saleId: await insertSale(
          tx,
          V.trialEligible.radioId,
          {
            firstName: 'Theo',
            lastName: 'Marchetti',
            email: 'theo.marchetti@orbitradio.test',
            phone: '6175550171',
            address: usAddress('1 Beacon St', 'Boston', 'MA', '02108'),
            vin: V.trialEligible.vin,
          },
          days(now, -2),
        ),
      },
      now,
    );

    const soldOn = days(now, -20);
    await insertRadio(tx, { ...V.trialNotClaimed, oemBranding: 'HONDA' }, now);
    await insertOffer(
      tx,
      V.trialNotClaimed.radioId,
      {
        program: 'OEM',
        market: 'us',
        claimableUntil: days(now, 160),
        startedAt: soldOn,
        saleId: await insertSale(
          tx,
          V.trialNotClaimed.radioId,
          {
            firstName: 'Iris',
            lastName: 'Delgado',
            email: 'iris.delgado@orbitradio.test',
            phone: '3055550172',
            address: usAddress('100 Biscayne Blvd', 'Miami', 'FL', '33132'),
            vin: V.trialNotClaimed.vin,
          },
          soldOn,
        ),
      },
      now,
    );

    for (const claimed of [V.trialClaimed, V.quebecClaimed]) {
      const profileId = await seedOwnedVehicle(tx, claimed, now);
      const market = claimed.owner.address.country === 'CA' ? 'ca' : 'us';
      const start = days(now, -30);
      const months = market === 'ca' ? 6 : 12;
      const subscriptionId = await insertPlan(tx, claimed, {
        planCode: TRIAL_PLAN_CODES[market].OEM,
        status: 'Active',
        profileId,
        phases: [{ phase: 'trial', startsAt: start, endsAt: addMonths(start, months), months }],
      });
      await insertOffer(
        tx,
        claimed.radioId,
        {
          program: 'OEM',
          market,
          claimableUntil: days(now, 150),
          claimed: { at: start, subscriptionId, accountNumber: claimed.owner.accountNumber },
        },
        now,
      );
    }

    const followOnProfile = await seedOwnedVehicle(tx, V.trialWithFollowOn, now);
    const followOnStart = days(now, -60);
    const followOnEnd = addMonths(followOnStart, 3);
    await insertPlan(tx, V.trialWithFollowOn, {
      planCode: TRIAL_PLAN_CODES.us.SLTC_SERVICE_LANE,
      status: 'Active',
      profileId: followOnProfile,
      phases: [
        { phase: 'trial', startsAt: followOnStart, endsAt: followOnEnd, months: 3 },
        { phase: 'fullPrice', startsAt: followOnEnd, endsAt: null, months: 1 },
      ],
    });

    const selfPayProfile = await seedOwnedVehicle(tx, V.selfPay, now);
    // A radio the ATLAS billing system knows (spec 001 §3 deviceSource).
    await tx
      .update(radios)
      .set({ deviceSource: 'ATLAS' })
      .where(eq(radios.radioId, V.selfPay.radioId));
    await insertPlan(tx, V.selfPay, {
      planCode: 'US_SAT_AA_MO',
      status: 'Active',
      profileId: selfPayProfile,
      phases: [{ phase: 'fullPrice', startsAt: days(now, -200), endsAt: null, months: 1 }],
    });

    const inactiveProfile = await seedOwnedVehicle(tx, V.inactive, now);
    const inactiveStart = addMonths(days(now, -35), -12);
    await insertPlan(tx, V.inactive, {
      planCode: us,
      status: 'Closed',
      profileId: inactiveProfile,
      phases: [
        {
          phase: 'trial',
          startsAt: inactiveStart,
          endsAt: addMonths(inactiveStart, 12),
          months: 12,
        },
      ],
    });

    return `vehicle orchestration: ${Object.keys(V).length} vehicles ORBW0071–ORBW0077, accounts 10000073–10000077`;
  },
};
