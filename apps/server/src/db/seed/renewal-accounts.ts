import { addMonths } from '@orbit/domain';
import { radios, subscriptionPhases, subscriptions } from '../schema/index.ts';
import { type DemoCardHolder, seedDemoCardHolder } from './demo-card-holder.ts';
import type { SeedPart } from './seed-part.ts';

const DAY_MS = 86_400_000;

type Renewer = DemoCardHolder & {
  radioId: string;
  deviceType: 'car' | 'marine';
  subscriptionId: string;
  planCode: string;
  packageId: string;
  /** The running trial or promo and the days until it ends; null for a closed subscription. */
  ending: { phase: 'trial' | 'promo'; months: number; priceMinor: number; inDays: number } | null;
  fullPriceMinor: number;
};

const us = { country: 'us', currency: 'USD', language: 'en-US' } as const;
const texas = { addressLine1: '900 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' };

/**
 * The radios of roll-to-choice renewal (flows §4.1, docs/demo-data.md), each a signed-in owner
 * with a card on file: a trial ending in 10 days, a Music Showcase promo ending in 14, a marine
 * radio whose promo ends in 20 (the Choice tier is not available on it), a closed radio, and a
 * Canadian radio whose promo ends in 12.
 */
export const RENEWERS = {
  trial: {
    ...us,
    identityId: 'idn_seed_renew_trial',
    handle: 'renew.trial@orbitradio.test',
    password: 'Renew-Trial-Dial-41',
    accountNumber: '10000041',
    firstName: 'Robin',
    lastName: 'Renner',
    phone: '5125550141',
    serviceAddress: { ...texas, country: 'US' },
    card: { token: 'ctok_seed_renew_trial_visa', brand: 'visa', last4: '4141' },
    radioId: 'ORBR0041',
    deviceType: 'car',
    subscriptionId: 'sub_seed_renew_trial_0041',
    planCode: 'US_SAT_AA_TRIAL_12MO',
    packageId: 'SXM_ALL_ACCESS',
    ending: { phase: 'trial', months: 12, priceMinor: 0, inDays: 10 },
    fullPriceMinor: 2299,
  },
  promo: {
    ...us,
    identityId: 'idn_seed_renew_promo',
    handle: 'renew.promo@orbitradio.test',
    password: 'Renew-Promo-Dial-42',
    accountNumber: '10000042',
    firstName: 'Pat',
    lastName: 'Promfield',
    phone: '5125550142',
    serviceAddress: { ...texas, country: 'US' },
    card: { token: 'ctok_seed_renew_promo_visa', brand: 'visa', last4: '4242' },
    radioId: 'ORBR0042',
    deviceType: 'car',
    subscriptionId: 'sub_seed_renew_promo_0042',
    planCode: 'US_SAT_MS_6MO5_MO',
    packageId: 'SXM_MUSIC_SHOWCASE',
    ending: { phase: 'promo', months: 6, priceMinor: 500, inDays: 14 },
    fullPriceMinor: 1099,
  },
  marine: {
    ...us,
    identityId: 'idn_seed_renew_marine',
    handle: 'renew.marine@orbitradio.test',
    password: 'Renew-Harbor-Dial-43',
    accountNumber: '10000043',
    firstName: 'Morgan',
    lastName: 'Marlowe',
    phone: '3055550143',
    serviceAddress: {
      addressLine1: '1 Bayfront Dr',
      city: 'Miami',
      state: 'FL',
      zip: '33132',
      country: 'US',
    },
    card: { token: 'ctok_seed_renew_marine_visa', brand: 'visa', last4: '4343' },
    radioId: 'ORBR0043',
    deviceType: 'marine',
    subscriptionId: 'sub_seed_renew_marine_0043',
    planCode: 'US_SAT_AA_6MO5_MO',
    packageId: 'SXM_ALL_ACCESS',
    ending: { phase: 'promo', months: 6, priceMinor: 500, inDays: 20 },
    fullPriceMinor: 2299,
  },
  closed: {
    ...us,
    identityId: 'idn_seed_renew_closed',
    handle: 'renew.closed@orbitradio.test',
    password: 'Renew-Quiet-Dial-44',
    accountNumber: '10000044',
    firstName: 'Casey',
    lastName: 'Closson',
    phone: '5125550144',
    serviceAddress: { ...texas, country: 'US' },
    card: { token: 'ctok_seed_renew_closed_visa', brand: 'visa', last4: '4444' },
    radioId: 'ORBR0044',
    deviceType: 'car',
    subscriptionId: 'sub_seed_renew_closed_0044',
    planCode: 'US_SAT_AA_MO',
    packageId: 'SXM_ALL_ACCESS',
    ending: null,
    fullPriceMinor: 2299,
  },
  canada: {
    country: 'ca',
    currency: 'CAD',
    language: 'en-CA',
    identityId: 'idn_seed_renew_canada',
    handle: 'renew.canada@orbitradio.test',
    password: 'Renew-Maple-Dial-45',
    accountNumber: '20000041',
    firstName: 'Alexis',
    lastName: 'Tremblay',
    phone: '4165550145',
    serviceAddress: {
      addressLine1: '100 Queen St W',
      city: 'Toronto',
      state: 'ON',
      zip: 'M5H 2N2',
      country: 'CA',
    },
    card: { token: 'ctok_seed_renew_canada_visa', brand: 'visa', last4: '4545' },
    radioId: 'ORBR0045',
    deviceType: 'car',
    subscriptionId: 'sub_seed_renew_canada_0045',
    planCode: 'CA_SAT_AA_6MO5_MO',
    packageId: 'SXM_ALL_ACCESS',
    ending: { phase: 'promo', months: 6, priceMinor: 500, inDays: 12 },
    fullPriceMinor: 2499,
  },
} as const satisfies Record<string, Renewer>;

