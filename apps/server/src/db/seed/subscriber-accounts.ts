import type { Address } from '@orbit/domain';
import {
  billingProfiles,
  paymentMethods,
  radios,
  sandboxGatewayCards,
  subscriberAccounts,
  subscriptionPhases,
  subscriptions,
} from '../schema/index.ts';
import { DEMO_IDENTITIES } from './identities.ts';
import type { SeedPart } from './seed-part.ts';

const SEEDED_AT = new Date('2026-01-15T12:00:00Z');
const at = (iso: string) => new Date(`${iso}T00:00:00Z`);

/**
 * Radios for find-your-radio (`POST /services/device/validate`), one per path of the checkout;
 * docs/demo-data.md tells what each shows.
 */
export const DEMO_RADIOS = {
  /** Never subscribed, no account: status `new`. */
  new: 'ORBN0001',
  /** Its subscription was cancelled: status `closed`, add-subscription. */
  closed: 'ORBC0002',
  /** A paid subscription running: `hasActiveSubscription` (the active-subscription page). */
  activePaid: 'ORBA0003',
  /** A car in a 12-month trial, found by VIN or plate too; owned by orbitowner1. */
  carInTrial: 'ORBT0004',
  /** A car in Quebec whose subscription was cancelled. */
  quebec: 'ORBQ0005',
} as const;

export const DEMO_VEHICLES = {
  carInTrial: { vin: '1LMNA2AR2RA000004', licensePlate: '8TRL456', plateState: 'CA' },
  quebec: { vin: '2LMNB3CM3RB000005', licensePlate: 'G45ORB', plateState: 'QC' },
} as const;

const address = (
  addressLine1: string,
  city: string,
  state: string,
  zip: string,
  country: 'US' | 'CA',
): Address => ({
  addressLine1,
  city,
  state,
  zip,
  country,
});

const account = (values: {
  accountNumber: string;
  country: 'us' | 'ca';
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  serviceAddress: Address;
  language: 'en-US' | 'en-CA' | 'fr-CA';
  ownerIdentityId: string | null;
}) => ({
  ...values,
  emailKey: values.email.toLowerCase(),
  billingAddress: values.serviceAddress,
  createdAt: SEEDED_AT,
  updatedAt: SEEDED_AT,
});

const ACCOUNTS = [
  account({
    accountNumber: '10000001',
    country: 'us',
    firstName: 'Jordan',
    lastName: 'Rivera',
    email: DEMO_IDENTITIES.accountHolder.emailAddress,
    phone: '5125550101',
    serviceAddress: address('100 Congress Ave', 'Austin', 'TX', '78701', 'US'),
    language: 'en-US',
    ownerIdentityId: DEMO_IDENTITIES.accountHolder.id,
  }),
  account({
    accountNumber: '10000002',
    country: 'us',
    firstName: 'Casey',
    lastName: 'Morgan',
    email: 'casey.morgan@orbitradio.test',
    phone: '3055550102',
    serviceAddress: address('200 Ocean Dr', 'Miami', 'FL', '33139', 'US'),
    language: 'en-US',
    ownerIdentityId: null,
  }),
  account({
    accountNumber: '10000003',
    country: 'us',
    firstName: 'Lee',
    lastName: 'Park',
    email: DEMO_IDENTITIES.listener.handle,
    phone: '2125550142',
    serviceAddress: address('300 Park Ave', 'New York', 'NY', '10022', 'US'),
    language: 'en-US',
    ownerIdentityId: null,
  }),
  account({
    accountNumber: '20000001',
    country: 'ca',
    firstName: 'Élise',
    lastName: 'Gagnon',
    email: DEMO_IDENTITIES.canadian.handle,
    phone: '5145550199',
    serviceAddress: address('400 rue Sainte-Catherine O', 'Montréal', 'QC', 'H3B 1A6', 'CA'),
    language: 'fr-CA',
    ownerIdentityId: DEMO_IDENTITIES.canadian.id,
  }),
];

const radio = (
  values: Partial<typeof radios.$inferInsert> & { radioId: string; deviceType: string },
) => ({
  accountNumber: null,
  vin: null,
  licensePlate: null,
  plateState: null,
  make: null,
  model: null,
  year: null,
  nickname: null,
  createdAt: SEEDED_AT,
  ...values,
});

