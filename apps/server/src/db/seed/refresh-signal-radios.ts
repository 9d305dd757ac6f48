import type { Address, Country, Locale } from '@orbit/domain';
import { radioRefreshes, radios, subscriberAccounts, subscriptions } from '../schema/index.ts';
import type { SeedPart } from './seed-part.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

type RefreshDemoRadio = {
  radioId: string;
  vin?: string;
  plate?: { licensePlate: string; state: string };
  /** The satellite subscription on it: Active, Closed, or none at all. */
  subscription: 'Active' | 'Closed';
  /** The car it is in; a Lumen Arc 2024 unless said. */
  vehicle?: { make: string; model: string; year: number };
};

type RefreshDemoAccount = {
  accountNumber: string;
  lastName: string;
  phone: string;
  country: Country;
  language: Locale;
  serviceAddress: Address;
  inCollection?: boolean;
  /** Refreshes already sent to its first radio in the hour before the seed ran. */
  refreshedBeforeSeed?: number;
  radios: readonly RefreshDemoRadio[];
};

const DENVER: Address = {
  addressLine1: '1437 Bannock St',
  city: 'Denver',
  state: 'CO',
  zip: '80202',
  country: 'US',
};
const MONTREAL: Address = {
  addressLine1: '275 rue Notre-Dame Est',
  city: 'Montréal',
  state: 'QC',
  zip: 'H2Y 1C6',
  country: 'CA',
};

const us = { country: 'us', language: 'en-US', serviceAddress: DENVER } as const;
const ca = { country: 'ca', language: 'fr-CA', serviceAddress: MONTREAL } as const;
const active = (radioId: string, extra: Partial<RefreshDemoRadio> = {}): RefreshDemoRadio => ({
  radioId,
  subscription: 'Active',
  ...extra,
});

/**
 * The refresh-signal demo accounts (docs/demo-data.md; flows §8.2): one radio for each answer of
 * `device/refresh`. A virtual radio id is any UUID, and an unknown radio any id not seeded
 * (ORBG0199): neither needs a row.
 */
export const REFRESH_DEMO_ACCOUNTS = [
  {
    ...us,
    accountNumber: '10000131',
    lastName: 'Okafor',
    phone: '3035550131',
    radios: [
      active('ORBG0131', {
        vin: '4S3GTAA0XR1013131',
        plate: { licensePlate: 'ORB131', state: 'CO' },
      }),
    ],
  },
  {
    ...ca,
    accountNumber: '10000132',
    lastName: 'Gagnon',
    phone: '5145550132',
    inCollection: true,
    radios: [active('ORBG0132', { vin: '4S3GTAA01R1013132' })],
  },
  {
    ...us,
    accountNumber: '10000133',
    lastName: 'Lindqvist',
    phone: '3035550133',
    radios: [{ radioId: 'ORBG0133', subscription: 'Closed' }],
  },
  {
    ...us,
    accountNumber: '10000136',
    lastName: 'Fleetwood',
    phone: '3035550136',
    radios: ['ORBG0161', 'ORBG0162', 'ORBG0163', 'ORBG0164', 'ORBG0165', 'ORBG0166'].map(
      (radioId) => active(radioId),
    ),
  },
  {
    ...us,
    accountNumber: '10000137',
    lastName: 'Marchetti',
    phone: '3035550137',
    refreshedBeforeSeed: 3,
    radios: [active('ORBG0137')],
  },
  {
    ...ca,
    accountNumber: '10000138',
    lastName: 'Bouchard',
    phone: '5145550138',
    radios: [active('ORBG0138'), { radioId: 'ORBG0181', subscription: 'Closed' }],
  },
  {
    ...ca,
    accountNumber: '10000139',
    lastName: 'Tremblay',
    phone: '5145550139',
    radios: [active('ORBG0139', { vin: '2HGFC2F52R1013139' })],
  },
  {
    // The receiver landing (`?receiver=ORBP0181`, ADR 070): the radio is named by its car.
    ...us,
    accountNumber: '10000181',
    lastName: 'Castellanos',
    phone: '3035550181',
    radios: [
      active('ORBP0181', {
        vin: '2HGFE2F5XNH018181',
        vehicle: { make: 'Honda', model: 'Civic', year: 2022 },
      }),
    ],
  },
  {
    // Out of the sandbox uplink's coverage (SANDBOX_UPLINK_OUT_OF_COVERAGE_RADIOS): every
    // refresh answers FAILED_TO_REFRESH_DEVICE and none counts toward its limit.
    ...us,
    accountNumber: '10000182',
    lastName: 'Whitfield',
    phone: '3035550182',
    radios: [active('ORBP0182', { vehicle: { make: 'Toyota', model: 'RAV4', year: 2021 } })],
  },
] as const satisfies readonly RefreshDemoAccount[];

