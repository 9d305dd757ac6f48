import type { Address } from '@orbit/domain';
import { radios, subscriptionPhases, subscriptions } from '../schema/index.ts';
import { seedDemoCardHolder } from './demo-card-holder.ts';
import type { SeedPart } from './seed-part.ts';

const SEEDED_AT = new Date('2026-01-15T12:00:00Z');

/**
 * Two sign-ins whose plans the cancel flow's browser tests cancel and keep (docs/demo-data.md):
 * a streaming plan and a satellite plan, each on its own account with a card on file, bought long
 * ago and renewing monthly (so a cancellation takes effect at the end of the month paid for).
 * No other browser test uses them: cancelling one changes nothing another test reads.
 */
export const DEMO_CANCELLATION_ACCOUNTS = {
  streaming: {
    identityId: 'idn_seed_cancel_streaming',
    handle: 'cancel.streaming@orbitradio.test',
    password: 'Quasar-Drift-31',
    firstName: 'Robin',
    lastName: 'Avery',
    accountNumber: '10000021',
    subscriptionId: 'sub_seed_cancel_streaming',
    planCode: 'US_STREAM_PLAT_MO',
    packageId: 'SXM_STREAMING_PLATINUM',
    serviceType: 'streaming',
    radioId: null,
    /** Streaming Platinum, Monthly: $14.99. */
    priceMinor: 1499,
    startedAt: new Date('2025-06-10T00:00:00Z'),
    serviceAddress: address('55 Water St', 'Brooklyn', 'NY', '11201'),
    card: { token: 'ctok_seed_cancel_streaming_4242', last4: '4242' },
  },
  satellite: {
    identityId: 'idn_seed_cancel_satellite',
    handle: 'cancel.satellite@orbitradio.test',
    password: 'Pulsar-Glow-64',
    firstName: 'Dana',
    lastName: 'Whitfield',
    accountNumber: '10000022',
    subscriptionId: 'sub_seed_cancel_satellite',
    planCode: 'US_SAT_AA_MO',
    packageId: 'SXM_ALL_ACCESS',
    serviceType: 'satellite',
    radioId: 'ORBK0022',
    /** All Access, Monthly: $22.99. */
    priceMinor: 2299,
    startedAt: new Date('2025-03-05T00:00:00Z'),
    serviceAddress: address('900 Lake Shore Dr', 'Chicago', 'IL', '60611'),
    card: { token: 'ctok_seed_cancel_satellite_5454', last4: '5454' },
  },
} as const;

function address(addressLine1: string, city: string, state: string, zip: string): Address {
  return { addressLine1, city, state, zip, country: 'US' };
}

type Demo = (typeof DEMO_CANCELLATION_ACCOUNTS)[keyof typeof DEMO_CANCELLATION_ACCOUNTS];

async function seedOne(tx: Parameters<SeedPart['run']>[0], demo: Demo): Promise<void> {
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
  if (demo.radioId) {
    await tx.insert(radios).values({
      radioId: demo.radioId,
      accountNumber: demo.accountNumber,
      deviceType: 'radio',
      vin: null,
      licensePlate: null,
      plateState: null,
      make: null,
      model: null,
      year: null,
      nickname: 'Truck radio',
      createdAt: SEEDED_AT,
    });
  }
  await tx.insert(subscriptions).values({
    id: demo.subscriptionId,
    accountNumber: demo.accountNumber,
    radioId: demo.radioId,
    planCode: demo.planCode,
    packageId: demo.packageId,
    serviceType: demo.serviceType,
    status: 'Active',
    commerceState: 'active',
    source: 'internal',
    billingProfileId: profileId,
    streamingIdentityId: demo.serviceType === 'streaming' ? demo.identityId : null,
    startedAt: demo.startedAt,
    endsAt: null,
    cancelledAt: null,
    createdAt: demo.startedAt,
    updatedAt: demo.startedAt,
  });
  await tx.insert(subscriptionPhases).values({
    id: `${demo.subscriptionId}_phase_1`,
    subscriptionId: demo.subscriptionId,
    position: 0,
    phase: 'fullPrice',
    planType: 'SELF_PAY',
    startsAt: demo.startedAt,
    endsAt: null,
    termMonths: 1,
    priceMinor: demo.priceMinor,
    currency: 'USD',
    isPrepaid: false,
    offerId: demo.planCode,
  });
}

export const demoCancellationAccounts: SeedPart = {
  name: 'cancellation-accounts',
  async run(tx) {
    const demos = Object.values(DEMO_CANCELLATION_ACCOUNTS);
    for (const demo of demos) await seedOne(tx, demo);
    // Logged: handles and account numbers only; docs/demo-data.md has the passwords.
    return `${demos.length} cancellable plans (${demos
      .map((demo) => `${demo.handle} on ${demo.accountNumber}`)
      .join(', ')})`;
  },
};