const RADIOS = [
  radio({ radioId: DEMO_RADIOS.new, deviceType: 'radio' }),
  radio({
    radioId: DEMO_RADIOS.closed,
    deviceType: 'radio',
    accountNumber: '10000002',
    nickname: 'Boat radio',
  }),
  radio({
    radioId: DEMO_RADIOS.activePaid,
    deviceType: 'radio',
    accountNumber: '10000001',
    nickname: 'Kitchen radio',
  }),
  radio({
    radioId: DEMO_RADIOS.carInTrial,
    deviceType: 'car',
    accountNumber: '10000001',
    ...DEMO_VEHICLES.carInTrial,
    make: 'Lumen',
    model: 'Arc',
    year: 2024,
    nickname: "Jordan's car",
  }),
  radio({
    radioId: DEMO_RADIOS.quebec,
    deviceType: 'car',
    accountNumber: '20000001',
    ...DEMO_VEHICLES.quebec,
    make: 'Lumen',
    model: 'Comet',
    year: 2023,
  }),
];

type Phase = {
  phase: 'trial' | 'promo' | 'fullPrice';
  planType: string;
  startsAt: Date;
  endsAt: Date | null;
  termMonths: number;
  priceMinor: number;
};

type SubscriptionSeed = {
  id: string;
  accountNumber: string;
  radioId: string | null;
  planCode: string;
  packageId: string;
  serviceType: 'streaming' | 'satellite';
  status: 'Active' | 'Closed';
  currency: 'USD' | 'CAD';
  startedAt: Date;
  cancelledAt?: Date;
  streamingIdentityId?: string;
  phases: Phase[];
};

const SUBSCRIPTIONS: SubscriptionSeed[] = [
  {
    id: 'sub_seed_closed_0002',
    accountNumber: '10000002',
    radioId: DEMO_RADIOS.closed,
    planCode: 'US_SAT_AA_MO',
    packageId: 'SXM_ALL_ACCESS',
    serviceType: 'satellite',
    status: 'Closed',
    currency: 'USD',
    startedAt: at('2024-01-10'),
    cancelledAt: at('2025-08-10'),
    phases: [
      {
        phase: 'fullPrice',
        planType: 'SELF_PAY',
        startsAt: at('2024-01-10'),
        endsAt: at('2025-08-10'),
        termMonths: 1,
        priceMinor: 2299,
      },
    ],
  },
  {
    id: 'sub_seed_active_0003',
    accountNumber: '10000001',
    radioId: DEMO_RADIOS.activePaid,
    planCode: 'US_SAT_PLAT_MO',
    packageId: 'SXM_PLATINUM',
    serviceType: 'satellite',
    status: 'Active',
    currency: 'USD',
    startedAt: at('2025-05-01'),
    phases: [
      {
        phase: 'fullPrice',
        planType: 'SELF_PAY',
        startsAt: at('2025-05-01'),
        endsAt: null,
        termMonths: 1,
        priceMinor: 2499,
      },
    ],
  },
  {
    id: 'sub_seed_trial_0004',
    accountNumber: '10000001',
    radioId: DEMO_RADIOS.carInTrial,
    planCode: 'US_SAT_AA_TRIAL_12MO',
    packageId: 'SXM_ALL_ACCESS',
    serviceType: 'satellite',
    status: 'Active',
    currency: 'USD',
    startedAt: at('2026-01-20'),
    phases: [
      {
        phase: 'trial',
        planType: 'TRIAL',
        startsAt: at('2026-01-20'),
        endsAt: at('2027-01-20'),
        termMonths: 12,
        priceMinor: 0,
      },
      {
        phase: 'fullPrice',
        planType: 'SELF_PAY',
        startsAt: at('2027-01-20'),
        endsAt: null,
        termMonths: 1,
        priceMinor: 2299,
      },
    ],
  },
  {
    id: 'sub_seed_closed_0005',
    accountNumber: '20000001',
    radioId: DEMO_RADIOS.quebec,
    planCode: 'CA_SAT_AA_MO',
    packageId: 'SXM_ALL_ACCESS',
    serviceType: 'satellite',
    status: 'Closed',
    currency: 'CAD',
    startedAt: at('2024-03-01'),
    cancelledAt: at('2025-11-01'),
    phases: [
      {
        phase: 'fullPrice',
        planType: 'SELF_PAY',
        startsAt: at('2024-03-01'),
        endsAt: at('2025-11-01'),
        termMonths: 1,
        priceMinor: 2499,
      },
    ],
  },
  {
    id: 'sub_seed_streaming_0006',
    accountNumber: '10000003',
    radioId: null,
    planCode: 'US_STREAM_PLAT_MO',
    packageId: 'SXM_STREAMING_PLATINUM',
    serviceType: 'streaming',
    status: 'Active',
    currency: 'USD',
    startedAt: at('2025-09-15'),
    streamingIdentityId: DEMO_IDENTITIES.listener.id,
    phases: [
      {
        phase: 'fullPrice',
        planType: 'SELF_PAY',
        startsAt: at('2025-09-15'),
        endsAt: null,
        termMonths: 1,
        priceMinor: 1499,
      },
    ],
  },
];