/** Midnight UTC of the seed's day: the endings are whole days from it. */
function dayOf(seeded: Date): Date {
  return new Date(Math.floor(seeded.getTime() / DAY_MS) * DAY_MS);
}

/** The subscription's dates and phases: its running trial or promo, then full price. */
function rowsOf(renewer: Renewer, seeded: Date) {
  const today = dayOf(seeded);
  const base = {
    subscriptionId: renewer.subscriptionId,
    termMonths: 1,
    currency: renewer.currency,
    isPrepaid: false,
    offerId: renewer.planCode,
  };
  if (!renewer.ending) {
    // Closed a month ago after a year at full price.
    const closedAt = addMonths(today, -1);
    const start = addMonths(closedAt, -12);
    const phases = [
      {
        ...base,
        id: `${renewer.subscriptionId}_phase_1`,
        position: 0,
        phase: 'fullPrice',
        planType: 'SELF_PAY',
        startsAt: start,
        endsAt: closedAt,
        priceMinor: renewer.fullPriceMinor,
      },
    ];
    return { start, closedAt, phases };
  }
  const end = new Date(today.getTime() + renewer.ending.inDays * DAY_MS);
  const start = addMonths(end, -renewer.ending.months);
  const phases = [
    {
      ...base,
      id: `${renewer.subscriptionId}_phase_1`,
      position: 0,
      phase: renewer.ending.phase,
      planType: renewer.ending.phase === 'trial' ? 'TRIAL' : 'PROMO_MCP',
      startsAt: start,
      endsAt: end,
      priceMinor: renewer.ending.priceMinor,
    },
    {
      ...base,
      id: `${renewer.subscriptionId}_phase_2`,
      position: 1,
      phase: 'fullPrice',
      planType: 'SELF_PAY',
      startsAt: end,
      endsAt: null,
      priceMinor: renewer.fullPriceMinor,
    },
  ];
  return { start, closedAt: null, phases };
}

export const demoRenewalAccounts: SeedPart = {
  name: 'renewal-accounts',
  async run(tx, { now }) {
    for (const renewer of Object.values(RENEWERS) as Renewer[]) {
      const { start, closedAt, phases } = rowsOf(renewer, now);
      const { profileId } = await seedDemoCardHolder(tx, renewer, start);
      await tx.insert(radios).values({
        radioId: renewer.radioId,
        accountNumber: renewer.accountNumber,
        deviceType: renewer.deviceType,
        vin: null,
        licensePlate: null,
        plateState: null,
        make: renewer.deviceType === 'marine' ? 'Tidewater' : 'Lumen',
        model: renewer.deviceType === 'marine' ? 'Helm' : 'Arc',
        year: 2025,
        nickname: null,
        createdAt: start,
      });
      await tx.insert(subscriptions).values({
        id: renewer.subscriptionId,
        accountNumber: renewer.accountNumber,
        radioId: renewer.radioId,
        planCode: renewer.planCode,
        packageId: renewer.packageId,
        serviceType: 'satellite',
        status: closedAt ? 'Closed' : 'Active',
        commerceState: 'active',
        source: 'internal',
        billingProfileId: profileId,
        streamingIdentityId: null,
        startedAt: start,
        endsAt: closedAt,
        cancelledAt: closedAt,
        createdAt: start,
        updatedAt: start,
      });
      await tx.insert(subscriptionPhases).values(phases);
    }
    // Logged: ids and handles only; docs/demo-data.md has the passwords.
    return `5 renewal radios (${Object.values(RENEWERS)
      .map((renewer) => `${renewer.radioId} ${renewer.accountNumber} ${renewer.handle}`)
      .join(', ')})`;
  },
};
