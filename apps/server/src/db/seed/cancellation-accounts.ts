import { hash } from '@node-rs/argon2';
import type { Address } from '@orbit/domain';
import { ARGON2ID_STANDARD } from '../../modules/identity/index.ts';
import {
  billingProfiles,
  identities,
  passwordCredentials,
  paymentMethods,
  radios,
  sandboxGatewayCards,
  subscriberAccounts,
  subscriptionPhases,
  subscriptions,
} from '../schema/index.ts';
import type { SeedPart } from './seed-part.ts';

const SEEDED_AT = new Date('2026-01-15T12:00:00Z');
const FIXED_SALT = new TextEncoder().encode('orbit-demo-salt!');

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
    firstName: 'Sam',
    lastName: 'Okafor',
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
  const profileId = `bp_seed_${demo.accountNumber}`;
  const methodId = `pm_seed_${demo.accountNumber}_card`;
  await tx.insert(identities).values({
    id: demo.identityId,
    state: 'ACCOUNT',
    handle: demo.handle,
    handleKey: demo.handle,
    emailAddress: demo.handle,
    emailKey: demo.handle,
    emailVerifiedAt: SEEDED_AT,
    phoneNumber: null,
    phoneVerifiedAt: null,
    firstName: demo.firstName,
    lastName: demo.lastName,
    language: 'en-US',
    country: 'us',
    accountNumber: demo.accountNumber,
    privacyAgreements: [],
    createdAt: SEEDED_AT,
    updatedAt: SEEDED_AT,
  });
  await tx.insert(passwordCredentials).values({
    identityId: demo.identityId,
    passwordHash: await hash(demo.password, { ...ARGON2ID_STANDARD, salt: FIXED_SALT }),
    createdAt: SEEDED_AT,
    updatedAt: SEEDED_AT,
  });
  await tx.insert(subscriberAccounts).values({
    accountNumber: demo.accountNumber,
    country: 'us',
    firstName: demo.firstName,
    lastName: demo.lastName,
    email: demo.handle,
    emailKey: demo.handle,
    phone: null,
    serviceAddress: demo.serviceAddress,
    billingAddress: demo.serviceAddress,
    language: 'en-US',
    ownerIdentityId: demo.identityId,
    createdAt: SEEDED_AT,
    updatedAt: SEEDED_AT,
  });
  await tx.insert(billingProfiles).values({
    id: profileId,
    accountNumber: demo.accountNumber,
    firstName: demo.firstName,
    lastName: demo.lastName,
    serviceAddress: demo.serviceAddress,
    currency: 'USD',
    defaultPaymentMethodId: methodId,
    status: 'open',
    createdAt: SEEDED_AT,
    updatedAt: SEEDED_AT,
  });
  await tx.insert(paymentMethods).values({
    id: methodId,
    billingProfileId: profileId,
    gateway: 'sandbox',
    gatewayToken: demo.card.token,
    brand: 'visa',
    last4: demo.card.last4,
    expiryMonth: 12,
    expiryYear: 2031,
    nameOnCard: `${demo.firstName} ${demo.lastName}`,
    billingAddress: demo.serviceAddress,
    status: 'active',
    createdAt: SEEDED_AT,
    removedAt: null,
  });
  // The sandbox gateway's side of the card; the fingerprint is a fixed stand-in (no number typed).
  await tx.insert(sandboxGatewayCards).values({
    token: demo.card.token,
    brand: 'visa',
    last4: demo.card.last4,
    expiryMonth: 12,
    expiryYear: 2031,
    outcome: 'succeeds',
    fingerprint: `seed-fingerprint-${demo.accountNumber}`,
    createdAt: SEEDED_AT,
  });
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