/** orbitowner1's card: what find-your-radio shows its signed-in owner as the card on file. */
export const OWNER_CARD = {
  billingProfileId: 'bp_seed_10000001',
  paymentMethodId: 'pm_seed_10000001_visa',
  gatewayToken: 'ctok_seed_owner_visa_4242',
  brand: 'visa',
  last4: '4242',
  expiryMonth: 12,
  expiryYear: 2030,
} as const;

function subscriptionRows() {
  return SUBSCRIPTIONS.map(
    ({ phases: _phases, currency: _currency, cancelledAt, ...subscription }) => ({
      ...subscription,
      streamingIdentityId: subscription.streamingIdentityId ?? null,
      commerceState: 'active',
      source: 'internal',
      billingProfileId:
        subscription.accountNumber === '10000001' ? OWNER_CARD.billingProfileId : null,
      endsAt: cancelledAt ?? null,
      cancelledAt: cancelledAt ?? null,
      createdAt: subscription.startedAt,
      updatedAt: cancelledAt ?? subscription.startedAt,
    }),
  );
}

function phaseRows() {
  return SUBSCRIPTIONS.flatMap((subscription) =>
    subscription.phases.map((phase, position) => ({
      id: `${subscription.id}_phase_${position + 1}`,
      subscriptionId: subscription.id,
      position,
      ...phase,
      currency: subscription.currency,
      isPrepaid: false,
      offerId: subscription.planCode,
    })),
  );
}

/**
 * Demo subscriber accounts, radios and subscriptions. Account 10000001 belongs to orbitowner1
 * (the care login's demo account) and has a card on file; 20000001 to the Canadian identity.
 */
export const demoSubscriberAccounts: SeedPart = {
  name: 'subscriber-accounts',
  async run(tx) {
    await tx.insert(subscriberAccounts).values(ACCOUNTS);
    await tx.insert(radios).values(RADIOS);
    await tx.insert(billingProfiles).values({
      id: OWNER_CARD.billingProfileId,
      accountNumber: '10000001',
      firstName: 'Jordan',
      lastName: 'Rivera',
      serviceAddress: address('100 Congress Ave', 'Austin', 'TX', '78701', 'US'),
      currency: 'USD',
      defaultPaymentMethodId: OWNER_CARD.paymentMethodId,
      status: 'open',
      createdAt: SEEDED_AT,
      updatedAt: SEEDED_AT,
    });
    await tx.insert(paymentMethods).values({
      id: OWNER_CARD.paymentMethodId,
      billingProfileId: OWNER_CARD.billingProfileId,
      gateway: 'sandbox',
      gatewayToken: OWNER_CARD.gatewayToken,
      brand: OWNER_CARD.brand,
      last4: OWNER_CARD.last4,
      expiryMonth: OWNER_CARD.expiryMonth,
      expiryYear: OWNER_CARD.expiryYear,
      nameOnCard: 'Jordan Rivera',
      billingAddress: address('100 Congress Ave', 'Austin', 'TX', '78701', 'US'),
      status: 'active',
      createdAt: SEEDED_AT,
      removedAt: null,
    });
    // The sandbox gateway's side of that card, so a charge on file succeeds. The fingerprint is
    // a fixed stand-in: no number was ever typed for it.
    await tx.insert(sandboxGatewayCards).values({
      token: OWNER_CARD.gatewayToken,
      brand: OWNER_CARD.brand,
      last4: OWNER_CARD.last4,
      expiryMonth: OWNER_CARD.expiryMonth,
      expiryYear: OWNER_CARD.expiryYear,
      outcome: 'succeeds',
      fingerprint: 'seed-fingerprint-owner-visa-4242',
      createdAt: SEEDED_AT,
    });
    await tx.insert(subscriptions).values(subscriptionRows());
    await tx.insert(subscriptionPhases).values(phaseRows());
    return (
      `${ACCOUNTS.length} accounts (${ACCOUNTS.map((a) => a.accountNumber).join(', ')}), ` +
      `${RADIOS.length} radios (${RADIOS.map((r) => r.radioId).join(', ')}), ` +
      `${SUBSCRIPTIONS.length} subscriptions, 1 card on file`
    );
  },
};
