import { addMonths } from '@orbit/domain';
import { DEMO_REDEEMED_UPGRADE_LINK_ID } from '../../modules/identification/index.ts';
import { packageUpgradeLinks } from '../schema/index.ts';
import { type DemoCardHolder, seedDemoCardHolder } from './demo-card-holder.ts';
import { seedDemoSatellitePlan } from './demo-satellite-plan.ts';
import type { SeedPart } from './seed-part.ts';

const DAY_MS = 86_400_000;

type UpgradeCustomer = DemoCardHolder & {
  radioId: string;
  subscriptionId: string;
  planCode: string;
  packageId: string;
  priceMinor: number;
};

const TEXAS_ADDRESS = {
  addressLine1: '210 Congress Ave',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  country: 'US',
} as const;

/**
 * The customers the package upgrade links of the demo and the browser test are sent to
 * (docs/demo-data.md): a Texas customer on Music Showcase monthly (a tier-up to All Access), a
 * Quebec customer in Canadian French on Music Showcase, and a Texas customer already on Platinum
 * (nothing above: "already upgraded"). The closed radio is the existing ORBC0002.
 */
export const UPGRADE_CUSTOMERS = {
  tierUp: {
    identityId: 'idn_seed_upgrade_texas',
    handle: 'upgrade.texas@orbitradio.test',
    password: 'Tier-Up-Texas-41',
    accountNumber: '10000031',
    country: 'us',
    currency: 'USD',
    language: 'en-US',
    firstName: 'Riley',
    lastName: 'Navarro',
    phone: '5125550131',
    serviceAddress: TEXAS_ADDRESS,
    card: { token: 'ctok_seed_upgrade_texas_visa', brand: 'visa', last4: '1131' },
    radioId: 'ORBU0031',
    subscriptionId: 'sub_seed_upgrade_tx_0031',
    planCode: 'US_SAT_MS_MO',
    packageId: 'SXM_MUSIC_SHOWCASE',
    priceMinor: 1099,
  },
  quebec: {
    identityId: 'idn_seed_upgrade_quebec',
    handle: 'amelioration.quebec@orbitradio.test',
    password: 'Forfait-Superieur-52',
    accountNumber: '20000031',
    country: 'ca',
    currency: 'CAD',
    language: 'fr-CA',
    firstName: 'Élise',
    lastName: 'Gagnon',
    phone: '4185550132',
    serviceAddress: {
      addressLine1: '900 rue Saint-Jean',
      city: 'Québec',
      state: 'QC',
      zip: 'G1R 1R5',
      country: 'CA',
    },
    card: { token: 'ctok_seed_upgrade_quebec_visa', brand: 'visa', last4: '1132' },
    radioId: 'ORBU0032',
    subscriptionId: 'sub_seed_upgrade_qc_0032',
    planCode: 'CA_SAT_MS_MO',
    packageId: 'SXM_MUSIC_SHOWCASE',
    priceMinor: 1199,
  },
  topTier: {
    identityId: 'idn_seed_upgrade_top',
    handle: 'upgrade.platinum@orbitradio.test',
    password: 'Already-Platinum-63',
    accountNumber: '10000032',
    country: 'us',
    currency: 'USD',
    language: 'en-US',
    firstName: 'Morgan',
    lastName: 'Ellis',
    phone: '5125550133',
    serviceAddress: TEXAS_ADDRESS,
    card: { token: 'ctok_seed_upgrade_top_visa', brand: 'visa', last4: '1133' },
    radioId: 'ORBU0033',
    subscriptionId: 'sub_seed_upgrade_top_0033',
    planCode: 'US_SAT_PLAT_MO',
    packageId: 'SXM_PLATINUM',
    priceMinor: 2499,
  },
} as const satisfies Record<string, UpgradeCustomer>;

/** Ten days into the third monthly term: an upgrade today is prorated mid-term. */
function startedAt(seeded: Date): Date {
  const today = new Date(Math.floor(seeded.getTime() / DAY_MS) * DAY_MS);
  return addMonths(new Date(today.getTime() - 10 * DAY_MS), -2);
}

export const demoUpgradeAccounts: SeedPart = {
  name: 'upgrade-accounts',
  async run(tx, { now }) {
    const start = startedAt(now);
    for (const customer of Object.values(UPGRADE_CUSTOMERS) as UpgradeCustomer[]) {
      const { profileId } = await seedDemoCardHolder(tx, customer, start);
      await seedDemoSatellitePlan(tx, customer, {
        start,
        profileId,
        phases: [
          {
            id: `${customer.subscriptionId}_phase_1`,
            subscriptionId: customer.subscriptionId,
            position: 0,
            termMonths: 1,
            currency: customer.currency,
            isPrepaid: false,
            offerId: customer.planCode,
            phase: 'fullPrice',
            planType: 'SELF_PAY',
            startsAt: start,
            endsAt: null,
            priceMinor: customer.priceMinor,
          },
        ],
      });
    }
    // The link `--state redeemed` mints: its upgrade was ordered yesterday.
    await tx.insert(packageUpgradeLinks).values({
      linkId: DEMO_REDEEMED_UPGRADE_LINK_ID,
      radioId: UPGRADE_CUSTOMERS.tierUp.radioId,
      openedAt: new Date(now.getTime() - DAY_MS),
      redeemedAt: new Date(now.getTime() - DAY_MS),
      orderId: 'ord_seed_upgrade_redeemed',
    });
    return `3 upgrade accounts (${Object.values(UPGRADE_CUSTOMERS)
      .map((customer) => `${customer.handle} ${customer.accountNumber} ${customer.radioId}`)
      .join(', ')}) and a redeemed upgrade link`;
  },
};