/** A radio no account holds (released): a refresh answers NO_SUBSCRIPTION. */
export const REFRESH_DEMO_RELEASED_RADIO = 'ORBG0134';

export const demoRefreshSignalRadios: SeedPart = {
  name: 'refresh-signal-radios',
  async run(tx, { now }) {
    const opened = new Date(now.getTime() - 400 * DAY_MS);
    await tx.insert(radios).values({
      radioId: REFRESH_DEMO_RELEASED_RADIO,
      accountNumber: null,
      deviceType: 'radio',
      createdAt: opened,
    });
    for (const account of REFRESH_DEMO_ACCOUNTS as readonly RefreshDemoAccount[]) {
      await tx.insert(subscriberAccounts).values({
        accountNumber: account.accountNumber,
        country: account.country,
        firstName: 'Sam',
        lastName: account.lastName,
        email: null,
        emailKey: null,
        phone: account.phone,
        serviceAddress: account.serviceAddress,
        billingAddress: null,
        language: account.language,
        ownerIdentityId: null,
        inCollectionSince: account.inCollection ? new Date(now.getTime() - 45 * DAY_MS) : null,
        createdAt: opened,
        updatedAt: opened,
      });
      for (const radio of account.radios) {
        await tx.insert(radios).values({
          radioId: radio.radioId,
          accountNumber: account.accountNumber,
          deviceType: 'car',
          vin: radio.vin ?? null,
          licensePlate: radio.plate?.licensePlate ?? null,
          plateState: radio.plate?.state ?? null,
          make: radio.vehicle?.make ?? 'Lumen',
          model: radio.vehicle?.model ?? 'Arc',
          year: radio.vehicle?.year ?? 2024,
          createdAt: opened,
        });
        const closed = radio.subscription === 'Closed';
        await tx.insert(subscriptions).values({
          id: `sub_seed_refresh_${radio.radioId.toLowerCase()}`,
          accountNumber: account.accountNumber,
          radioId: radio.radioId,
          planCode: account.country === 'us' ? 'US_SAT_AA_MO' : 'CA_SAT_AA_MO',
          packageId: 'SXM_ALL_ACCESS',
          serviceType: 'satellite',
          status: radio.subscription,
          commerceState: 'active',
          source: 'internal',
          billingProfileId: null,
          streamingIdentityId: null,
          startedAt: opened,
          endsAt: closed ? new Date(now.getTime() - 60 * DAY_MS) : null,
          cancelledAt: closed ? new Date(now.getTime() - 90 * DAY_MS) : null,
          createdAt: opened,
          updatedAt: opened,
        });
      }
      const first = account.radios[0];
      for (let hour = 1; first && hour <= (account.refreshedBeforeSeed ?? 0); hour += 1) {
        await tx.insert(radioRefreshes).values({
          id: `rrf_seed_${first.radioId.toLowerCase()}_${hour}`,
          radioId: first.radioId,
          accountNumber: account.accountNumber,
          requestedBy: 'radioId',
          uplinkStatus: 'sent',
          requestedAt: new Date(now.getTime() - hour * HOUR_MS),
        });
      }
    }
    return 'refresh-signal demo radios: one per refresh answer (ORBG01xx)';
  },
};
